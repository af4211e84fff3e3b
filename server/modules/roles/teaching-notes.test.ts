import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATIONS } from '@shared/simulations';
import { casePdf } from '@shared/testing/case-documents';
import { paths } from '../../lib/paths';
import { createTestContext, type TestContext } from '../../test/harness';
import { readTeachingNotes } from './content-loader';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const url = (key: string, lang = 'en') => `/api/sims/${key}/teaching-notes?lang=${lang}`;

describe('GET /api/sims/{key}/teaching-notes', () => {
  it('refuses a signed-out visitor, for a real simulation or not, and keeps nothing in a cache', async () => {
    for (const key of ['queenOfSorrows', 'shinhwaDaesung', 'solaraLunara', 'chess']) {
      const res = await request(t.app).get(url(key));
      expect(res.status, key).toBe(401);
      expect(res.body.success).toBe(false);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).not.toContain('1.4 billion');
    }
  });

  it('gives the instructor each simulation’s notes in English and Korean, never cached', async () => {
    const admin = await t.signIn();
    const expected = {
      queenOfSorrows: {
        en: ['Teaching Note', '50 to 200 million won'],
        ko: ['티칭 노트', '5천만 원에서 2억 원'],
      },
      shinhwaDaesung: {
        en: ['Teaching Note', '1.4 to 3.6 billion won'],
        ko: ['티칭 노트', '14억 원에서 36억 원'],
      },
      solaraLunara: { en: ['Teaching Note', 'Chicken'], ko: ['티칭 노트', '치킨 게임'] },
    } as const;
    for (const [key, langs] of Object.entries(expected)) {
      for (const [lang, [title, text]] of Object.entries(langs)) {
        const res = await admin.get(url(key, lang));
        expect(res.status, `${key} ${lang}`).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body.success).toBe(true);
        expect(res.body.data).toMatchObject({ sim: key, lang });
        expect(res.body.data.title).toContain(title);
        expect(res.body.data.html).toContain(text);
        expect(res.body.data.html).not.toContain('<h1>');
        if (lang === 'ko') expect(res.body.data.html).toMatch(/디브리핑 질문/);
      }
    }
  });

  it('answers 404 for an unknown simulation and 400 for an unknown language, to the instructor', async () => {
    const admin = await t.signIn();
    const unknown = await admin.get(url('chess'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Unknown simulation.' });
    expect(unknown.headers['cache-control']).toBe('no-store');

    for (const lang of ['fr', 'KO', '', 'en&lang=ko']) {
      const res = await admin.get(url('queenOfSorrows', lang));
      expect(res.status, lang).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Unknown language: use lang=en or lang=ko.' });
    }
    expect((await admin.get('/api/sims/queenOfSorrows/teaching-notes')).body.data.lang).toBe('en');
  });

  it('is not closed by the student switches: the instructor reads the notes of a closed simulation', async () => {
    const admin = await t.signIn();
    await admin
      .patch('/api/visibility/simulations/solaraLunara')
      .send({ isVisible: false, isAccessible: false });
    expect((await admin.get(url('solaraLunara', 'ko'))).status).toBe(200);
    await admin
      .patch('/api/visibility/simulations/solaraLunara')
      .send({ isVisible: true, isAccessible: true });
  });
});

describe('teaching notes stay with the instructor', () => {
  const notes = readTeachingNotes(paths.root);

  it('every simulation in the registry has notes in both languages', () => {
    expect(notes.size).toBe(SIMULATIONS.length * 2);
  });

  /** Every file under a folder, skipping dependencies and build output. */
  const filesUnder = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
      return [full];
    });

  it('are not in the client sources or the static root, so not in the bundle or served as files', () => {
    const clientFiles = [
      ...filesUnder(path.join(paths.root, 'client')),
      ...filesUnder(path.join(paths.root, 'public')),
    ];
    // one sentence of each note, in each language
    const samples = [...notes.values()].map((doc) => /<p>([^<]{40,})<\/p>/.exec(doc.html)![1]!.slice(0, 60));
    expect(samples).toHaveLength(notes.size);
    for (const file of clientFiles) {
      if (!/\.(tsx?|html|md|json|txt|js)$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/teaching-notes(\/[\w-]+)?\.(en|ko)\.md/);
      for (const sample of samples) expect(text.includes(sample), `${file}: ${sample}`).toBe(false);
    }
  });

  it('have debrief decks that are in no static root, client source or build', () => {
    const decks = SIMULATIONS.flatMap((sim) =>
      Object.values(sim.debriefDeck ?? {}).map((file) => Buffer.from(casePdf(file))),
    );
    const roots = ['client', 'public', 'dist'].map((dir) => path.join(paths.root, dir)).filter(fs.existsSync);
    for (const file of roots.flatMap(filesUnder)) {
      if (!file.endsWith('.pdf')) continue;
      const bytes = fs.readFileSync(file);
      expect(
        decks.some((deck) => deck.equals(bytes)),
        file,
      ).toBe(false);
    }
  });

  it('are not served from their folder', async () => {
    const admin = await t.signIn();
    for (const file of [
      '/content/cases/queen-of-sorrows/teaching-notes.en.md',
      '/cases/queen-of-sorrows/teaching-notes.en.md',
      '/cases/queenOfSorrows/teaching-notes.en.md',
      '/queen-of-sorrows/teaching-notes.en.md',
    ]) {
      const res = await admin.get(file);
      expect(res.status, file).toBe(404);
      expect(res.text).not.toContain('50 to 200 million won');
    }
  });
});

const deckUrl = (key: string, lang = 'en') => `/api/sims/${key}/debrief-deck?lang=${lang}`;
/** supertest keeps a PDF answer as bytes. */
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const isPdf = (body: unknown) => Buffer.isBuffer(body) && body.subarray(0, 5).toString('latin1') === '%PDF-';

describe('GET /api/sims/{key}/debrief-deck', () => {
  it('refuses a signed-out visitor (or a forged session) on every key and language, never cached, never the PDF', async () => {
    for (const key of ['queenOfSorrows', 'shinhwaDaesung', 'solaraLunara', 'chess']) {
      for (const lang of ['en', 'ko', 'fr']) {
        for (const cookie of [undefined, 'sid=forged']) {
          const req = request(t.app).get(deckUrl(key, lang)).buffer(true).parse(binary);
          const res = await (cookie ? req.set('Cookie', cookie) : req);
          expect(res.status, `${key} ${lang}`).toBe(401);
          expect(res.headers['cache-control']).toBe('no-store');
          expect(isPdf(res.body), `${key} ${lang}`).toBe(false);
        }
      }
    }
  });

  it('gives the instructor each case’s deck in English and Korean, inline, never cached, not indexed', async () => {
    const admin = await t.signIn();
    // a variant has none: the base's PDF states the base's figures
    expect(SIMULATIONS.filter((s) => !s.debriefDeck).map((s) => s.key)).toEqual([
      'queenOfSorrowsNoDeal',
      'tariffWarsB',
    ]);
    for (const sim of SIMULATIONS.filter((s) => s.debriefDeck)) {
      for (const lang of ['en', 'ko'] as const) {
        const res = await admin.get(deckUrl(sim.key, lang)).buffer(true).parse(binary);
        expect(res.status, `${sim.key} ${lang}`).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.headers['content-disposition']).toContain(`${sim.slug}-debrief`);
        expect(res.body.equals(casePdf(sim.debriefDeck![lang]))).toBe(true);
      }
    }
    // English when no language is asked for
    const plain = await admin.get('/api/sims/queenOfSorrows/debrief-deck').buffer(true).parse(binary);
    expect(
      plain.body.equals(
        fs.readFileSync(path.join(paths.root, 'content/cases/queen-of-sorrows/debrief-deck.en.pdf')),
      ),
    ).toBe(true);
  });

  it('answers the instructor 404 for an unknown simulation and 400 for an unknown language', async () => {
    const admin = await t.signIn();
    const unknown = await admin.get(deckUrl('chess'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'Unknown simulation.' });
    for (const lang of ['fr', 'KO', '', 'en&lang=ko', '..%2F..%2Fdecks%2Fpdf%2Fai']) {
      const res = await admin.get(deckUrl('queenOfSorrows', lang));
      expect(res.status, lang).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Unknown language: use lang=en or lang=ko.' });
    }
  });
});
