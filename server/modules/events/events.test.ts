import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../../app';
import { openEventStream } from '../../test/event-stream';
import { STREAM_CAPS } from './router';
import {
  createTestContext,
  listenOnLoopback,
  type ListeningSite,
  type TestContext,
} from '../../test/harness';

/** The live channel. Who receives what, and what a stream looks like on the wire. */
let t: TestContext;
let server: ListeningSite;
let adminCookie: string[];
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  const admin = await t.signIn();
  const login = await admin.get('/api/auth/me');
  expect(login.status).toBe(200);
  adminCookie = (
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' })
  ).headers['set-cookie'] as unknown as string[];
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const casting = {
  yeji_agent_name: 'Kim Minji',
  studio_counterpart_name: 'Park Jisoo',
  no_agreement: false,
  amount_paid: 123_456_789,
  additional_terms: 'Top billing in the credits',
};
const feedback = {
  name: 'Lee Seoyeon',
  rating: 9,
  comments: 'The timer kept us honest',
  favoritePart: 'Debrief',
};

describe('GET /api/events', () => {
  it('is an event stream that is never cached or compressed, and says who it serves', async () => {
    const res = await fetch(`${server.url}/api/events`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('cache-control')).toContain('no-transform');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('"hello"')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('retry: ');
    expect(text).toContain('"audience":"student"');
    await reader.cancel();

    const instructor = await openEventStream(server.url, adminCookie);
    expect(instructor.events[0]).toMatchObject({ type: 'hello', audience: 'instructor' });
    instructor.close();
  });

  it("sends results and feedback to the instructor only; a student's stream carries no name, amount or comment", async () => {
    const student = await openEventStream(server.url);
    const instructor = await openEventStream(server.url, adminCookie);
    const admin = await t.signIn();

    expect((await request(t.app).post('/api/sims/qos/submit').send(casting)).status).toBe(201);
    expect(await instructor.next((e) => e.type === 'results')).toEqual({
      type: 'results',
      sim: 'queenOfSorrows',
    });
    expect((await request(t.app).post('/api/feedback/submit').send(feedback)).status).toBe(201);
    await instructor.next((e) => e.type === 'feedback');

    // the marker every stream receives: everything sent before it has been delivered (one ordered channel)
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: false }).expect(200);
    await student.next((e) => e.type === 'simulations');
    await instructor.next((e) => e.type === 'simulations');
    expect(student.events.map((e) => e.type)).toEqual(['hello', 'simulations']);
    for (const secret of [
      'Kim Minji',
      'Park Jisoo',
      '123456789',
      'Top billing',
      'Lee Seoyeon',
      'kept us honest',
    ])
      expect(student.raw).not.toContain(secret);
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: true }).expect(200);
    student.close();
    instructor.close();
  });

  it('tells every open page about a class timer change, with the new state', async () => {
    const student = await openEventStream(server.url);
    const admin = await t.signIn();
    const started = await admin
      .put('/api/class-timer')
      .send({ label: 'Negotiation', seconds: 600 })
      .expect(200);
    const event = await student.next((e) => e.type === 'timer');
    expect(event).toEqual({ type: 'timer', timer: started.body.data });
    await admin.delete('/api/class-timer').expect(200);
    expect(await student.next((e) => e.type === 'timer')).toEqual({ type: 'timer', timer: null });
    student.close();
  });

  it('frees the connection on the server when the page closes', async () => {
    // the earlier tests' streams are gone once the server has seen them close
    await vi.waitFor(() => expect(t.streams.size).toBe(0), { timeout: 30_000 });
    const before = 0;
    const streams = await Promise.all([1, 2, 3].map(() => openEventStream(server.url)));
    expect(t.streams.size).toBe(before + 3);
    for (const s of streams) s.close();
    await vi.waitFor(() => expect(t.streams.size).toBe(before), { timeout: 30_000 });
  });
});

describe('HEAD /api/events', () => {
  it("answers 200 with the stream's headers and no body, without opening a stream", async () => {
    await vi.waitFor(() => expect(t.streams.size).toBe(0), { timeout: 30_000 });
    // the old answer never ended: give it far more than a normal answer takes before calling it hung
    const res = await fetch(`${server.url}/api/events`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.text()).toBe('');
    expect(t.streams.size).toBe(0);
  });
});

describe('stream caps', () => {
  it('one browser (its live_client cookie) opens at most 10; another browser at the same address still gets one', async () => {
    const first = await openEventStream(server.url);
    const cookie = (first.headers['set-cookie'] ?? []).find((c) => c.startsWith('live_client='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/events/);
    const tabs = [first];
    for (let i = 1; i < STREAM_CAPS.perBrowser; i++) tabs.push(await openEventStream(server.url, [cookie!]));
    expect(tabs.map((s) => s.status)).toEqual(tabs.map(() => 200));
    const refused = await openEventStream(server.url, [cookie!]);
    expect(refused.status).toBe(503);
    const classmate = await openEventStream(server.url);
    expect(classmate.status).toBe(200);
    for (const s of [...tabs, refused, classmate]) s.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL drops the listening connection', () => {
  it('listens again, and ends the open streams so their pages reconnect and refetch what they missed', async () => {
    const before = await openEventStream(server.url);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%'`,
    );
    await before.ended;
    const after = await openEventStream(server.url);
    const admin = await t.signIn();
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isVisible: true }).expect(200);
    await after.next((e) => e.type === 'simulations');
    after.close();
  });
});

describe('heartbeats', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a comment line every 25 s, so proxies keep an idle stream open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const local = await listenOnLoopback(
      createApp({
        database: t.database,
        config: t.config,
        logger: pino({ level: 'silent' }),
        clientDist: '/nonexistent',
      }),
    );
    const stream = await openEventStream(local.url);
    expect(stream.raw).not.toContain(': ping');
    vi.advanceTimersByTime(25_000);
    await vi.waitFor(() => expect(stream.raw).toContain(': ping'), { timeout: 30_000 });
    stream.close();
    await local.stop('end of test');
  });
});
