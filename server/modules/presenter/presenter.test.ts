import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elapsedMs, presenterApiMessages, type PresenterState } from '@shared/contracts/presenter-config';
import { openEventStream } from '../../test/event-stream';
import { ADMIN, createTestContext, type ListeningSite, type TestContext } from '../../test/harness';

/** The presentation's state, held by the server per instructor, so the laptop, projector and phone agree. */
let t: TestContext;
let server: ListeningSite;
let laptop: Awaited<ReturnType<TestContext['signIn']>>;
let phone: Awaited<ReturnType<TestContext['signIn']>>;
let adminCookie: string[];
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  laptop = await t.signIn();
  phone = await t.signIn();
  adminCookie = (
    await request(t.app).post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password })
  ).headers['set-cookie'] as unknown as string[];
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const URL = '/api/presenter/state';
const data = (res: request.Response) => res.body.data as PresenterState;
const shown = (s: PresenterState) => elapsedMs(s, Date.parse(s.serverNow));

describe('/api/presenter/state', () => {
  it('is the instructor’s only: 401 to anyone else, for every method', async () => {
    expect((await request(t.app).get(URL)).status).toBe(401);
    expect((await request(t.app).put(URL).send({ deck: 'ai', lang: 'en', slide: 1, total: 9 })).status).toBe(
      401,
    );
    expect((await request(t.app).patch(URL).send({ action: 'pauseClock' })).status).toBe(401);
    expect((await request(t.app).delete(URL)).status).toBe(401);
  });

  it('is null before a presentation; PATCH then answers 409', async () => {
    const res = await laptop.get(URL);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ success: true, data: null });
    const change = await laptop.patch(URL).send({ action: 'pauseClock' });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(presenterApiMessages.noPresentation);
  });

  it('refuses a slide outside the deck, an unknown deck or language, and extra fields', async () => {
    for (const body of [
      { deck: 'ai', lang: 'en', slide: 0, total: 9 },
      { deck: 'ai', lang: 'en', slide: 10, total: 9 },
      { deck: 'ai', lang: 'en', slide: 1.5, total: 9 },
      { deck: 'nope', lang: 'en', slide: 1, total: 9 },
      { deck: 'ai', lang: 'de', slide: 1, total: 9 },
      { deck: 'ai', lang: 'en', slide: 1, total: 9, notes: 'x' },
    ]) {
      const res = await laptop.put(URL).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await laptop.patch(URL).send({ action: 'stop' })).status).toBe(400);
  });

  it('moves from one device and reads the same on another; the clock pauses, resumes and resets on the server', async () => {
    const started = data(
      await laptop.put(URL).send({ deck: 'ai', lang: 'ko', slide: 1, total: 12 }).expect(200),
    );
    expect(started).toMatchObject({
      deck: 'ai',
      lang: 'ko',
      slide: 1,
      total: 12,
      black: false,
      followAlong: false,
    });
    expect(shown(started)).toBe(0);

    const moved = data(
      await phone.put(URL).send({ deck: 'ai', lang: 'ko', slide: 2, total: 12 }).expect(200),
    );
    expect(moved.startedAt).toBe(started.startedAt); // the same deck keeps its clock
    expect(data(await laptop.get(URL))).toMatchObject({ slide: 2 });

    const paused = data(await phone.patch(URL).send({ action: 'pauseClock' }).expect(200));
    expect(paused.startedAt).toBeNull();
    expect(paused.pausedElapsedMs).toBeGreaterThanOrEqual(0);
    // a second press (the other device at the same moment) changes nothing
    const again = data(await laptop.patch(URL).send({ action: 'pauseClock' }).expect(200));
    expect(again.pausedElapsedMs).toBe(paused.pausedElapsedMs);

    const resumed = data(await laptop.patch(URL).send({ action: 'resumeClock' }).expect(200));
    expect(resumed.pausedElapsedMs).toBeNull();
    expect(Math.abs(shown(resumed) - paused.pausedElapsedMs!)).toBeLessThanOrEqual(1);

    const reset = data(await laptop.patch(URL).send({ action: 'resetClock' }).expect(200));
    expect(shown(reset)).toBe(0);

    // another deck is a new presentation: the clock from zero, following along off
    await laptop.patch(URL).send({ action: 'followAlong', on: true }).expect(200);
    const other = data(
      await laptop
        .put(URL)
        .send({ deck: 'negotiation', lang: 'en', slide: 3, total: 20, black: true })
        .expect(200),
    );
    expect(other).toMatchObject({ deck: 'negotiation', slide: 3, black: true, followAlong: false });
    expect(shown(other)).toBe(0);

    await laptop.delete(URL).expect(200);
    expect((await phone.get(URL)).body.data).toBeNull();
  });

  it('goes to the instructor’s other devices on the live channel with its state; a student hears nothing of it', async () => {
    const instructor = await openEventStream(server.url, adminCookie);
    const student = await openEventStream(server.url);
    await phone.put(URL).send({ deck: 'collaboration', lang: 'en', slide: 4, total: 10 }).expect(200);
    // on PostgreSQL the previous test's ended presentation (state null) may still be on its way to a new stream
    const event = await instructor.next((e) => e.type === 'presenter' && e.state !== null);
    expect(event).toMatchObject({ type: 'presenter', state: { deck: 'collaboration', slide: 4 } });
    await laptop.delete(URL).expect(200);
    expect(await instructor.next((e) => e.type === 'presenter')).toEqual({ type: 'presenter', state: null });
    // the student's stream got neither (events arrive in order: a later public one proves it)
    await t.signIn().then((a) => a.patch('/api/visibility/decks/ai').send({ isVisible: true }));
    await student.next((e) => e.type === 'decks');
    expect(student.events.map((e) => e.type)).not.toContain('presenter');
    instructor.close();
    student.close();
  });
});

describe('following along', () => {
  const FOLLOW = '/api/presenter/follow';

  it('shows students the slide only while the switch is on and the deck visible, never the notes', async () => {
    const student = await openEventStream(server.url);
    await laptop.put(URL).send({ deck: 'ai', lang: 'en', slide: 2, total: 12 }).expect(200);
    expect((await request(t.app).get(FOLLOW)).body).toEqual({ success: true, data: null });

    await laptop.patch(URL).send({ action: 'followAlong', on: true }).expect(200);
    expect((await request(t.app).get(FOLLOW)).body.data).toEqual({
      deck: 'ai',
      lang: 'en',
      slide: 2,
      total: 12,
    });
    expect(await student.next((e) => e.type === 'followAlong')).toEqual({
      type: 'followAlong',
      follow: { deck: 'ai', lang: 'en', slide: 2, total: 12 },
    });

    await phone.put(URL).send({ deck: 'ai', lang: 'en', slide: 3, total: 12 }).expect(200);
    expect(await student.next((e) => e.type === 'followAlong')).toMatchObject({ follow: { slide: 3 } });

    // a hidden deck is not followed
    await laptop.patch('/api/visibility/decks/ai').send({ isVisible: false }).expect(200);
    expect((await request(t.app).get(FOLLOW)).body.data).toBeNull();
    await laptop.patch('/api/visibility/decks/ai').send({ isVisible: true }).expect(200);

    await laptop.patch(URL).send({ action: 'followAlong', on: false }).expect(200);
    expect(await student.next((e) => e.type === 'followAlong')).toEqual({
      type: 'followAlong',
      follow: null,
    });
    expect((await request(t.app).get(FOLLOW)).body.data).toBeNull();

    // another deck is a new presentation, with following along off: students are told at once
    await laptop.patch(URL).send({ action: 'followAlong', on: true }).expect(200);
    expect(await student.next((e) => e.type === 'followAlong')).toMatchObject({ follow: { slide: 3 } });
    await laptop.put(URL).send({ deck: 'negotiation', lang: 'ko', slide: 1, total: 14 }).expect(200);
    expect(await student.next((e) => e.type === 'followAlong')).toEqual({
      type: 'followAlong',
      follow: null,
    });
    expect((await request(t.app).get(FOLLOW)).body.data).toBeNull();

    const notes = (await laptop.get('/api/decks/ai/notes')).body.data as { notes: string }[];
    const sample = notes.find((n) => n.notes.length > 20)!.notes.slice(0, 20);
    expect(student.raw).not.toContain(sample);
    expect(student.events.map((e) => e.type)).not.toContain('presenter');
    student.close();
    await laptop.delete(URL).expect(200);
  });
});
