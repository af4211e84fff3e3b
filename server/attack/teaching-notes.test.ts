import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { debriefUrls } from '@shared/contracts/debrief';
import { dealUrls } from '@shared/contracts/deal';
import { SEAT_COOKIE } from '@shared/contracts/seats-config';
import { TARIFF_TEAM_COOKIE, tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff';
import { allPaths } from '@shared/routes';
import { SURVEY_ITEMS } from '@shared/survey';
import { simulationOf } from '@shared/simulations';
import { caseDocument } from '@shared/testing/case-documents';
import { AGREEMENT, ok, pairedClass, type Student } from '../test/deal-helpers';
import { registeredEndpoints, samplePath } from '../test/endpoints';
import { openRenderingSite } from '../test/rendering-site';
import type { TestContext } from '../test/harness';

vi.setConfig({ testTimeout: 120_000 });

/**
 * Attacking the teaching notes (held): the notes (GET /api/sims/{key}/teaching-notes, instructor only) and the
 * cases' debrief decks (GET /api/sims/{key}/debrief-deck, instructor only) by any other path: encoded slashes
 * and traversal in the key and the language, the files under content/, the workshop decks' /decks/ route, and
 * every page a visitor (or a Tariff Wars team) can have rendered on the server; the decks also with the cookie
 * of a seated student of a published pair and of a team's device. And the students' survey answers (held):
 * no other student reads them, by any API route or page.
 */
/** The first long lines of a case's English teaching note, as the instructor reads it (figures written out). */
const noteLines = (key: string) =>
  caseDocument(simulationOf(key).teachingNotes!.en)
    .split('\n')
    .filter((l) => l.length > 60 && !l.startsWith('|'))
    .slice(0, 3)
    .map((l) =>
      l
        .replace(/[*_#`]/g, '')
        .slice(0, 40)
        .trim(),
    );
const SECRETS = ['queenOfSorrows', 'shinhwaDaesung', 'solaraLunara'].flatMap(noteLines);

let t: TestContext;
let app: Express;
let close: () => Promise<void>;
beforeAll(async () => ({ t, app, close } = await openRenderingSite()));
afterAll(() => close());

const leaks = (text: string) => SECRETS.filter((s) => text.includes(s));

/** The `name=value` of one cookie among a response's Set-Cookie headers. */
const cookieOf = (res: request.Response, name: string) =>
  (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${name}=`))!.split(';')[0]!;
const seatCookieOf = (s: Student) => s.cookie.find((c) => c.startsWith(`${SEAT_COOKIE}=`))!.split(';')[0]!;

/** A device of a Tariff Wars team: a new game of one pair, joined with the Solara team's code. */
async function teamDevice(): Promise<string> {
  const admin = await t.signIn();
  const game = (await admin.post(tariffUrls.games).send({ pairs: 1 }).expect(201)).body
    .data as TariffCreatedGame;
  const joined = await request(app).post(tariffUrls.join).send({ code: game.teams[0]!.code }).expect(200);
  return cookieOf(joined, TARIFF_TEAM_COOKIE);
}

describe('held: the teaching notes reach no one but the instructor', () => {
  it('the secrets this test looks for are in the instructor API answer', async () => {
    expect(SECRETS.length).toBeGreaterThan(5);
    const admin = request.agent(app);
    await admin
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' });
    const res = await admin.get('/api/sims/queenOfSorrows/teaching-notes?lang=en');
    expect(res.status).toBe(200);
    expect(leaks(res.text).length).toBeGreaterThan(0);
  });

  it('API: 401 for a visitor whatever the key or language (encoded slashes, traversal, case, arrays)', async () => {
    for (const url of [
      '/api/sims/queenOfSorrows/teaching-notes',
      '/api/sims/queenOfSorrows/teaching-notes?lang=ko',
      '/api/sims/queenOfSorrows/teaching-notes?lang=en&lang=ko',
      '/api/sims/queenOfSorrows/teaching-notes?lang=..%2F..%2Fqueen-of-sorrows.en',
      '/api/sims/QUEENOFSORROWS/teaching-notes',
      '/api/sims/queenOfSorrows/Teaching-Notes',
      '/api/sims/queenOfSorrows/teaching-notes/',
      '/api/sims/queenOfSorrows%2Fteaching-notes',
      '/api/sims/..%2F..%2Fcontent%2Fteaching-notes%2Fqueen-of-sorrows.en.md/teaching-notes',
      '/api/sims/queenOfSorrows/roles/..%2Fteaching-notes',
      '/api/sims/queenOfSorrows/roles/agent/..%2F..%2Fteaching-notes',
      '/api//sims/queenOfSorrows/teaching-notes',
      '/API/sims/queenOfSorrows/teaching-notes',
    ]) {
      const res = await request(app).get(url);
      expect(res.status, url).not.toBe(200);
      expect(leaks(res.text), url).toEqual([]);
    }
  });

  it('files: content/ is never served, by any spelling', async () => {
    for (const url of [
      '/content/cases/queen-of-sorrows/teaching-notes.en.md',
      '/content%2Fcases%2Fqueen-of-sorrows%2Fteaching-notes.en.md',
      '/assets/..%2F..%2F..%2Fcontent%2Fcases%2Fqueen-of-sorrows%2Fteaching-notes.en.md',
      '/decks/..%2F..%2Fcases%2Fqueen-of-sorrows%2Fteaching-notes.en.md',
      '/decks/%2e%2e/%2e%2e/cases/queen-of-sorrows/teaching-notes.en.md',
      '/..%2fcontent/cases/queen-of-sorrows/teaching-notes.en.md',
      '/cases/queenOfSorrows/teaching-notes.en.md',
      '/content/teaching-notes/queen-of-sorrows.en.md',
      '/content%2Fteaching-notes%2Fqueen-of-sorrows.en.md',
    ]) {
      const res = await request(app).get(url).set('Accept', '*/*');
      expect(res.status, url).not.toBe(200);
      expect(leaks(res.text), url).toEqual([]);
    }
  });

  it("pages: no server-rendered page carries them, for a visitor or a team's device", async () => {
    const admin = await t.signIn();
    const game = (await admin.post(tariffUrls.games).send({ pairs: 1 }).expect(201)).body
      .data as TariffCreatedGame;
    const joined = await request(app).post(tariffUrls.join).send({ code: game.teams[0]!.code }).expect(200);
    const team = cookieOf(joined, TARIFF_TEAM_COOKIE);
    for (const url of allPaths()) {
      for (const cookie of [undefined, team, 'sid=forged']) {
        const req = request(app).get(url).set('Accept', 'text/html');
        const res = await (cookie ? req.set('Cookie', cookie) : req);
        expect(leaks(res.text), `${url} ${cookie ?? ''}`).toEqual([]);
      }
    }
  });

  it('debrief decks: 401 or 404 to a visitor, a seated student of a published pair and a team device, by every spelling of the API, the files and the decks route', async () => {
    // a class of two paired for the casting case (published), then a Tariff Wars game and a team's device
    const { tables } = await pairedClass(t, await t.signIn(), 2, { prefix: 'Deck reader' });
    const [seated] = tables[0]! as [Student, Student];
    const viewers: Array<[string, string | undefined]> = [
      ['visitor', undefined],
      ['seated student', seatCookieOf(seated)],
      ['team device', await teamDevice()],
    ];
    expect(
      (await request(app).get(dealUrls('queenOfSorrows').myPair).set('Cookie', viewers[1]![1]!)).status,
    ).toBe(200);
    expect((await request(app).get(tariffUrls.team).set('Cookie', viewers[2]![1]!)).status).toBe(200);

    // every answer kept as bytes, whatever its type, so a PDF is seen by its first bytes
    const bytes = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => cb(null, Buffer.concat(chunks)));
    };
    const pdfBytes = (res: request.Response) =>
      (res.body as Buffer).subarray(0, 5).toString('latin1') === '%PDF-';
    const api = [
      '/api/sims/queenOfSorrows/debrief-deck',
      '/api/sims/shinhwaDaesung/debrief-deck?lang=ko',
      '/api/sims/solaraLunara/debrief-deck?lang=en&lang=ko',
      '/api/sims/queenOfSorrows/debrief-deck?lang=..%2F..%2Fqueen-of-sorrows',
      '/api/sims/QUEENOFSORROWS/debrief-deck',
      '/api/sims/queenOfSorrows/Debrief-Deck',
      '/api/sims/queenOfSorrows/debrief-deck/',
      '/api/sims/queenOfSorrows%2Fdebrief-deck',
      '/api/sims/..%2F..%2Fcontent%2Fcases%2Fqueen-of-sorrows%2Fdebrief-deck.en.pdf/debrief-deck',
      '/api/sims/..%2F..%2Fcontent%2Fdebrief-decks%2Fpdf%2Fqueen-of-sorrows.pdf/debrief-deck',
      '/api/sims/queenOfSorrows/roles/..%2Fdebrief-deck',
      '/api/sims/queenOfSorrows/teaching-notes/..%2Fdebrief-deck',
      '/api//sims/queenOfSorrows/debrief-deck',
      '/API/sims/queenOfSorrows/debrief-deck',
    ];
    const packages = [
      ['queen-of-sorrows', 'queenOfSorrows', 'en'],
      ['shinhwa-vs-daesung', 'shinhwaDaesung', 'ko'],
      ['solara-lunara', 'solaraLunara', 'en'],
    ].flatMap(([slug, key, lang]) => [
      `/content/cases/${slug}/debrief-deck.${lang}.pdf`,
      `/cases/${slug}/debrief-deck.${lang}.pdf`,
      `/cases/${key}/debrief-deck.${lang}.pdf`,
      `/${slug}/debrief-deck.${lang}.pdf`,
      `/debrief-deck.${lang}.pdf`,
      `/decks/..%2F..%2Fcases%2F${slug}%2Fdebrief-deck.${lang}.pdf`,
      `/decks/%2e%2e/%2e%2e/cases/${slug}/debrief-deck.${lang}.pdf`,
      `/assets/..%2F..%2F..%2Fcontent%2Fcases%2F${slug}%2Fdebrief-deck.${lang}.pdf`,
      `/content%2Fcases%2F${slug}%2Fdebrief-deck.${lang}.pdf`,
    ]);
    const files = ['queen-of-sorrows', 'shinhwa-vs-daesung.ko', 'solara-lunara'].flatMap((name) => [
      `/content/debrief-decks/pdf/${name}.pdf`,
      `/debrief-decks/pdf/${name}.pdf`,
      `/debrief-decks/${name}.pdf`,
      `/pdf/${name}.pdf`,
      `/${name}.pdf`,
      `/decks/${name}.pdf`,
      `/decks/${name}-debrief.pdf`,
      `/decks/..%2F..%2Fdebrief-decks%2Fpdf%2F${name}.pdf`,
      `/decks/%2e%2e/%2e%2e/debrief-decks/pdf/${name}.pdf`,
      `/assets/..%2F..%2F..%2Fcontent%2Fdebrief-decks%2Fpdf%2F${name}.pdf`,
      `/content%2Fdebrief-decks%2Fpdf%2F${name}.pdf`,
    ]);
    for (const [who, cookie] of viewers) {
      const get = (url: string) => {
        const req = request(app).get(url);
        return cookie ? req.set('Cookie', cookie) : req;
      };
      for (const url of [...api, ...packages, ...files]) {
        for (const headers of [{}, { Range: 'bytes=0-1023' }, { Accept: 'application/pdf' }] as Record<
          string,
          string
        >[]) {
          const res = await get(url).set(headers).buffer(true).parse(bytes);
          expect(res.status, `${who}: ${url}`).not.toBe(200);
          expect(res.status, `${who}: ${url}`).not.toBe(206);
          expect(pdfBytes(res), `${who}: ${url}`).toBe(false);
        }
      }
      for (const url of api.slice(0, 3)) expect((await get(url)).status, `${who}: ${url}`).toBe(401);
    }
    // the check above would see the PDF: the instructor gets it at its one address
    const admin = request.agent(app);
    await admin
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' });
    for (const url of api.slice(0, 2)) {
      const res = await admin.get(url).buffer(true).parse(bytes);
      expect(res.status, url).toBe(200);
      expect(pdfBytes(res), url).toBe(true);
    }
  });
});

describe("held: a student's survey answers reach only the student and the instructor", () => {
  /** What an answer or a score of a survey looks like in any JSON answer or page: a leak would show it. */
  const SURVEY_MARKS = [...SURVEY_ITEMS.map((i) => `"${i.id}":`), '"dimensions":'];
  const surveyLeaks = (text: string | undefined) => SURVEY_MARKS.filter((m) => (text ?? '').includes(m));

  it('no API route and no page shows them to the partner, another pair, a team device or a visitor; the instructor’s routes answer 401', async () => {
    const admin = await t.signIn();
    const sim = 'queenOfSorrows';
    const u = dealUrls(sim);
    const { tables } = await pairedClass(t, admin, 4, { prefix: 'Surveyed' });
    const [a, b] = tables[0]! as [Student, Student];
    const [c] = tables[1]! as [Student, Student];
    // a's pair agrees; a answers every statement; b has not answered; the debrief is released
    const { version } = (await ok(a.agent.put(u.agreement).send(AGREEMENT))) as { version: number };
    await ok(b.agent.post(u.confirm).send({ version }));
    await ok(
      a.agent.put(u.mySurvey).send({ answers: Object.fromEntries(SURVEY_ITEMS.map((i) => [i.id, 7])) }),
    );
    await ok(admin.post(debriefUrls(sim).release).send({ released: true }));

    const gets = registeredEndpoints(app)
      .filter((e) => e.method === 'GET' && e.path.startsWith('/api/'))
      .map((e) => samplePath(e.path).replace(/\?.*$/, ''));
    // the marks are what the author and the instructor see (this test can fail)
    const instructor = request.agent(app);
    await instructor
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' });
    const shown: string[] = [];
    for (const url of gets) if (surveyLeaks((await instructor.get(url)).text).length) shown.push(url);
    expect(shown).toEqual(expect.arrayContaining([u.pairs, debriefUrls(sim).data]));
    const mine = await request(app).get(u.myPair).set('Cookie', seatCookieOf(a));
    expect(surveyLeaks(mine.text)).toEqual(SURVEY_MARKS.slice(0, -1));

    const viewers: Array<[string, string | undefined]> = [
      ['partner', seatCookieOf(b)],
      ['another pair', seatCookieOf(c)],
      ['team device', await teamDevice()],
      ['visitor', undefined],
    ];
    for (const [who, cookie] of viewers) {
      const get = (url: string, accept = 'application/json') => {
        const req = request(app).get(url).set('Accept', accept);
        return cookie ? req.set('Cookie', cookie) : req;
      };
      for (const url of gets) {
        const res = await get(url);
        expect(surveyLeaks(res.text), `${who}: ${url}`).toEqual([]);
        // a route that shows the instructor a student's answers or scores is the instructor's alone
        if (shown.includes(url)) expect(res.status, `${who}: ${url}`).toBe(401);
      }
      // a page carries its data as JSON (server/ssr.ts escapes only "<"), so the same marks would show
      for (const url of allPaths()) {
        const res = await get(url, 'text/html');
        expect(surveyLeaks(res.text), `${who}: page ${url}`).toEqual([]);
      }
    }
    // the partner's own debrief has the pair by role only: the author's scores are not in it
    const theirs = await request(app).get(debriefUrls(sim).myDebrief).set('Cookie', seatCookieOf(b));
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.pair.students.map((s: { scores: unknown }) => s.scores)).toEqual([null, null]);
  });
});
