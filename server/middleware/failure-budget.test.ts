import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { databaseBuckets } from '../db/limit-store';
import { memoryBuckets, type Buckets, type LimitStores } from '../limits';
import { createTestDatabase } from '../test/db';
import { limitFailures } from './failure-budget';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
let sites = 0;

/**
 * The failure budgets on a bare app (ADR 13): GET /?ok=1 succeeds, GET / fails (404), GET /?hold=1 waits
 * until `release()`. The clock is a variable the test moves. The budgets are counted in `buckets()` (memory,
 * or the test's database), apart for each site.
 */
let buckets: () => Buckets;
function site(perAddress = { capacity: 3, leakMs: 6_000 }, everyAddress = { capacity: 5, leakMs: 2_000 }) {
  let clock = 1_000_000;
  const held: Array<() => void> = [];
  let hungUp = 0;
  const app = express();
  app.set('trust proxy', 1);
  app.use(
    limitFailures({
      shared: { limits: { buckets: buckets() } as LimitStores, config: { rateLimit: true } },
      identifier: `site-${++sites}`,
      budgets: [
        { budget: perAddress, key: (req) => req.ip ?? '' },
        { budget: everyAddress, key: () => 'all' },
      ],
      isFailure: (status) => status === 404,
      refuse: (res, retryAfter) => void res.set('Retry-After', String(retryAfter)).status(429).end(),
      now: () => clock,
    }),
  );
  app.get('/', (req, res) => {
    const answer = () => void res.status(req.query.ok ? 200 : 404).end();
    if (!req.query.hold) return answer();
    held.push(answer);
    res.on('close', () => res.writableFinished || hungUp++);
  });
  const get = (ip: string, query = '') => request(app).get(`/${query}`).set('X-Forwarded-For', ip);
  return {
    get,
    tick: (ms: number) => void (clock += ms),
    release: () => held.splice(0).forEach((answer) => answer()),
    heldCount: () => held.length,
    hungUp: () => hungUp,
  };
}

const statuses = async (requests: Array<PromiseLike<{ status: number }>>) =>
  (await Promise.all(requests)).map((r) => r.status);

// in memory where one process runs (PGlite), in the database every process shares (PostgreSQL): the same rules
describe.each([
  ['in memory', () => memoryBuckets()],
  ['in the database', () => databaseBuckets(database.db)],
])('a budget of failures, counted %s', (_where, make) => {
  beforeAll(() => {
    buckets = make;
  });

  it('counts only failures: successes in any number, as many at once as the room or in a row, cost nothing', async () => {
    const s = site();
    for (let i = 0; i < 20; i++) expect((await s.get('10.0.0.1', '?ok=1')).status).toBe(200);
    expect(await statuses([1, 2, 3].map(() => s.get('10.0.0.1', '?ok=1')))).toEqual([200, 200, 200]);
    expect(await statuses([1, 2, 3].map(() => s.get('10.0.0.1')))).toEqual([404, 404, 404]);
    const slowed = await s.get('10.0.0.1', '?ok=1');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('6');
  });

  it('holds a place for each request in flight, so a parallel burst gets no more checks than the room', async () => {
    const s = site();
    const burst = Array.from({ length: 10 }, () => s.get('10.0.0.1', '?hold=1').then((r) => r));
    // 3 are let through (the address's room); the other 7 are refused before being checked
    await expect.poll(() => s.heldCount()).toBe(3);
    s.release();
    expect((await statuses(burst)).sort()).toEqual([...Array(3).fill(404), ...Array(7).fill(429)]);
  });

  it('does not count its own refusals: the source is slowed to the leak rate, never shut out for longer', async () => {
    const s = site();
    await statuses([1, 2, 3].map(() => s.get('10.0.0.1')));
    for (let i = 0; i < 10; i++) expect((await s.get('10.0.0.1')).status).toBe(429);
    s.tick(6_000);
    expect((await s.get('10.0.0.1', '?ok=1')).status).toBe(200);
    expect((await s.get('10.0.0.1')).status).toBe(404);
    expect((await s.get('10.0.0.1')).status).toBe(429);
  });

  it('a request abandoned before its answer counts as a failure', async () => {
    const s = site();
    // it would have succeeded; the client hangs up first (the request is held until then, whatever the speed)
    await expect(s.get('10.0.0.1', '?hold=1&ok=1').timeout(50)).rejects.toThrow();
    await expect.poll(() => s.hungUp()).toBe(1);
    s.release();
    await statuses([1, 2].map(() => s.get('10.0.0.1')));
    expect((await s.get('10.0.0.1', '?ok=1')).status).toBe(429);
  });

  it('over every address together: past its capacity every address is slowed, one per leak', async () => {
    const s = site();
    expect(await statuses([1, 2, 3, 4, 5].map((i) => s.get(`10.0.1.${i}`)))).toEqual(Array(5).fill(404));
    const slowed = await s.get('10.9.9.9', '?ok=1');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('2');
    s.tick(2_000);
    expect((await s.get('10.9.9.9', '?ok=1')).status).toBe(200);
    expect((await s.get('10.9.9.9')).status).toBe(404);
    expect((await s.get('10.9.9.8', '?ok=1')).status).toBe(429);
  });
});
