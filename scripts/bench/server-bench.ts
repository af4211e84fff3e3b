/**
 * Server figures for `npm run bench`: start-up time, read throughput against a bare Express
 * route, and a class burst of 1,000 concurrent result submissions, on PGlite and on PostgreSQL.
 * Runs the built server (dist/server) exactly as `npm start` does.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { E2E_ADMIN, startServer } from '../../e2e/support/server';
import { benchLimits, freshPostgres, median, printTable, verdict, type Row } from './lib';

const READ_SECONDS = 5;
const BURST = 1000;

async function readThroughput(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: READ_SECONDS });
  return result.requests.average;
}

async function bareExpressThroughput(): Promise<number> {
  const app = express();
  app.get('/json', (_req, res) => {
    res.json({ negotiation: { isVisible: true, isDownloadable: true } });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const rps = await readThroughput(`http://127.0.0.1:${port}/json`);
  server.close();
  return rps;
}

async function startupTime(): Promise<number> {
  const first = await startServer();
  await first.stop();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const s = await startServer({}, first.dataDir);
    times.push(performance.now() - t0);
    await s.stop();
  }
  return median(times);
}

async function burst(
  baseUrl: string,
): Promise<{ created: number; stored: number; p99: number; failed: number }> {
  const latencies: number[] = [];
  let created = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/sims/qos/submit`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          yeji_agent_name: `Agent ${i}`,
          studio_counterpart_name: `Producer ${i}`,
          no_agreement: false,
          amount_paid: 50_000_000 + i,
          additional_terms: '',
        }),
      });
      latencies.push(performance.now() - t0);
      if (res.status === 201) created++;
      else failed++;
      await res.arrayBuffer();
    }),
  );
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const list = (await (
    await fetch(`${baseUrl}/api/sims/qos/results`, { headers: { Cookie: cookie } })
  ).json()) as {
    data: { yejiAgentName: string }[];
  };
  const distinct = new Set(list.data.map((r) => r.yejiAgentName));
  latencies.sort((a, b) => a - b);
  return {
    created,
    failed,
    stored: list.data.length === distinct.size ? distinct.size : -1,
    p99: latencies[Math.floor(latencies.length * 0.99)]!,
  };
}

async function main() {
  const rows: Row[] = [];
  const startup = await startupTime();
  rows.push({
    measure: 'start-up to /api/health 200 (PGlite, existing data dir, median of 5)',
    value: `${startup.toFixed(0)} ms`,
    target: '< 2000 ms',
    verdict: verdict(startup < 2000),
  });

  const bare = await bareExpressThroughput();
  rows.push({
    measure: 'bare Express JSON route',
    value: `${bare.toFixed(0)} req/s`,
    target: '',
    verdict: '',
  });

  const pgDb = await freshPostgres();
  const targets = [{ name: 'PGlite', env: {}, minRatio: 0.1 }];
  if (pgDb) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgDb.url } as never, minRatio: 0.25 });
  for (const t of targets) {
    const server = await startServer({ ...t.env, ...benchLimits });
    try {
      const rps = await readThroughput(`${server.url}/api/visibility/decks`);
      const ratio = rps / bare;
      rows.push({
        measure: `GET /api/visibility/decks on ${t.name}`,
        value: `${rps.toFixed(0)} req/s (${ratio.toFixed(2)} x bare)`,
        target: `>= ${t.minRatio} x bare`,
        verdict: verdict(ratio >= t.minRatio),
      });
      const b = await burst(server.url);
      rows.push({
        measure: `${BURST} concurrent result submissions on ${t.name}`,
        value: `${b.created} x 201, ${b.failed} other, ${b.stored} stored once; p99 ${b.p99.toFixed(0)} ms`,
        target: `all ${BURST} 201 and stored exactly once`,
        verdict: verdict(b.created === BURST && b.stored === BURST),
      });
    } finally {
      await server.stop();
    }
  }
  if (!pgDb)
    rows.push({
      measure: 'PostgreSQL figures',
      value: 'skipped: no server on 127.0.0.1:5432',
      target: '',
      verdict: '',
    });
  await pgDb?.drop();
  printTable('Server', rows);
  if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
