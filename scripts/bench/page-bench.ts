/**
 * Page figures for `npm run bench`, on the built server exactly as `npm start` runs it:
 *
 * - Page throughput: each public page for a visitor against the very same bytes served as a static file by
 *   the same server process (the anchor), both with compression on (the client asks for gzip/br as a browser
 *   does). Anchor and page are measured in alternating slices in the same run, so a busy neighbour on the
 *   shared machine slows both alike.
 * - The rush: 300 visitors, all starting within one second, each loading /simulations, then an instruction
 *   page, then that page's JS and CSS; meanwhile the instructor's /api/health and /admin are timed.
 *
 * On PGlite, and on PostgreSQL when one answers on 127.0.0.1:5432 (a fresh database, dropped afterwards).
 * For investigating: PAGE_BENCH_ONLY=rush skips the throughput rows, PAGE_BENCH_DB=pglite skips PostgreSQL,
 * PAGE_BENCH_DEBUG=1 prints the slowest pages and writes the server's debug log to /tmp/page-bench-*.log.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminCookie, startServer, type RunningServer } from '../../e2e/support/server';
import { freshPostgres, median, p99, printTable, verdict, type Row } from './lib';

const root = fileURLToPath(new URL('../../', import.meta.url));
const clientDist = path.join(root, 'dist/client');
const ANCHOR_DIR = '__bench-anchor';

const INSTRUCTIONS = '/simulations/queen-of-sorrows-agent-instructions';
const PAGES = ['/simulations', '/decks', INSTRUCTIONS, '/'];
const CONNECTIONS = 20;
const SLICE_SECONDS = 2;
const SLICES = 3;
const MIN_RATIO = 0.5;

const RUSH_VISITORS = 300;
const RUSH_SPREAD_MS = 1000;
const REQUEST_TIMEOUT_MS = 15_000;
const PAGE_P99_MS = 1000;
const INSTRUCTOR_P99_MS = 300;

/** What a browser sends for a page: HTML wanted, compressed answers accepted. */
const BROWSER = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

const progress = (line: string) => console.error(`  [pages] ${line}`);

async function rps(url: string): Promise<{ rps: number; non2xx: number; errors: number }> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SLICE_SECONDS, headers: BROWSER });
  return { rps: r.requests.average, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/** The page as a visitor gets it, written as a static file the same server serves (the anchor). */
async function anchorFor(server: RunningServer, page: string, i: number): Promise<string> {
  const res = await fetch(server.url + page, { headers: { accept: 'text/html' } });
  const html = await res.text();
  if (!res.ok || !html.includes('id="ssr-data"'))
    throw new Error(`${page}: not a rendered page (${res.status})`);
  const file = `${ANCHOR_DIR}/page-${i}.html`;
  fs.mkdirSync(path.join(clientDist, ANCHOR_DIR), { recursive: true });
  fs.writeFileSync(path.join(clientDist, file), html);
  return `/${file}`;
}

async function pageThroughput(server: RunningServer, dbName: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [i, page] of PAGES.entries()) {
    const anchor = await anchorFor(server, page, i);
    const a: number[] = [];
    const p: number[] = [];
    let bad = 0;
    for (let s = 0; s < SLICES; s++) {
      const ra = await rps(server.url + anchor);
      const rp = await rps(server.url + page);
      a.push(ra.rps);
      p.push(rp.rps);
      bad += ra.non2xx + ra.errors + rp.non2xx + rp.errors;
    }
    const ratio = median(p) / median(a);
    progress(`${dbName} ${page}: ${p.map((x) => x.toFixed(0))} vs anchor ${a.map((x) => x.toFixed(0))}`);
    rows.push({
      measure: `GET ${page} (visitor, ${dbName}) vs the same bytes as a static file`,
      value: `${median(p).toFixed(0)} vs ${median(a).toFixed(0)} req/s (${ratio.toFixed(2)} x)${bad ? `, ${bad} failed` : ''}`,
      target: `>= ${MIN_RATIO} x, no failures`,
      verdict: verdict(ratio >= MIN_RATIO && bad === 0),
    });
  }
  fs.rmSync(path.join(clientDist, ANCHOR_DIR), { recursive: true, force: true });
  return rows;
}

/** The instruction page's JS and CSS: the entry script and what it imports at once, and the page's chunk. */
function instructionAssets(): string[] {
  type Chunk = { file: string; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  for (const key of [
    'index.html',
    'src/main.tsx',
    'src/features/simulations/components/role-instructions-page.tsx',
  ])
    visit(key);
  if (files.size < 3) throw new Error('the client manifest does not name the instruction page');
  return [...files].map((f) => `/${f}`);
}

interface Timed {
  ms: number;
  status: number;
  start: number;
  id?: string;
}

/**
 * One GET, timed until its whole body has arrived. Each visitor has its own connections, at most six, as a
 * browser keeps per site.
 */
function timedGet(url: string, headers: Record<string, string>, agent: http.Agent): Promise<Timed> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const done = (status: number) =>
      resolve({ ms: performance.now() - t0, status, start: t0, id: headers['x-request-id'] });
    const req = http.get(url, { headers, agent, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      res.on('data', () => {});
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', () => done(0));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => done(0));
  });
}

const browserAgent = () => new http.Agent({ keepAlive: true, maxSockets: 6 });

async function rush(server: RunningServer, dbName: string): Promise<Row[]> {
  const assets = instructionAssets();
  const cookie = await adminCookie(server.url);
  const pages: Timed[] = [];
  const files: Timed[] = [];
  const health: Timed[] = [];
  const admin: Timed[] = [];
  let running = true;
  const instructorAgent = browserAgent();
  const agents: http.Agent[] = [instructorAgent];
  // The instructor, while the room loads: their own page and the health check, one after another.
  const instructor = (async () => {
    while (running) {
      health.push(await timedGet(`${server.url}/api/health`, {}, instructorAgent));
      admin.push(await timedGet(`${server.url}/admin`, { ...BROWSER, cookie }, instructorAgent));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  let lagMax = 0;
  let lagLast = performance.now();
  const lagTimer = setInterval(() => {
    const now = performance.now();
    lagMax = Math.max(lagMax, now - lagLast - 10);
    lagLast = now;
  }, 10);
  const ticker = setInterval(
    () => progress(`${dbName} rush: ${pages.length} pages, ${files.length} files answered so far`),
    5000,
  );
  await Promise.all(
    Array.from({ length: RUSH_VISITORS }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i * RUSH_SPREAD_MS) / RUSH_VISITORS));
      const agent = browserAgent();
      agents.push(agent);
      pages.push(
        await timedGet(`${server.url}/simulations`, { ...BROWSER, 'x-request-id': `v${i}-a` }, agent),
      );
      pages.push(await timedGet(server.url + INSTRUCTIONS, { ...BROWSER, 'x-request-id': `v${i}-b` }, agent));
      const got = await Promise.all(
        assets.map((a) => timedGet(server.url + a, { 'accept-encoding': BROWSER['accept-encoding'] }, agent)),
      );
      files.push(...got);
    }),
  );
  const wall = performance.now() - t0;
  clearInterval(ticker);
  clearInterval(lagTimer);
  if (process.env.PAGE_BENCH_DEBUG) progress(`client event-loop lag max ${lagMax.toFixed(0)} ms`);
  if (process.env.PAGE_BENCH_DEBUG) {
    const slow = [...pages].sort((a, b) => b.ms - a.ms).slice(0, 12);
    progress(
      `t0 epoch ${(performance.timeOrigin + t0).toFixed(0)}; slow ids ${slow.map((r) => r.id).join(' ')}`,
    );
    progress(
      `slowest pages (start ms after t0, took ms): ${slow.map((r) => `${(r.start - t0).toFixed(0)}+${r.ms.toFixed(0)}`).join(' ')}`,
    );
    const ps = (xs: number[], q: number) =>
      [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)]!.toFixed(0);
    const ms = pages.map((r) => r.ms);
    progress(`pages p50 ${ps(ms, 0.5)} p90 ${ps(ms, 0.9)} p95 ${ps(ms, 0.95)} p99 ${ps(ms, 0.99)}`);
  }
  progress(`${dbName} rush done in ${(wall / 1000).toFixed(1)} s`);
  running = false;
  await instructor;
  agents.forEach((a) => a.destroy());
  const all = [...pages, ...files];
  const not200 = all.filter((r) => r.status !== 200).length;
  const instr = [...health, ...admin];
  const instrNot200 = instr.filter((r) => r.status !== 200).length;
  return [
    {
      measure: `the rush on ${dbName}: ${RUSH_VISITORS} visitors in 1 s, each /simulations + an instruction page + its ${assets.length} JS/CSS files`,
      value: `${all.length - not200}/${all.length} x 200; page p99 ${p99(pages.map((r) => r.ms)).toFixed(0)} ms (median ${median(pages.map((r) => r.ms)).toFixed(0)} ms); all done in ${(wall / 1000).toFixed(1)} s`,
      target: `every request 200, page p99 < ${PAGE_P99_MS} ms`,
      verdict: verdict(not200 === 0 && p99(pages.map((r) => r.ms)) < PAGE_P99_MS),
    },
    {
      measure: `the instructor during the rush on ${dbName}: /api/health and /admin (signed in)`,
      value: `health p99 ${p99(health.map((r) => r.ms)).toFixed(0)} ms (${health.length} req), /admin p99 ${p99(admin.map((r) => r.ms)).toFixed(0)} ms (${admin.length} req)${instrNot200 ? `, ${instrNot200} not 200` : ''}`,
      target: `each p99 < ${INSTRUCTOR_P99_MS} ms, all 200`,
      verdict: verdict(
        instrNot200 === 0 &&
          p99(health.map((r) => r.ms)) < INSTRUCTOR_P99_MS &&
          p99(admin.map((r) => r.ms)) < INSTRUCTOR_P99_MS,
      ),
    },
  ];
}

async function main() {
  const rows: Row[] = [];
  const pgDb = process.env.PAGE_BENCH_DB === 'pglite' ? null : await freshPostgres();
  const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite', env: {} }];
  if (pgDb) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgDb.url } });
  try {
    for (const t of targets) {
      const server = await startServer(
        process.env.PAGE_BENCH_DEBUG ? { ...t.env, LOG_LEVEL: 'debug' } : t.env,
      );
      try {
        if (process.env.PAGE_BENCH_ONLY !== 'rush') rows.push(...(await pageThroughput(server, t.name)));
        rows.push(...(await rush(server, t.name)));
      } finally {
        if (process.env.PAGE_BENCH_DEBUG) fs.writeFileSync(`/tmp/page-bench-${t.name}.log`, server.output());
        await server.stop();
      }
    }
  } finally {
    fs.rmSync(path.join(clientDist, ANCHOR_DIR), { recursive: true, force: true });
    await pgDb?.drop();
  }
  if (!pgDb)
    rows.push({
      measure: 'PostgreSQL figures',
      value: 'skipped: no server on 127.0.0.1:5432',
      target: '',
      verdict: '',
    });
  printTable('Pages', rows);
  if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
