import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { checkPages, closeAllPages, launchBrowser, watchPagesOf } from './browser';
import { startServer, type RunningServer } from './server';

export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * A spec file's own production server (on fresh PGlite data, or as `start` prepares it) and browser, started before its first test
 * and stopped after its last. Its fields are set once the file's `beforeAll` hooks run, so read them in
 * tests and hooks, not at the top of the file.
 *
 * Every page the file opens with newPage is checked after each test: an uncaught error or a
 * console.error that the test did not declare (session.expectError) fails it. A page a test opened is
 * closed after that test; one a beforeAll opened, after the file.
 */
export function siteForThisFile(start: () => Promise<RunningServer> = () => startServer()): Site {
  const site = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    watchPagesOf('file');
    // side by side: the browser starts while the server does (each set once up, so afterAll stops it)
    const [server, browser] = await Promise.allSettled([
      start().then((s) => (site.server = s)),
      launchBrowser().then((b) => (site.browser = b)),
    ]);
    for (const started of [server, browser]) if (started.status === 'rejected') throw started.reason;
  });
  beforeEach(() => watchPagesOf('test'));
  afterEach(async () => {
    watchPagesOf('file');
    expect(await checkPages(), 'errors the pages logged that the test did not expect').toEqual([]);
  });
  afterAll(async () => {
    const missing = await closeAllPages();
    await site.browser?.close();
    await site.server?.stop();
    expect(missing, 'errors the pages were expected to log').toEqual([]);
  });
  return site;
}
