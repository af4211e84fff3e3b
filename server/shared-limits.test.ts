import type { Express } from 'express';
import request from 'supertest';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tariffMessages, tariffUrls } from '@shared/contracts/tariff';
import { joinClassUrl, seatsUrl } from '@shared/contracts/seats';
import { messages } from '@shared/messages';
import { createApp, type Site } from './app';
import { testConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { migrateAndSeed } from './db/migrate';
import { rateLimits } from './db/schema';
import { limitStores } from './limits';
import { PUBLIC_POST_LIMIT } from './middleware/rate-limit';
import { setAdminCredentials } from './modules/auth/admin-account';
import { LOGIN_LIMITS } from './modules/auth/login-limits';
import { STREAM_CAPS } from './modules/events/router';
import { JOIN_LIMITS as SEAT_JOIN_LIMITS } from './modules/seats/router';
import { classJoin } from './modules/seats/service';
import { JOIN_LIMITS } from './modules/tariff/router';
import { createTariffGame } from './modules/tariff/service';
import { openEventStream } from './test/event-stream';
import { ADMIN, createTestContext, listenOnLoopback, type TestContext } from './test/harness';

/**
 * Two instances of the site on one PostgreSQL database, as two processes behind a load balancer: every limit
 * is counted once for both (ADR 14), so what one has used is gone for the other. On PGlite, where one process
 * runs, the same limits are counted in that process's memory, with no query per request.
 */
vi.setConfig({ testTimeout: 300_000 });

const url = process.env.TEST_DATABASE_URL;

async function currentDatabase({ db }: Database): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const rows = await db.execute<{ name: string }>(sql`select current_database() as name`);
  return (rows as unknown as { rows: Array<{ name: string }> }).rows[0]!.name;
}

/** `n` requests made by `send(i)`, 50 at a time, each answered `status`. */
async function inBatches(n: number, send: (i: number) => PromiseLike<{ status: number }>, status: number) {
  for (let i = 0; i < n; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, n - i) }, (_, j) => send(i + j)));
    expect(batch.map((r) => r.status)).toEqual(batch.map(() => status));
  }
}

// PostgreSQL only (TEST_DATABASE_URL): on PGlite one process runs, and its limits are counted in its memory
describe.runIf(url)('two instances of the site on one PostgreSQL database', () => {
  let t: TestContext;
  let second: Database;
  let a: Express;
  let b: Express;
  let bSite: Site;
  beforeAll(async () => {
    t = await createTestContext({ rateLimit: true, trustProxy: 1 });
    // the second instance has its own connection pool, as another process would
    const own = new URL(url!);
    own.pathname = `/${await currentDatabase(t.database)}`;
    second = await openPostgres(own.toString());
    const app = (database: Database) =>
      createApp({
        database,
        config: testConfig({ rateLimit: true, trustProxy: 1 }),
        logger: pino({ level: 'silent' }),
        clientDist: '/nonexistent',
      });
    a = t.app;
    bSite = app(second);
    b = bSite.app;
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('counts in two tables that skip the write-ahead log (UNLOGGED: a count is not worth a commit flush)', async () => {
    const { sql } = await import('drizzle-orm');
    const rows = await t.database.db.execute(
      sql`select relname, relpersistence from pg_class where relname in ('rate_limits', 'live_stream_holds') order by relname`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { relname: 'live_stream_holds', relpersistence: 'u' },
      { relname: 'rate_limits', relpersistence: 'u' },
    ]);
  });

  describe('two instances of the site on one database share every limit', () => {
    it('sign-in: the failures of an account on one count on the other, which refuses even the right password', async () => {
      const login = (app: Express, from: string, password: string) =>
        request(app)
          .post('/api/auth/login')
          .set('X-Forwarded-For', from)
          .send({ email: ADMIN.email, password });
      // from five addresses (no address budget is reached), on the first instance only
      await inBatches(
        LOGIN_LIMITS.perAccount.limit,
        (i) => login(a, `192.0.2.${i + 1}`, 'wrong password'),
        401,
      );
      const refused = await login(b, '198.51.100.9', ADMIN.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, message: messages.tooManyLogins });
    });

    it('public POSTs: half a budget through each, and the next one is refused by either', async () => {
      const feedback = (app: Express, i: number) =>
        request(app)
          .post('/api/feedback/submit')
          .set('X-Forwarded-For', '10.0.0.1')
          .send({ name: `Student ${i}`, rating: 8, comments: 'Good', favoritePart: 'Debrief' });
      const half = PUBLIC_POST_LIMIT.limit / 2;
      await inBatches(half, (i) => feedback(a, i), 201);
      await inBatches(half, (i) => feedback(b, half + i), 201);
      for (const app of [a, b]) {
        const refused = await feedback(app, 0);
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ success: false, message: messages.tooManyRequests });
      }
    });

    it('Tariff Wars joins: wrong codes through one fill the budget of the address on the other', async () => {
      // the budgets leak with time: the clock moves only when the test moves it
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        const { created: game } = await createTariffGame(t.database.db, 2);
        const guess = (app: Express, code = 'ZZZZZZ') =>
          request(app).post(tariffUrls.join).set('X-Forwarded-For', '10.0.0.2').send({ code });
        await inBatches(JOIN_LIMITS.perAddress.capacity, () => guess(a), 404);
        const slowed = await guess(b, game.teams[0]!.code);
        expect(slowed.status).toBe(429);
        expect(slowed.body).toEqual({ success: false, message: tariffMessages.tooManyJoins });
        // one place leaks free for the whole site: one check, on either instance
        vi.setSystemTime(Date.now() + JOIN_LIMITS.perAddress.leakMs);
        expect((await guess(b, game.teams[0]!.code)).status).toBe(200);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe("two instances of the site on one database share the seats' join limits", () => {
    it("a device cookie one issued is the same device on the other: its joins count once, at the device's budget", async () => {
      // (the instructor's sign-in is locked by the test above: the class code is read as the join screen's is)
      const { code: classCode } = await classJoin(t.database.db);
      // the join form's question, asked of the first: the browser's device cookie (signed with the key both share)
      const asked = await request(a)
        .get(joinClassUrl)
        .set('X-Forwarded-For', '10.0.0.3')
        .query({ code: classCode })
        .expect(200);
      const device = (asked.headers['set-cookie'] as unknown as string[])
        .find((c) => c.startsWith('seat_device='))!
        .split(';')[0]!;
      const join = (app: Express, i: number) =>
        request(app)
          .post(seatsUrl)
          .set('X-Forwarded-For', '10.0.0.3')
          .set('Cookie', device)
          .send({ name: `Device join ${i}`, lang: 'en', code: classCode });
      const half = SEAT_JOIN_LIMITS.perDevice / 2;
      await inBatches(half, (i) => join(a, i), 201);
      await inBatches(half, (i) => join(b, half + i), 201);
      for (const app of [a, b]) expect((await join(app, 99)).status).toBe(429);
      // another browser at the same address, with no device yet, still joins through either
      expect(
        (
          await request(b)
            .post(seatsUrl)
            .set('X-Forwarded-For', '10.0.0.3')
            .send({ name: 'Classmate', lang: 'en', code: classCode })
        ).status,
      ).toBe(201);
    });
  });

  describe('two instances of the site on one database share the live stream caps', () => {
    it('a browser with its 10 streams open on one is refused an 11th by the other; another browser is not', async () => {
      const [onA, onB] = await Promise.all([t.listen(), listenOnLoopback(bSite)]);
      try {
        const first = await openEventStream(onA.url);
        const cookie = (first.headers['set-cookie'] ?? []).find((c) => c.startsWith('live_client='))!;
        const tabs = [first];
        for (let i = 1; i < STREAM_CAPS.perBrowser; i++) tabs.push(await openEventStream(onA.url, [cookie]));
        expect(tabs.map((s) => s.status)).toEqual(tabs.map(() => 200));
        const refused = await openEventStream(onB.url, [cookie]);
        expect(refused.status).toBe(503);
        const classmate = await openEventStream(onB.url);
        expect(classmate.status).toBe(200);
        // a closed tab on one frees its place for the other (the closing is counted in the background)
        tabs.pop()!.close();
        await expect
          .poll(async () => {
            const again = await openEventStream(onB.url, [cookie]);
            again.close();
            return again.status;
          })
          .toBe(200);
        for (const s of [...tabs, refused, classmate]) s.close();
      } finally {
        await Promise.all([onA.stop('test over'), onB.stop('test over')]);
      }
    });
  });
});

describe('one process on PGlite: the limits are counted in its memory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await migrateAndSeed(database);
    await setAdminCredentials(
      database.db,
      ADMIN.email,
      ADMIN.password,
      ADMIN.name,
      testConfig().passwordHashCost,
    );
  });
  afterAll(() => database?.close());

  it('picks the memory stores for PGlite', () => {
    expect(limitStores(database).shared).toBe(false);
  });

  it('still refuses the right password after 5 failures of the account, and writes no row to count them', async () => {
    const { app } = createApp({
      database,
      config: testConfig({ rateLimit: true, trustProxy: 1 }),
      logger: pino({ level: 'silent' }),
      clientDist: '/nonexistent',
    });
    const login = (from: string, password: string) =>
      request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .send({ email: ADMIN.email, password });
    for (let i = 0; i < LOGIN_LIMITS.perAccount.limit; i++)
      expect((await login(`192.0.2.${i + 1}`, 'wrong password')).status).toBe(401);
    const refused = await login('198.51.100.9', ADMIN.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: messages.tooManyLogins });
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });
});
