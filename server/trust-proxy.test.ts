import type { IncomingMessage } from 'node:http';
import express from 'express';
import proxyAddr from 'proxy-addr';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, trustProxySetting } from './config';
import { PUBLIC_POST_LIMIT } from './middleware/rate-limit';
import { createTestContext, type TestContext } from './test/harness';

/**
 * With `trust proxy = true` Express once took the left-most X-Forwarded-For entry, which the client
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

/**
 * The client's address as the app reads it (Express's req.ip) for a request that reached the app's port
 * from `peer` with this X-Forwarded-For.
 */
const addressSeen = (app: express.Express, peer: string, forwardedFor: string) =>
  proxyAddr(
    {
      socket: { remoteAddress: peer },
      headers: { 'x-forwarded-for': forwardedFor },
    } as unknown as IncomingMessage,
    app.get('trust proxy fn') as (addr: string, i: number) => boolean,
  );

/**
 * `TRUST_PROXY=1` once trusted whoever reached the app's port as the proxy, so a client that bypassed
 * the proxy chose its own address with X-Forwarded-For (and with it a fresh budget per request). A hop
 * count now trusts proxies on this machine only (loopback); a proxy elsewhere is given by its address.
 */
describe('which peers are trusted as the proxy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ trustProxy: 1 });
  });
  afterAll(() => t.close());
  /** A bare app with the setting the site's app makes of TRUST_PROXY. */
  const appTrusting = (value: string) =>
    express().set('trust proxy', trustProxySetting(loadConfig({ TRUST_PROXY: value }).trustProxy));

  it('a hop count trusts a proxy on this machine, never a client that reaches the app port from elsewhere', () => {
    expect(addressSeen(t.app, '127.0.0.1', '198.51.100.4')).toBe('198.51.100.4');
    expect(addressSeen(t.app, '::1', '198.51.100.4')).toBe('198.51.100.4');
    // straight to the app's port from another machine, with a forged header: its own address counts
    expect(addressSeen(t.app, '203.0.113.9', '198.51.100.4')).toBe('203.0.113.9');
    expect(addressSeen(t.app, '10.0.0.7', '198.51.100.4')).toBe('10.0.0.7');
    // two hops: the nearest proxy and the one before it, each on this machine
    const two = appTrusting('2');
    expect(addressSeen(two, '127.0.0.1', '198.51.100.4, 127.0.0.1')).toBe('198.51.100.4');
    expect(addressSeen(two, '127.0.0.1', '198.51.100.4, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('a list trusts exactly the proxies it names', () => {
    const app = appTrusting('10.0.0.5');
    expect(addressSeen(app, '10.0.0.5', '198.51.100.4')).toBe('198.51.100.4');
    expect(addressSeen(app, '10.0.0.6', '198.51.100.4')).toBe('10.0.0.6');
    expect(addressSeen(app, '127.0.0.1', '198.51.100.4')).toBe('127.0.0.1');
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
