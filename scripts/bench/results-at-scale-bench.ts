/**
 * A results table of 25,000 rows for `npm run bench`: the instructor's /api/health answer times
 * while the server renders the results page, and while it serves the whole list through the API. Before issue
 * 16 the page carried every row and /api/health waited 4.5 s behind it. On PGlite, the built server as
 * `npm start` runs it. (e2e/results-at-scale.spec.ts checks what the instructor sees; the timing lives here.)
 */
import { adminCookie, type RunningServer } from '../../e2e/support/server';
import { startServerWithResults } from '../../e2e/support/server-with-results';
import { median, p99, printTable, verdict, type Row } from './lib';

const ROWS = 25_000;
const HEALTH_MEDIAN_MS = 200;

/** /api/health's answer times, asked every 20 ms until `work` is done. */
async function healthWhile(server: RunningServer, work: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/health answered ${res.status}`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

function row(what: string, times: number[]): Row {
  const ms = median(times);
  return {
    measure: `/api/health while ${what} (median, p99; ${times.length} asks)`,
    value: `${ms.toFixed(0)} ms, ${p99(times).toFixed(0)} ms`,
    target: `median < ${HEALTH_MEDIAN_MS} ms`,
    verdict: verdict(ms < HEALTH_MEDIAN_MS),
  };
}

async function main() {
  const server = await startServerWithResults(ROWS);
  const rows: Row[] = [];
  try {
    const cookie = await adminCookie(server.url);
    const page = fetch(`${server.url}/simulations/queen-of-sorrows-view-results`, {
      headers: { cookie, accept: 'text/html' },
    }).then((r) => r.text());
    rows.push(
      row(`the ${ROWS.toLocaleString('en')}-row results page renders`, await healthWhile(server, page)),
    );
    const list = fetch(`${server.url}/api/sims/qos/results`, { headers: { cookie } }).then((r) => r.json());
    rows.push(row(`the ${ROWS.toLocaleString('en')}-row list is served`, await healthWhile(server, list)));
  } finally {
    await server.stop();
  }
  printTable('Results at scale (PGlite)', rows);
  if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
