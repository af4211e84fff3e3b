import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCookie, startServer, type RunningServer } from './support/server';

const running: RunningServer[] = [];
afterAll(async () => {
  for (const s of running) await s.stop('SIGKILL');
});

const casting = (i: number) =>
  JSON.stringify({
    yeji_agent_name: `Agent ${i}`,
    studio_counterpart_name: `Producer ${i}`,
    no_agreement: false,
    amount_paid: 60_000_000 + i,
    additional_terms: '',
  });

const report = (url: string, i: number) =>
  fetch(`${url}/api/sims/qos/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: casting(i),
  });

/**
 * Starts a submission and stops half-way: it resolves once the server has read the request's headers
 * (it answers `Expect: 100-continue` with "100 Continue"), so the request is in flight on the server,
 * which now waits for the body. `finish()` sends the body and resolves with the answer's status.
 */
function beginReport(url: string, i: number): Promise<{ finish(): Promise<number> }> {
  return new Promise((resolve, reject) => {
    const body = casting(i);
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
    status.catch(() => {}); // (awaited through finish(); a failure before then rejects beginReport)
    req.on('continue', () => resolve({ finish: () => (req.end(body), status) }));
    req.on('error', reject);
    req.flushHeaders();
  });
}

async function storedAgentNames(url: string): Promise<Set<string>> {
  const cookie = await adminCookie(url);
  const res = await fetch(`${url}/api/sims/qos/results`, { headers: { Cookie: cookie } });
  const body = (await res.json()) as { data: { yejiAgentName: string }[] };
  return new Set(body.data.map((r) => r.yejiAgentName));
}

describe('reliability', () => {
  it('finishes in-flight requests on SIGTERM and exits 0; every answered submission is stored', async () => {
    // (LOG_LEVEL info: the server says when it has begun to shut down)
    const server = await startServer({ LOG_LEVEL: 'info' });
    running.push(server);
    // five submissions the server has begun, waiting for their bodies; and a burst of ordinary ones,
    // in whatever state the signal finds them
    const held = await Promise.all([0, 1, 2, 3, 4].map((i) => beginReport(server.url, i)));
    const burst = Array.from({ length: 40 }, (_, i) =>
      report(server.url, 100 + i).then(
        (r) => r.status,
        () => 0,
      ),
    );

    const exit = server.stop('SIGTERM');
    await server.waitForOutput(/shutting down: finishing in-flight requests/);
    // stopping: no new connection is taken...
    await expect(report(server.url, 999)).rejects.toThrow();
    // ...but the requests in flight are finished, though their bodies come only now
    expect(await Promise.all(held.map((h) => h.finish()))).toEqual([201, 201, 201, 201, 201]);
    const statuses = await Promise.all(burst);
    expect(await exit).toBe(0);

    const acknowledged = [
      ...[0, 1, 2, 3, 4].map((i) => `Agent ${i}`),
      ...statuses.flatMap((s, i) => (s === 201 ? [`Agent ${100 + i}`] : [])),
    ];
    const again = await startServer({}, server.dataDir);
    running.push(again);
    const stored = await storedAgentNames(again.url);
    for (const name of acknowledged) expect(stored, name).toContain(name);
    expect(stored).not.toContain('Agent 999');
    await again.stop();
  });

  it('keeps every acknowledged submission when the process is killed with SIGKILL mid-write', async () => {
    const server = await startServer();
    running.push(server);
    const acknowledged: string[] = [];
    // the kill comes once 20 submissions are acknowledged, while the writer is sending the next one
    let enough!: () => void;
    const twentyAcknowledged = new Promise<void>((resolve) => (enough = resolve));
    let i = 0;
    const writer = (async () => {
      for (;;) {
        const n = i++;
        try {
          const res = await report(server.url, n);
          if (res.status === 201) acknowledged.push(`Agent ${n}`);
          if (acknowledged.length === 20) enough();
        } catch {
          enough(); // the server is gone (killed, or it failed: then the count below says so)
          return;
        }
      }
    })();
    await twentyAcknowledged;
    await server.stop('SIGKILL');
    await writer;
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    const again = await startServer({}, server.dataDir);
    running.push(again);
    const stored = await storedAgentNames(again.url);
    const lost = acknowledged.filter((n) => !stored.has(n));
    expect(lost).toEqual([]);
    await again.stop();
  });
});
