import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCookie, startServer, type RunningServer } from './support/server';

const running: RunningServer[] = [];
afterAll(async () => {
  for (const s of running) await s.stop('SIGKILL');
});

const report = (url: string, i: number) =>
  fetch(`${url}/api/sims/qos/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      yeji_agent_name: `Agent ${i}`,
      studio_counterpart_name: `Producer ${i}`,
      no_agreement: false,
      amount_paid: 60_000_000 + i,
      additional_terms: '',
    }),
  });

async function storedAgentNames(url: string): Promise<Set<string>> {
  const cookie = await adminCookie(url);
  const res = await fetch(`${url}/api/sims/qos/results`, { headers: { Cookie: cookie } });
  const body = (await res.json()) as { data: { yejiAgentName: string }[] };
  return new Set(body.data.map((r) => r.yejiAgentName));
}

describe('reliability', () => {
  it('finishes in-flight requests on SIGTERM and exits 0; every answered submission is stored', async () => {
    const server = await startServer();
    running.push(server);
    const inFlight = Array.from({ length: 40 }, (_, i) => report(server.url, i).then((r) => r.status));
    await new Promise((r) => setTimeout(r, 20));
    const exit = server.stop('SIGTERM');
    const statuses = await Promise.all(inFlight.map((p) => p.catch(() => 0)));
    expect(await exit).toBe(0);

    const acknowledged = statuses.flatMap((s, i) => (s === 201 ? [`Agent ${i}`] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const again = await startServer({}, server.dataDir);
    running.push(again);
    const stored = await storedAgentNames(again.url);
    for (const name of acknowledged) expect(stored, name).toContain(name);
    await again.stop();
  });

  it('keeps every acknowledged submission when the process is killed with SIGKILL mid-write', async () => {
    const server = await startServer();
    running.push(server);
    const acknowledged: string[] = [];
    let i = 0;
    const writer = (async () => {
      for (;;) {
        const n = i++;
        try {
          const res = await report(server.url, n);
          if (res.status === 201) acknowledged.push(`Agent ${n}`);
        } catch {
          return; // the server is gone
        }
      }
    })();
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop('SIGKILL');
    await writer;
    expect(acknowledged.length).toBeGreaterThan(5);

    const again = await startServer({}, server.dataDir);
    running.push(again);
    const stored = await storedAgentNames(again.url);
    const lost = acknowledged.filter((n) => !stored.has(n));
    expect(lost).toEqual([]);
    await again.stop();
  });
});
