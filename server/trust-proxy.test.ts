import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { PUBLIC_POST_LIMIT } from './middleware/rate-limit';
import { createTestContext, type TestContext } from './test/harness';

/**
 * Issue 16: with `trust proxy = true` Express took the left-most X-Forwarded-For entry, which the client
 * writes, so rotating it escaped every per-IP limit. Now TRUST_PROXY is a hop count or a list of proxies,
 * and the limiter's key is the address the trusted proxy saw.
 */
describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and subnets, and refuses `true`', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let any client choose/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(
      /TRUST_PROXY: .*addresses and subnets/,
    );
  });
});

const feedback = { rating: 9 };

describe.each([
  ['a hop count', 1],
  ['a list of proxies', ['loopback']],
])('behind a proxy given as %s', (_label, trustProxy) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ rateLimit: true, trustProxy: trustProxy as number | string[] });
  });
  afterAll(() => t.close());

  it('a forged left-most X-Forwarded-For entry does not change the limiter\u2019s key', async () => {
    const budget = PUBLIC_POST_LIMIT.limit;
    const post = (i: number) =>
      request(t.app)
        .post('/api/feedback/submit')
        .set('X-Forwarded-For', `10.9.${i >> 8}.${i & 255}, 203.0.113.7`)
        .send(feedback);
    const statuses: number[] = [];
    // in batches, as a class sends them; each forged entry is new, the proxy's own entry is the same
    for (let i = 0; i < budget; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, budget - i) }, (_, j) => post(i + j)),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    statuses.push((await post(budget)).status);
    expect(statuses.slice(0, budget).every((s) => s === 201)).toBe(true);
    expect(statuses[budget]).toBe(429);
    // another client behind the same proxy is counted on its own
    const other = await request(t.app)
      .post('/api/feedback/submit')
      .set('X-Forwarded-For', '203.0.113.8')
      .send(feedback);
    expect(other.status).toBe(201);
  });
});
