/**
 * The phone remote's press to the projector's window, on the built server over loopback, with a class
 * following along: 200 students' live streams open and the follow-along switch on, so every press also goes
 * to each of them.
 * - The press: `PUT /api/presenter/state` with the instructor's cookie, as the remote sends it (from here,
 *   not a second browser: the phone's own painting is not part of the figure).
 * - The audience window: the instructor's `present.html?view=audience` in headless chromium; the time is
 *   taken after the frame that shows the new slide is painted (requestAnimationFrame, then a message).
 * - Each student's stream: the time its `followAlong` event for that slide arrived.
 * Both clocks are this machine's (`performance.timeOrigin + performance.now()` in Node and in the page).
 * Target: p99 < 200 ms. PGlite, and PostgreSQL when one is running.
 * Run: npx tsx scripts/bench/presenter-bench.ts (npm run build first)
 */
import http from 'node:http';
import type { Page } from 'playwright-core';
import { FOLLOW_ALONG_URL, PRESENTER_STATE_URL } from '../../shared/contracts/presenter-config';
import { launchBrowser } from '../../e2e/support/browser';
import { adminCookie, E2E_ADMIN, startServer, type RunningServer } from '../../e2e/support/server';
import { benchLimits, freshPostgres, median, p99, percentile, printTable, verdict, type Row } from './lib';

const STUDENTS = 200;
const PRESSES = 60;
const TARGET_MS = 200;
const DECK = { deck: 'ai', lang: 'en', total: 16 } as const;
/** A press whose update has not come by then is lost: the bench says so rather than waiting on. */
const DEADLINE_MS = 10_000;

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Stream {
  /** Resolves with the time (now()) the next chunk containing `needle` arrived. */
  next(needle: string): Promise<number>;
  close(): void;
}

/** A page's live stream (no cookie: a student's); resolves once its hello came. */
function openStream(base: string, cookie?: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const waiting: Array<{ needle: string; done: (t: number) => void }> = [];
    const headers = cookie ? { Cookie: cookie } : {};
    const req = http.get(`${base}/api/events`, { agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`stream answered ${res.statusCode}`));
      }
      res.setEncoding('utf8');
      let hello = false;
      res.on('data', (chunk: string) => {
        const t = now();
        if (!hello && chunk.includes('"hello"')) {
          hello = true;
          resolve({
            next: (needle) => new Promise((done) => waiting.push({ needle, done })),
            close: () => req.destroy(),
          });
        }
        for (let i = waiting.length - 1; i >= 0; i--)
          if (chunk.includes(waiting[i]!.needle)) waiting.splice(i, 1)[0]!.done(t);
      });
    });
    req.on('error', reject);
  });
}

/** Records, in the page, when each new slide was painted (the first frame after the stage changed). */
function watchPaints(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __paints: Record<string, number> };
    w.__paints = {};
    const stage = document.querySelector<HTMLElement>('.stage')!;
    let last = stage.dataset.page;
    new MutationObserver(() => {
      if (stage.dataset.page === last) return;
      const shown = (last = stage.dataset.page)!;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (w.__paints[shown] = performance.timeOrigin + performance.now());
        channel.port2.postMessage(null);
      });
    }).observe(stage, { attributes: true, attributeFilter: ['data-page'] });
  });
}

const paintedAt = (page: Page, slide: number) =>
  page
    .waitForFunction(
      (s) => (window as unknown as { __paints: Record<string, number> }).__paints[String(s)],
      slide,
      { timeout: DEADLINE_MS, polling: 'raf' },
    )
    .then((h) => h.jsonValue() as Promise<number>);

/** Slides 2..16, back to 1, and so on: each press one step, as a remote's Next and Previous. */
const route = (n: number) => {
  const cycle = 2 * (DECK.total - 1);
  const k = (n % cycle) + 1;
  return k < DECK.total ? k + 1 : 2 * DECK.total - k - 1;
};

async function measure(server: RunningServer, label: string): Promise<Row[]> {
  const { url } = server;
  const cookie = await adminCookie(url);
  const headers = { Cookie: cookie, Origin: url, 'Content-Type': 'application/json' };
  const send = async (method: 'PUT' | 'PATCH', body: object) => {
    const res = await fetch(`${url}${PRESENTER_STATE_URL}`, { method, headers, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${method}: ${res.status}`);
    return now();
  };
  await send('PUT', { ...DECK, slide: 1 });
  await send('PATCH', { action: 'followAlong', on: true });

  // ---- the audience window, on the instructor's browser ----
  const browser = await launchBrowser();
  const [name, value] = cookie.split('=') as [string, string];
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addCookies([{ name, value, url }]);
  await context.addInitScript(
    (user) => window.localStorage.setItem('user', user),
    JSON.stringify({ email: E2E_ADMIN.email, name: E2E_ADMIN.name, isAdmin: true }),
  );
  const page = await context.newPage();
  await page.goto(`${url}/present.html?deck=/decks/${DECK.deck}.pdf&title=Bench&view=audience`);
  await page.locator('.stage[data-page="1"] canvas.current').waitFor();
  await watchPaints(page);

  // ---- the class: 200 students' streams, following along ----
  const streams: Stream[] = [];
  for (let i = 0; i < STUDENTS; i += 20)
    streams.push(...(await Promise.all(Array.from({ length: 20 }, () => openStream(url)))));
  // what the audience window hears, taken here too: the server's share of the figure
  const instructor = await openStream(url, cookie);
  const follow = (await (await fetch(`${url}${FOLLOW_ALONG_URL}`)).json()) as { data: unknown };
  if (!follow.data) throw new Error('following along is not on');
  await pause(1_000);

  const audienceMs: number[] = [];
  const studentMs: number[] = [];
  const answerMs: number[] = [];
  const eventMs: number[] = [];
  for (let n = 0; n < PRESSES; n++) {
    const slide = route(n);
    // the neighbours are drawn in advance between presses, as between a speaker's sentences
    await page.locator('#presenter[data-rendering="idle"]').waitFor();
    const heard = streams.map((s) => s.next(`"slide":${slide},"total"`));
    const painted = paintedAt(page, slide);
    const event = instructor.next(`"slide":${slide},"total"`);
    const t0 = now();
    answerMs.push((await send('PUT', { ...DECK, slide })) - t0);
    audienceMs.push((await painted) - t0);
    eventMs.push((await event) - t0);
    const times = await Promise.race([Promise.all(heard), pause(DEADLINE_MS).then(() => null)]);
    if (!times) throw new Error(`press ${n}: not every student's stream heard slide ${slide}`);
    studentMs.push(...times.map((t) => t - t0));
    await page.evaluate(
      (s) => delete (window as unknown as { __paints: Record<string, number> }).__paints[s],
      String(slide),
    );
  }
  for (const s of [...streams, instructor]) s.close();
  await browser.close();

  const figures = (xs: number[]) =>
    `p99 ${p99(xs).toFixed(0)} ms (median ${median(xs).toFixed(0)}, p95 ${percentile(xs, 95).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
  return [
    {
      measure: `Remote press to the audience window painted, ${STUDENTS} students following (${label}, ${PRESSES} presses)`,
      value: figures(audienceMs),
      target: `p99 < ${TARGET_MS} ms`,
      verdict: verdict(p99(audienceMs) < TARGET_MS),
    },
    {
      measure: `... of which: the PUT answered / the instructor's stream heard it (${label})`,
      value: `${figures(answerMs)} / ${figures(eventMs)}`,
      target: 'for attribution',
      verdict: '',
    },
    {
      measure: `... to each student's followAlong event (${label}, ${studentMs.length} deliveries)`,
      value: figures(studentMs),
      target: `p99 < ${TARGET_MS} ms`,
      verdict: verdict(p99(studentMs) < TARGET_MS),
    },
  ];
}

let running: RunningServer | null = null;

async function main() {
  const rows: Row[] = [];
  running = await startServer(benchLimits);
  try {
    rows.push(...(await measure(running, 'PGlite')));
  } finally {
    await running.stop();
  }
  const pg = await freshPostgres();
  if (pg) {
    running = await startServer({ ...benchLimits, DATABASE_URL: pg.url });
    try {
      rows.push(...(await measure(running, 'PostgreSQL')));
    } finally {
      await running.stop();
      await pg.drop();
    }
  } else
    rows.push({ measure: 'PostgreSQL', value: 'no PostgreSQL running', target: '-', verdict: 'skipped' });
  printTable('Presenter: the remote to the projector, with a class following along', rows);
  process.exit(rows.some((r) => r.verdict === 'FAIL') ? 1 : 0);
}

// bounded: a hang ends the bench, failed
setTimeout(() => {
  console.error('presenter bench: still running after 170 s; stopped');
  running?.process.kill('SIGKILL');
  process.exit(1);
}, 170_000).unref();
await main();
