/**
 * Presenter figures: the time from a key press to the next slide painted, in Debian's chromium against
 * the built server (npm run build first). Once the neighbours are pre-rendered, advancing only swaps a
 * ready canvas in: the target is under 50 ms. A jump to a slide that is not pre-rendered (End, Home) is shown
 * for comparison. Run: npx tsx scripts/bench/presenter.ts
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import { E2E_ADMIN, startServer } from '../../e2e/support/server';
import { median, percentile, printTable, verdict, type Row } from './lib';

const TARGET_MS = 50;
const PRESSES = 12;
const DECK = '/decks/negotiation.pdf';

const ms = (x: number) => `${x.toFixed(1)} ms`;

/** Arms a one-shot probe: keydown time -> the first frame after the stage shows another slide. */
function armProbe(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __latency?: Promise<number> };
    const stage = document.querySelector<HTMLElement>('.stage')!;
    const before = stage.dataset.page;
    w.__latency = new Promise<number>((resolve, reject) => {
      setTimeout(() => reject(new Error('no slide change within 10 s')), 10_000);
      let pressedAt = 0;
      window.addEventListener('keydown', (e) => (pressedAt = e.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (stage.dataset.page === before) return;
        observer.disconnect();
        // rAF runs just before the frame is painted; a message posted from it arrives just after.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - pressedAt);
          channel.port2.postMessage(null);
        });
      });
      observer.observe(stage, { attributes: true, attributeFilter: ['data-page'] });
    });
  });
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __latency: Promise<number> }).__latency);

const prerendered = (page: Page) => page.locator('#presenter[data-rendering="idle"]').waitFor();

async function measure(page: Page, key: string): Promise<number> {
  await armProbe(page);
  await page.keyboard.press(key);
  return readProbe(page);
}

async function run(browser: Browser, url: string, dpr: number): Promise<Row[]> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    deviceScaleFactor: dpr,
  });
  const page = await context.newPage();
  const login = await page.request.post(`${url}/api/auth/login`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: url },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  await page.goto(`${url}/present.html?deck=${DECK}&title=Benchmark`);
  await page.locator('.stage[data-page="1"] canvas.current').waitFor();

  const forward: number[] = [];
  const back: number[] = [];
  for (let i = 0; i < PRESSES; i++) {
    await prerendered(page);
    forward.push(await measure(page, 'ArrowRight'));
  }
  for (let i = 0; i < PRESSES; i++) {
    await prerendered(page);
    back.push(await measure(page, 'ArrowLeft'));
  }
  // cold: from slide 1 to the last and back, neither among the pre-rendered neighbours
  const cold: number[] = [];
  for (let i = 0; i < 3; i++) {
    await prerendered(page);
    cold.push(await measure(page, 'End'));
    await prerendered(page);
    cold.push(await measure(page, 'Home'));
  }
  await context.close();

  const warm = [...forward, ...back];
  const label = `devicePixelRatio ${dpr}`;
  return [
    {
      measure: `${label}: next/previous slide, pre-rendered (${warm.length} presses)`,
      value: `median ${ms(median(warm))}, p95 ${ms(percentile(warm, 95))}, max ${ms(Math.max(...warm))}`,
      target: `p95 < ${TARGET_MS} ms`,
      verdict: verdict(percentile(warm, 95) < TARGET_MS),
    },
    {
      measure: `${label}: jump to a slide not pre-rendered (End/Home, ${cold.length} times)`,
      value: `median ${ms(median(cold))}, max ${ms(Math.max(...cold))}`,
      target: 'for comparison',
      verdict: '',
    },
  ];
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const rows = [...(await run(browser, server.url, 1)), ...(await run(browser, server.url, 2))];
    printTable('Presenter: key press -> next slide painted (1280 x 720, headless chromium)', rows);
    if (rows.some((r) => r.verdict === 'FAIL')) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
