import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { paths } from '../../lib/paths';
import { createTestContext, type TestContext } from '../../test/harness';
import { canonicalPath } from './deck-path';

/**
 * The static file server once handed out hidden decks to any spelling of the path that was not literally
 * /decks/{key}.pdf. The PDFs are no longer in the static root; and in case a stale build still holds copies
 * (this test's client folder does, as every build did before), every spelling reaches the access check.
 */
let t: TestContext;
let server: http.Server;
let clientDist: string;
beforeAll(async () => {
  t = await createTestContext();
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'client-dist-'));
  fs.writeFileSync(
    path.join(clientDist, 'index.html'),
    '<!doctype html><title>spa</title><div id="root"></div>',
  );
  fs.cpSync(paths.deckPdfs, path.join(clientDist, 'decks'), { recursive: true });
  const app = createApp({
    database: t.database,
    config: t.config,
    logger: pino({ level: 'silent' }),
    clientDist,
  }).app;
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const admin = await t.signIn();
  await admin.patch('/api/visibility/decks/ai').send({ isVisible: false });
  await admin.patch('/api/visibility/decks/communication').send({ isDownloadable: false });
  await admin.patch('/api/visibility/decks/negotiation').send({ isVisible: false });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

/** A request with the path exactly as written: no client library normalises it first. */
function rawGet(rawPath: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every spelling of every file of a deck: the English and Korean slides and, where there is one, the handout. */
const filesOf = (key: string) => [
  key,
  `${key}.ko`,
  ...(fs.existsSync(path.join(paths.deckPdfs, `${key}-handout.pdf`))
    ? [`${key}-handout`, `${key}-handout.ko`]
    : []),
];
const allSpellings = (key: string) => filesOf(key).flatMap(spellings);

const spellings = (key: string) => [
  `/decks/${key}.pdf`,
  `/decks%2f${key}.pdf`,
  `/decks%2F${key}.pdf`,
  `//decks/${key}.pdf`,
  `/./decks/${key}.pdf`,
  `/x/../decks/${key}.pdf`,
  `/%2fdecks/${key}.pdf`,
  `/decks//${key}.pdf`,
  `/DECKS/${key}.pdf`,
  `/decks/${key.toUpperCase()}.PDF`,
  `/decks/${key}.pdf.`,
  `/decks/${key}.pdf/`,
  `/decks/${key}%2epdf`,
  `/decks%252f${key}.pdf`,
  `/decks\\${key}.pdf`,
  `/decks/%2e%2e/decks/${key}.pdf`,
];

describe('every spelling of a deck path meets the access check', () => {
  it.each([
    ['a hidden deck', 'ai', 404],
    ['a hidden deck with a handout', 'negotiation', 404],
    ['a deck whose download is off', 'communication', 403],
  ])(
    '%s (%s) answers %i to a student, never the PDF, in either language and for its handout, for every spelling (Range requests too)',
    async (_label, key, status) => {
      expect(allSpellings(key as string).length).toBeGreaterThanOrEqual(32);
      for (const url of allSpellings(key as string)) {
        for (const headers of [{}, { Range: 'bytes=0-1023' }, { Accept: 'application/pdf' }] as Record<
          string,
          string
        >[]) {
          const res = await rawGet(url, headers);
          expect(res.status, `${url} ${JSON.stringify(headers)}`).toBe(status);
          expect(res.body.subarray(0, 5).toString('latin1'), url).not.toBe('%PDF-');
        }
      }
    },
  );

  it('still serves a visible, downloadable deck at its own address, in English and Korean', async () => {
    for (const file of ['collaboration.pdf', 'collaboration.ko.pdf']) {
      const res = await rawGet(`/decks/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('never hands a student the speaker notes beside the PDFs, by any spelling, even of a visible deck', async () => {
    const notes = ['collaboration', 'ai'].flatMap((key) =>
      [`${key}.notes.json`, `${key}.ko.notes.json`].flatMap((file) =>
        spellings(key)
          .map((url) => url.replace(new RegExp(`${key}(\\.|%2e)pdf`, 'i'), file))
          .filter((url) => url.includes('notes')),
      ),
    );
    expect(fs.existsSync(path.join(paths.deckPdfs, 'collaboration.notes.json'))).toBe(true);
    expect(notes.length).toBeGreaterThanOrEqual(60);
    for (const url of [...notes, '/decks/collaboration.notes.json?x=1', '/assets/../decks/ai.notes.json']) {
      const res = await rawGet(url, { Accept: 'application/json' });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.body.toString('utf8'), url).not.toContain('"notes"');
    }
  });

  it('answers the notes API only to the instructor: 401 or 404 to anyone else on every spelling', async () => {
    const apiSpellings = (key: string) => [
      `/api/decks/${key}/notes`,
      `/api/decks/${key}/notes?lang=ko`,
      `/api/decks/${key}/notes/`,
      `/api/decks/${key}/notes.json`,
      `/api/decks%2f${key}/notes`,
      `/api/decks/${key}%2fnotes`,
      `/api%2fdecks%2f${key}%2fnotes`,
      `//api/decks/${key}/notes`,
      `/./api/decks/${key}/notes`,
      `/x/../api/decks/${key}/notes`,
      `/API/DECKS/${key.toUpperCase()}/NOTES`,
      `/api/decks/${key}/./notes`,
      `/api/decks/x/../${key}/notes`,
      `/api/decks/${key}/notes%3flang=ko`,
      `/api\\decks\\${key}\\notes`,
      `/decks/${key}/notes`,
      `/decks/${key}.notes`,
      `/decks/../api/decks/${key}/notes`,
    ];
    const urls = ['collaboration', 'ai'].flatMap(apiSpellings);
    expect(urls.length).toBeGreaterThanOrEqual(36);
    for (const url of urls) {
      const res = await rawGet(url, { Accept: 'application/json' });
      expect([401, 404], url).toContain(res.status);
      expect(res.body.toString('utf8'), url).not.toContain('"notes"');
    }
    // the instructor's own address works, so the refusals above are not an accident of a missing route
    const admin = await t.signIn();
    expect((await admin.get('/api/decks/ai/notes')).body.data[0].notes).toEqual(expect.any(String));
  });

  it('never hands anyone a case’s debrief deck (instructor only, through the API), by any spelling of a file path', async () => {
    // each case's deck is in its package: content/cases/{slug}/debrief-deck.{en,ko}.pdf
    const decks = [
      ['queen-of-sorrows', 'en'],
      ['shinhwa-vs-daesung', 'ko'],
      ['solara-lunara', 'en'],
    ] as const;
    const urls = decks.flatMap(([slug, lang]) => [
      ...spellings(`${slug}/debrief-deck.${lang}`),
      ...spellings(`debrief-deck.${lang}`),
      `/decks/../../content/cases/${slug}/debrief-deck.${lang}.pdf`,
      `/decks/..\\..\\cases\\${slug}\\debrief-deck.${lang}.pdf`,
      `/decks/%2e%2e%2f%2e%2e%2fcases%2f${slug}%2fdebrief-deck.${lang}.pdf`,
      `/x/../content/cases/${slug}/debrief-deck.${lang}.pdf`,
      `//content//cases/${slug}/debrief-deck.${lang}.pdf`,
      `/CONTENT/CASES/${slug.toUpperCase()}/DEBRIEF-DECK.${lang.toUpperCase()}.PDF`,
      `/content/cases/${slug}/debrief-deck.${lang}.pdf`,
      `/cases/${slug}/debrief-deck.${lang}.pdf`,
    ]);
    expect(fs.existsSync(path.join(paths.root, 'content/cases/queen-of-sorrows/debrief-deck.en.pdf'))).toBe(
      true,
    );
    for (const url of urls) {
      for (const headers of [{}, { Range: 'bytes=0-1023' }] as Record<string, string>[]) {
        const res = await rawGet(url, headers);
        expect(res.status, url).toBeGreaterThanOrEqual(400);
        expect(res.body.subarray(0, 5).toString('latin1'), url).not.toBe('%PDF-');
      }
    }
  });

  it('leaves every other path alone', () => {
    expect(canonicalPath('/decks')).toBe('/decks');
    expect(canonicalPath('/simulations/x/../y')).toBe('/simulations/y');
    expect(canonicalPath('/decks/..%2fpackage.json')).toBe('/package.json');
  });
});

describe('the build', () => {
  it('does not copy the PDFs into the static root', () => {
    expect(fs.existsSync(path.join(paths.root, 'public', 'decks'))).toBe(false);
    expect(fs.readdirSync(paths.deckPdfs).filter((f) => f.endsWith('.pdf')).length).toBeGreaterThan(0);
  });
});
