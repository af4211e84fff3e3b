import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, type RunningServer } from './support/server';
import { startServerWithResults } from './support/server-with-results';

/**
 * The server once rendered a results page with every row in its HTML (10,000 rows: a 3.6 MB page, and
 * /api/health waited 4.5 s behind it). Anonymous students can grow the table, so with 25,000 rows the page
 * is small and other requests are answered while it, and the list itself, are served. (How fast they are
 * answered meanwhile is a figure of `npm run bench`: scripts/bench/results-at-scale-bench.ts.)
 */
const ROWS = 25_000;
let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServerWithResults(ROWS);
  cookie = await adminCookie(server.url);
}, 300_000);
afterAll(() => server?.stop());

/**
 * Asks /api/health every 20 ms until `work` is done; every answer is 200. How fast it answers is a figure of
 * `npm run bench` (scripts/bench/results-at-scale-bench.ts), not a test: it depends on the machine.
 */
async function healthWhile(work: Promise<unknown>): Promise<void> {
  let done = false;
  void work.finally(() => (done = true));
  while (!done) {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`a results table of ${ROWS.toLocaleString('en')} rows`, () => {
  it('renders a small page on the server, without the rows, and other requests are answered meanwhile', async () => {
    const page = fetch(`${server.url}/simulations/queen-of-sorrows-view-results`, {
      headers: { cookie, accept: 'text/html' },
    }).then((r) => r.text());
    await healthWhile(page);
    const html = await page;
    expect(html).toContain('Queen of Sorrows Results');
    expect(html).not.toContain('Agent 12345');
    expect(html.length).toBeLessThan(300_000);
  });

  it('lists every row through the API, a page at a time, while /api/health keeps answering', async () => {
    const list = fetch(`${server.url}/api/sims/qos/results`, { headers: { cookie } }).then((r) => r.json());
    await healthWhile(list);
    const body = (await list) as { success: boolean; data: { yejiAgentName: string }[] };
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(ROWS);
    expect(body.data[ROWS - 1]!.yejiAgentName).toBe(`Agent ${ROWS}`);
  });
});
