/**
 * `npm run size`: the page-weight budget, measured the way a phone pays it. The built site is started as in
 * production (PGlite in a temporary data dir) and `/` is opened in headless chromium; once the page has
 * hydrated and gone quiet, with no user action, every script the browser fetched (`/assets/*.js`: the boot
 * module, what it imports, the live channel started after hydration) is gzipped at level 9 and summed. A bare
 * app of the same stack, built in this run and loaded the same way, is the yardstick: the site may weigh at
 * most 1.10 x it. Also checks that pdf.js is only in the presenter. Exits non-zero on a failure.
 * Needs `npm run build` to have run.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../e2e/support/browser';
import { freePort, startServer } from '../e2e/support/server';
import { jsWeight, readManifest } from './size/measure';

const root = fileURLToPath(new URL('../', import.meta.url));
const BUDGET_RATIO = 1.1;
/** A page is done loading when no script has been asked for this long after it hydrated and went idle. */
const QUIET_MS = 2_000;
/** A page that never hydrates is a broken build, not a slow machine. */
const HYDRATION_TIMEOUT_MS = 60_000;

interface Fetched {
  /** Path of each script, with its gzipped size. */
  files: { path: string; gzip: number }[];
  bytes: number;
}

/**
 * Opens `url` in a fresh context and returns the scripts the browser fetched by itself: until the page has
 * marked itself hydrated (`<html data-hydrated>`), the browser has been idle and no script has been asked for
 * during QUIET_MS. Each script's body, as the browser received it (decoded), is gzipped at level 9, so the
 * server's own compression settings cannot change the figure and both apps are counted alike.
 */
async function scriptsFetched(browser: Browser, url: string): Promise<Fetched> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const pending = new Set<string>();
  const bodies: Promise<{ path: string; gzip: number }>[] = [];
  const errors: string[] = [];
  let lastScriptAt = Date.now();
  const isScript = (u: string) => /^\/assets\/[^/]+\.js$/.test(new URL(u).pathname);
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (!isScript(r.url())) return;
    pending.add(r.url());
    lastScriptAt = Date.now();
  });
  page.on('requestfailed', (r) => {
    if (!isScript(r.url())) return;
    pending.delete(r.url());
    errors.push(`${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (!isScript(res.url())) return;
    bodies.push(
      res.body().then((b) => {
        pending.delete(res.url());
        lastScriptAt = Date.now();
        return { path: new URL(res.url()).pathname, gzip: gzipSync(b, { level: 9 }).length };
      }),
    );
  });
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATION_TIMEOUT_MS });
  for (;;) {
    // what the page starts once the browser is idle (requestIdleCallback) counts too
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
    );
    if (pending.size === 0 && Date.now() - lastScriptAt >= QUIET_MS) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const files = (await Promise.all(bodies)).sort((a, b) => b.gzip - a.gzip);
  await context.close();
  if (errors.length) throw new Error(`${url} failed while loading:\n${errors.join('\n')}`);
  return { files, bytes: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The bare app's build, served as files (no compression: the measure gzips each script itself). */
async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.html': 'text/html',
    '.css': 'text/css',
  };
  const server = http.createServer((req, res) => {
    const rel = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, rel === '/' ? 'index.html' : path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** pdf.js belongs to the presenter only: the built chunks outside the presenter's that mention it. */
function pdfLeaks(siteDir: string): string[] {
  const site = readManifest(siteDir);
  const presenter = Object.keys(site).find((k) => k.endsWith('present.html'));
  const presenterFiles = presenter ? jsWeight(siteDir, site, [presenter]).files : [];
  return Object.entries(site)
    .filter(([k, c]) => k !== presenter && !presenterFiles.includes(c.file))
    .filter(
      ([, c]) =>
        c.file.endsWith('.js') && fs.readFileSync(path.join(siteDir, c.file), 'utf8').includes('pdfjs'),
    )
    .map(([, c]) => c.file);
}

async function main() {
  const siteDir = path.join(root, 'dist/client');
  if (!fs.existsSync(path.join(siteDir, '.vite/manifest.json')))
    throw new Error('Run `npm run build` first.');

  const bareOut = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-app-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'scripts/size/bare-app'),
    plugins: [react()],
    build: { outDir: bareOut, emptyOutDir: true },
  });

  const browser = await launchBrowser();
  const bareServer = await serveStatic(bareOut);
  const server = await startServer();
  let site: Fetched, bare: Fetched;
  try {
    bare = await scriptsFetched(browser, bareServer.url);
    site = await scriptsFetched(browser, server.url);
  } finally {
    await browser.close();
    await bareServer.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(bareOut, { recursive: true, force: true });
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const list = (f: Fetched) => f.files.map((x) => `  ${kb(x.gzip).padStart(8)}  ${x.path}`).join('\n');
  console.log(`Scripts chromium fetched for the bare app (gzip -9 each):\n${list(bare)}`);
  console.log(`Scripts chromium fetched for / (gzip -9 each):\n${list(site)}`);

  const ratio = site.bytes / bare.bytes;
  const leaks = pdfLeaks(siteDir);
  console.table([
    {
      measure: 'bare app (React, wouter, React Query, Radix dialog), as chromium loads it',
      gzip: `${kb(bare.bytes)} in ${bare.files.length} files`,
      target: '',
      verdict: '',
    },
    {
      measure: 'home route JS, as chromium loads it (no user action)',
      gzip: `${kb(site.bytes)} in ${site.files.length} files`,
      target: `<= ${BUDGET_RATIO.toFixed(2)} x bare (${kb(bare.bytes * BUDGET_RATIO)})`,
      verdict: ratio <= BUDGET_RATIO ? `PASS (${ratio.toFixed(3)} x)` : `FAIL (${ratio.toFixed(3)} x)`,
    },
    {
      measure: 'pdf.js outside the presenter',
      gzip: leaks.length ? leaks.join(', ') : 'none',
      target: 'none',
      verdict: leaks.length ? 'FAIL' : 'PASS',
    },
  ]);
  if (ratio > BUDGET_RATIO || leaks.length) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
