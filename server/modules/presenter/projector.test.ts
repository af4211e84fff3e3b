import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECTOR_COOKIE,
  presenterApiMessages,
  type PresenterState,
  type SlideNotes,
} from '@shared/contracts/presenter-config';
import { openEventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';
import { PROJECTOR_CODE_LIMITS } from './router';

/**
 * The projector's own browser joined by the code the presenter view shows: it sees the slide, follows every
 * move, fetches the one PDF it shows, and nothing else; the code and the link end with the presentation.
 */
let t: TestContext;
let server: ListeningSite;
let laptop: Awaited<ReturnType<TestContext['signIn']>>;
/** Every note of the decks presented here, in both languages: none may ever reach a projector. */
let noteLines: string[];
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  laptop = await t.signIn();
  noteLines = [];
  for (const deck of ['ai', 'negotiation'])
    for (const lang of ['en', 'ko']) {
      const notes = (await laptop.get(`/api/decks/${deck}/notes?lang=${lang}`).expect(200)).body
        .data as SlideNotes[];
      noteLines.push(...notes.flatMap((n) => n.notes.split('\n')).filter((l) => l.trim().length >= 12));
    }
  expect(noteLines.length).toBeGreaterThan(20);
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const STATE = '/api/presenter/state';
const PROJECTOR = '/api/presenter/projector';
const stateOf = (res: request.Response) => res.body.data as PresenterState;
const present = (slide: number, deck = 'ai', lang = 'en') =>
  laptop.put(STATE).send({ deck, lang, slide, total: 16 }).expect(200);
const newCode = async () =>
  stateOf(await laptop.patch(STATE).send({ action: 'newProjectorCode' }).expect(200)).projectorCode!;
const cookieOf = (res: request.Response) =>
  (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(`${PROJECTOR_COOKIE}=`))!;

/** Requests as the projector's browser: its cookie on each. */
const browserWith = (cookie: string) => {
  const sent = cookie.split(';')[0]!;
  return {
    get: (url: string) => request(t.app).get(url).set('Cookie', sent),
    put: (url: string) => request(t.app).put(url).set('Cookie', sent),
  };
};

/**
 * Fails when any text a projector received holds a speaker note, the code, or a field of the instructor's
 * state (the public follow-along signal, which everyone hears, is no field of it).
 */
function expectNothingOfTheInstructor(text: string, code: string) {
  for (const line of noteLines) expect(text, 'a speaker note').not.toContain(line);
  expect(text).not.toContain(code);
  for (const field of ['startedAt', 'pausedElapsedMs', 'followAlong', 'projectorCode', 'notes'])
    expect(text).not.toContain(`"${field}":`);
}

describe('the projector code', () => {
  it('is drawn on request, only for a running presentation, and shown to the instructor alone', async () => {
    expect((await laptop.patch(STATE).send({ action: 'newProjectorCode' })).status).toBe(409);
    expect(stateOf(await present(1)).projectorCode).toBeNull();
    const code = await newCode();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(stateOf(await laptop.get(STATE)).projectorCode).toBe(code);
    // a move keeps it; a new code replaces it
    expect(stateOf(await present(2)).projectorCode).toBe(code);
    const next = await newCode();
    expect(next).not.toBe(code);
    // nobody else reads it
    expect((await request(t.app).get(STATE)).status).toBe(401);
    await laptop.patch(STATE).send({ action: 'followAlong', on: true }).expect(200);
    expect(JSON.stringify((await request(t.app).get('/api/presenter/follow')).body)).not.toContain(next);
    await laptop.delete(STATE).expect(200);
  });

  it('refuses wrong, malformed and replaced codes, with the same answer for each wrong one', async () => {
    await present(1);
    const old = await newCode();
    const code = await newCode();
    const wrong = ['ZZZZZZ', 'YYYYYY'].find((c) => c !== code)!;
    for (const guess of [old, wrong]) {
      const res = await request(t.app).post(PROJECTOR).send({ code: guess });
      expect(res.status, guess).toBe(404);
      expect(res.body).toEqual({ success: false, message: presenterApiMessages.wrongProjectorCode });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    for (const body of [
      {},
      { code: '' },
      { code: 'ABC12' },
      { code: 'ABCDEFG' },
      { code: 'O0I1L0' },
      { code: 7 },
    ]) {
      const res = await request(t.app).post(PROJECTOR).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await request(t.app).post(PROJECTOR).send({ code, extra: 1 })).status).toBe(400);
    // typed in lower case with a dash or spaces, it is the same code
    const typed = `${code.slice(0, 3).toLowerCase()} - ${code.slice(3)}`;
    expect((await request(t.app).post(PROJECTOR).send({ code: typed })).status).toBe(200);
    await laptop.delete(STATE).expect(200);
  });
});

describe('a projector joined by code', () => {
  it('shows the slide and follows every move on its stream, with no notes, clock or code ever', async () => {
    await present(3);
    const code = await newCode();
    const joined = await request(t.app).post(PROJECTOR).send({ code: code.toLowerCase() }).expect(200);
    expect(joined.headers['cache-control']).toBe('no-store');
    expect(joined.body).toEqual({
      success: true,
      data: { deck: 'ai', lang: 'en', slide: 3, total: 16, black: false },
    });
    const cookie = cookieOf(joined);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const projector = browserWith(cookie);
    const read = await projector.get(PROJECTOR).expect(200);
    expect(read.body.data).toEqual({ deck: 'ai', lang: 'en', slide: 3, total: 16, black: false });

    const stream = await openEventStream(server.url, cookie);
    await present(4);
    expect(await stream.next((e) => e.type === 'projector')).toEqual({
      type: 'projector',
      view: { deck: 'ai', lang: 'en', slide: 4, total: 16, black: false },
    });
    await laptop.put(STATE).send({ deck: 'ai', lang: 'en', slide: 4, total: 16, black: true }).expect(200);
    expect(await stream.next((e) => e.type === 'projector')).toMatchObject({ view: { black: true } });
    // the clock and the switches are the instructor's: nothing of them reaches the projector
    await laptop.patch(STATE).send({ action: 'pauseClock' }).expect(200);
    await laptop.patch(STATE).send({ action: 'followAlong', on: true }).expect(200);
    await present(5);
    expect(await stream.next((e) => e.type === 'projector')).toMatchObject({ view: { slide: 5 } });
    expect(stream.events.map((e) => e.type)).not.toContain('presenter');
    expectNothingOfTheInstructor(stream.raw + JSON.stringify(joined.body) + JSON.stringify(read.body), code);

    // it moves nothing and reads nothing of the instructor's
    expect((await projector.put(STATE).send({ deck: 'ai', lang: 'en', slide: 9, total: 16 })).status).toBe(
      401,
    );
    expect((await projector.get(STATE)).status).toBe(401);
    expect((await projector.get('/api/decks/ai/notes')).status).toBe(401);
    expect((await projector.get('/decks/ai.notes.json')).status).toBe(404);
    expect(stateOf(await laptop.get(STATE)).slide).toBe(5);
    stream.close();
    await laptop.delete(STATE).expect(200);
  });

  it('fetches the PDF it shows, hidden or not downloadable, and no other file', async () => {
    await laptop.patch('/api/visibility/decks/ai').send({ isVisible: false }).expect(200);
    await laptop.patch('/api/visibility/decks/negotiation').send({ isDownloadable: false }).expect(200);
    try {
      await present(1, 'ai', 'ko');
      const projector = request.agent(t.app);
      await projector
        .post(PROJECTOR)
        .send({ code: await newCode() })
        .expect(200);
      const pdf = await projector.get('/decks/ai.ko.pdf').expect(200);
      expect(pdf.headers['cache-control']).toBe('no-store');
      // the other language, the handout, another deck: as to anyone
      expect((await projector.get('/decks/ai.pdf')).status).toBe(404);
      expect((await projector.get('/decks/negotiation.ko.pdf')).status).toBe(403);
      expect((await projector.get('/decks/negotiation-handout.pdf')).status).toBe(403);
      // the instructor moves to another deck: the projector follows, and may fetch that one instead
      await present(2, 'negotiation', 'ko');
      expect((await projector.get(PROJECTOR)).body.data).toMatchObject({ deck: 'negotiation', lang: 'ko' });
      expect((await projector.get('/decks/negotiation.ko.pdf')).status).toBe(200);
      expect((await projector.get('/decks/ai.ko.pdf')).status).toBe(404);
      await laptop.delete(STATE).expect(200);
      // the presentation ended: nothing more
      expect((await projector.get('/decks/negotiation.ko.pdf')).status).toBe(403);
    } finally {
      await laptop.patch('/api/visibility/decks/ai').send({ isVisible: true }).expect(200);
      await laptop.patch('/api/visibility/decks/negotiation').send({ isDownloadable: true }).expect(200);
    }
  });

  it('is let go when the presentation ends: told on its stream, the stream ends, the cookie and code open nothing', async () => {
    await present(2);
    const code = await newCode();
    const joined = await request(t.app).post(PROJECTOR).send({ code }).expect(200);
    const cookie = cookieOf(joined);
    const stream = await openEventStream(server.url, cookie);
    await laptop.delete(STATE).expect(200);
    expect(await stream.next((e) => e.type === 'projector')).toEqual({ type: 'projector', view: null });
    await stream.ended;

    const after = await browserWith(cookie).get(PROJECTOR).expect(200);
    expect(after.body.data).toBeNull();
    // the stale cookie is cleared
    expect(String(after.headers['set-cookie'])).toMatch(new RegExp(`^${PROJECTOR_COOKIE}=;`));
    expect((await request(t.app).post(PROJECTOR).send({ code })).status).toBe(404);

    // a new presentation is not the old projector's: its stream hears nothing of it
    const again = await openEventStream(server.url, cookie);
    await present(7);
    await laptop.patch('/api/visibility/decks/ai').send({ isVisible: true }).expect(200);
    await again.next((e) => e.type === 'decks');
    expect(again.events.map((e) => e.type)).not.toContain('projector');
    expect((await request(t.app).get(PROJECTOR).set('Cookie', cookie.split(';')[0]!)).body.data).toBeNull();
    again.close();
    await laptop.delete(STATE).expect(200);
  });

  it('ends with a presentation left idle for 12 hours: the code, the projector and following along', async () => {
    await present(6);
    const code = await newCode();
    await laptop.patch(STATE).send({ action: 'followAlong', on: true }).expect(200);
    const cookie = cookieOf(await request(t.app).post(PROJECTOR).send({ code }).expect(200));
    const stream = await openEventStream(server.url, cookie);
    await t.database.db.execute(
      sql`update presenter_states set updated_at = now() - interval '12 hours 1 minute'`,
    );

    expect((await request(t.app).post(PROJECTOR).send({ code })).status).toBe(404);
    expect((await request(t.app).get(PROJECTOR).set('Cookie', cookie.split(';')[0]!)).body.data).toBeNull();
    expect((await request(t.app).get('/api/presenter/follow')).body.data).toBeNull();
    expect((await laptop.get(STATE)).body.data).toBeNull();
    expect((await laptop.patch(STATE).send({ action: 'pauseClock' })).status).toBe(409);

    // the next move starts a new presentation: the old projector is told and let go first
    const fresh = stateOf(await present(1));
    expect(fresh).toMatchObject({ slide: 1, projectorCode: null, followAlong: false });
    expect(await stream.next((e) => e.type === 'projector')).toEqual({ type: 'projector', view: null });
    await stream.ended;
    expect(stream.events.filter((e) => e.type === 'projector')).toHaveLength(1);
    await laptop.delete(STATE).expect(200);
  });

  it('a browser joining again keeps one link: its previous cookie opens nothing more', async () => {
    await present(1);
    const first = cookieOf(
      await request(t.app)
        .post(PROJECTOR)
        .send({ code: await newCode() })
        .expect(200),
    );
    const code = await newCode();
    const second = cookieOf(
      await request(t.app).post(PROJECTOR).set('Cookie', first.split(';')[0]!).send({ code }).expect(200),
    );
    expect(second).not.toBe(first);
    expect((await request(t.app).get(PROJECTOR).set('Cookie', first.split(';')[0]!)).body.data).toBeNull();
    expect(
      (await request(t.app).get(PROJECTOR).set('Cookie', second.split(';')[0]!)).body.data,
    ).toMatchObject({
      slide: 1,
    });
    // a made-up cookie opens nothing either
    for (const made of ['x', 'a'.repeat(43), `${'A'.repeat(42)}!`])
      expect(
        (await request(t.app).get(PROJECTOR).set('Cookie', `${PROJECTOR_COOKIE}=${made}`)).body.data,
      ).toBeNull();
    await laptop.delete(STATE).expect(200);
  });
});

describe('guessing projector codes', () => {
  let limited: TestContext;
  let teacher: Awaited<ReturnType<TestContext['signIn']>>;
  beforeAll(async () => {
    limited = await createTestContext({ rateLimit: true });
    teacher = await limited.signIn();
  });
  afterAll(() => limited.close());

  it('is slowed per address after 20 wrong codes (429 with Retry-After), even for the right code then', async () => {
    await teacher.put(STATE).send({ deck: 'ai', lang: 'en', slide: 1, total: 16 }).expect(200);
    const code = stateOf(
      await teacher.patch(STATE).send({ action: 'newProjectorCode' }).expect(200),
    ).projectorCode!;
    const guesses = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF', 'GGGGGG', 'HHHHHH'].filter(
      (g) => g !== code,
    );
    const statuses: number[] = [];
    for (let i = 0; i < PROJECTOR_CODE_LIMITS.perAddress.capacity; i++)
      statuses.push(
        (
          await request(limited.app)
            .post(PROJECTOR)
            .send({ code: i % 5 === 4 ? 'short' : guesses[i % 4]! })
        ).status,
      );
    expect(statuses.every((s) => s === 404 || s === 400)).toBe(true);
    const refused = await request(limited.app).post(PROJECTOR).send({ code: guesses[0] });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: presenterApiMessages.tooManyProjectorCodes });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // no oracle: the right code is refused the same way until the budget leaks
    const right = await request(limited.app).post(PROJECTOR).send({ code });
    expect(right.status).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });
});

describe('the join screen on a projector joined by code', () => {
  const JOIN_SCREEN = '/api/join/projector';

  it("shows the class's code and count to the projector alone, follows who joins live, and ends with the presentation", async () => {
    // no projector cookie: nothing, the instructor's own browser included (theirs is /join)
    expect((await request(t.app).get(JOIN_SCREEN).expect(200)).body.data).toBeNull();
    expect((await laptop.get(JOIN_SCREEN).expect(200)).body.data).toBeNull();

    await present(1);
    const code = await newCode();
    const cookie = cookieOf(await request(t.app).post(PROJECTOR).send({ code }).expect(200));
    const projector = browserWith(cookie);
    const classJoin = (await laptop.get('/api/classes/current/join').expect(200)).body.data as {
      code: string;
      joined: number;
    };
    const screen = await projector.get(JOIN_SCREEN).expect(200);
    expect(screen.headers['cache-control']).toBe('no-store');
    expect(screen.body.data).toMatchObject({
      class: { code: classJoin.code, joinOpen: true, joined: classJoin.joined },
      join: { publicUrl: null },
    });
    expectNothingOfTheInstructor(JSON.stringify(screen.body), code);

    // a student joins: the projector's stream hears the roster signal (no name) and the count is one more
    const stream = await openEventStream(server.url, cookie);
    await request(t.app)
      .post('/api/seats')
      .send({ name: '김민지', lang: 'ko', code: classJoin.code })
      .expect(201);
    expect(await stream.next((e) => e.type === 'roster')).toEqual({ type: 'roster' });
    expect(stream.raw).not.toContain('김민지');
    expect((await projector.get(JOIN_SCREEN)).body.data.class.joined).toBe(classJoin.joined + 1);

    await laptop.delete(STATE).expect(200);
    await stream.ended;
    expect((await projector.get(JOIN_SCREEN).expect(200)).body.data).toBeNull();
  });
});
