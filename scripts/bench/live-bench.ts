/**
 * Live channel figures for `npm run bench`, on the built server as `npm start` runs it:
 * 1,000 students' pages connected to GET /api/events on one PGlite process, a class timer change reaching
 * all of them (p99 delivery) and the server's memory for the 1,000 streams; and a result reaching 5 open
 * instructor pages (p99 over 40 reports), on PGlite and on PostgreSQL.
 */
import fs from 'node:fs';
import http from 'node:http';
import { adminCookie, startServer, type RunningServer } from '../../e2e/support/server';
import { freshPostgres, p99, printTable, verdict, type Row } from './lib';

const STUDENTS = 1000;
const INSTRUCTOR_PAGES = 5;
const REPORTS = 40;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Listener {
  /** Resolves with the time the next frame containing `needle` arrived. */
  next(needle: string): Promise<number>;
  close(): void;
}

/** One page's event stream; resolves once its hello came. */
function listen(base: string, cookie?: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const waiting: Array<{ needle: string; done: (t: number) => void }> = [];
    const req = http.get(
      `${base}/api/events`,
      { agent, headers: cookie ? { Cookie: cookie } : {} },
      (res) => {
        res.setEncoding('utf8');
        let hello = false;
        res.on('data', (chunk: string) => {
          const now = performance.now();
          if (!hello && chunk.includes('"hello"')) {
            hello = true;
            resolve({
              next: (needle) => new Promise((done) => waiting.push({ needle, done })),
              close: () => req.destroy(),
            });
          }
          for (let i = waiting.length - 1; i >= 0; i--) {
            if (chunk.includes(waiting[i]!.needle)) waiting.splice(i, 1)[0]!.done(now);
          }
        });
      },
    );
    req.on('error', reject);
  });
}

async function timerFanOut(server: RunningServer): Promise<{ p99: number; reached: number; memory: number }> {
  const cookie = await adminCookie(server.url);
  await pause(1000);
  const before = rssMb(server.process.pid!);
  const pages: Listener[] = [];
  // a class arriving: in batches of 100, as phones do not all connect in the same millisecond
  for (let i = 0; i < STUDENTS; i += 100) {
    pages.push(...(await Promise.all(Array.from({ length: 100 }, () => listen(server.url)))));
  }
  await pause(1000);
  const memory = rssMb(server.process.pid!) - before;
  const arrivals = pages.map((p) => p.next('"type":"timer"'));
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/class-timer`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ label: 'Negotiation', seconds: 1200 }),
  });
  if (res.status !== 200) throw new Error(`timer start answered ${res.status}`);
  const times = await Promise.race([Promise.all(arrivals), pause(10_000).then(() => null)]);
  for (const p of pages) p.close();
  if (!times) return { p99: Infinity, reached: 0, memory };
  return { p99: p99(times.map((t) => t - t0)), reached: times.length, memory };
}

async function resultDelivery(server: RunningServer): Promise<number> {
  const cookie = await adminCookie(server.url);
  const pages = await Promise.all(Array.from({ length: INSTRUCTOR_PAGES }, () => listen(server.url, cookie)));
  const delays: number[] = [];
  for (let i = 0; i < REPORTS; i++) {
    const arrivals = pages.map((p) => p.next('"type":"results"'));
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/sims/qos/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        yeji_agent_name: `Agent ${i}`,
        studio_counterpart_name: `Producer ${i}`,
        no_agreement: false,
        amount_paid: 100_000_000 + i,
        additional_terms: '',
      }),
    });
    if (res.status !== 201) throw new Error(`report answered ${res.status}`);
    for (const t of await Promise.all(arrivals)) delays.push(t - t0);
  }
  for (const p of pages) p.close();
  return p99(delays);
}

async function main() {
  const rows: Row[] = [];
  const pglite = await startServer();
  try {
    const fan = await timerFanOut(pglite);
    rows.push({
      measure: `Timer change to ${STUDENTS} open student pages (PGlite): p99 delivery`,
      value: `${fan.p99.toFixed(0)} ms (${fan.reached} reached)`,
      target: '< 1,000 ms, all reached',
      verdict: verdict(fan.p99 < 1000 && fan.reached === STUDENTS),
    });
    rows.push({
      measure: `Server memory for ${STUDENTS} open streams (RSS growth)`,
      value: `${fan.memory.toFixed(1)} MB`,
      target: '< 100 MB',
      verdict: verdict(fan.memory < 100),
    });
    const d = await resultDelivery(pglite);
    rows.push({
      measure: `Result to ${INSTRUCTOR_PAGES} open instructor pages (PGlite): p99 of ${REPORTS}`,
      value: `${d.toFixed(0)} ms`,
      target: '< 500 ms',
      verdict: verdict(d < 500),
    });
  } finally {
    await pglite.stop();
  }
  const pg = await freshPostgres();
  if (pg) {
    const server = await startServer({ DATABASE_URL: pg.url });
    try {
      const d = await resultDelivery(server);
      rows.push({
        measure: `Result to ${INSTRUCTOR_PAGES} open instructor pages (PostgreSQL): p99 of ${REPORTS}`,
        value: `${d.toFixed(0)} ms`,
        target: '< 500 ms',
        verdict: verdict(d < 500),
      });
    } finally {
      await server.stop();
      await pg.drop();
    }
  } else
    rows.push({
      measure: 'PostgreSQL rows',
      value: 'no PostgreSQL running',
      target: '-',
      verdict: 'skipped',
    });
  printTable('Live channel', rows);
  process.exit(rows.some((r) => r.verdict === 'FAIL') ? 1 : 0);
}

await main();
