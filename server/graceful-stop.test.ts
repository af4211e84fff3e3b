import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_SHUTDOWN_RETRY_MS } from '@shared/contracts/live-config';
import { openEventStream } from './test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from './test/harness';

/**
 * A stop (SIGTERM) behind a proxy: no new connection is taken, the requests in flight finish, and the live
 * streams end with a `retry:` hint, so each browser reconnects, through the proxy, to another process.
 * (e2e/reliability.spec.ts sends the real signal to a built server; e2e/load-balancer.spec.ts does it behind nginx.)
 */
let t: TestContext;
let server: ListeningSite;
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
});
afterAll(() => t.close());

/** A result report whose headers the server has read and whose body it waits for; `finish()` sends it. */
function beginReport(url: string): Promise<{ finish(): Promise<number> }> {
  const body = JSON.stringify({
    yeji_agent_name: 'In flight',
    studio_counterpart_name: 'Park Jisoo',
    no_agreement: false,
    amount_paid: 1_000_000,
    additional_terms: '',
  });
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/api/sims/qos/submit`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Idempotency-Key': crypto.randomUUID(),
        Expect: '100-continue',
      },
    });
    const status = new Promise<number>((done, fail) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode!));
      });
      req.on('error', fail);
    });
    status.catch(() => {});
    req.on('continue', () => resolve({ finish: () => (req.end(body), status) }));
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('stopping under a proxy', () => {
  it('refuses new connections, finishes the request in flight, and ends each stream with a retry hint', async () => {
    const streams = await Promise.all([openEventStream(server.url), openEventStream(server.url)]);
    const inFlight = await beginReport(server.url);

    const stopped = server.stop('SIGTERM');
    for (const s of streams) {
      await s.ended;
      // after the hello's own retry (LIVE_RETRY_MS), a last frame: a retry within the shutdown range, then the end
      const last = s.raw.trimEnd().split('\n\n').at(-1)!;
      expect(last).toMatch(/^retry: \d+$/);
      const ms = Number(last.slice('retry: '.length));
      expect(ms).toBeGreaterThanOrEqual(LIVE_SHUTDOWN_RETRY_MS.min);
      expect(ms).toBeLessThanOrEqual(LIVE_SHUTDOWN_RETRY_MS.max);
    }
    expect(t.streams.size).toBe(0);
    // a new connection is refused (a proxy sends it to another process)...
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // ...while the report the server had begun is finished and stored
    expect(await inFlight.finish()).toBe(201);
    await stopped;
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from results where reporter_name = 'In flight'`,
    );
    expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});

describe('stopping with open live streams', () => {
  it('closes their connections as soon as the streams ended, without waiting for the force timeout', async () => {
    const site = await t.listen();
    // a browser keeps its connection alive after a stream ends: long enough here that only closing it ends the stop
    site.server.keepAliveTimeout = 10 * 60_000;
    const browser = new http.Agent({ keepAlive: true });
    const stream = await openEventStream(site.url, undefined, browser);
    // the force timeout (FORCE_STOP_MS) never fires here: a stop that needed it never resolves
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await site.stop('SIGTERM');
      await stream.ended;
      expect(stream.raw.trimEnd().split('\n\n').at(-1)).toMatch(/^retry: \d+$/);
    } finally {
      vi.useRealTimers();
      browser.destroy();
    }
  });
});
