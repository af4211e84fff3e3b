import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * A spec file's own production server (on fresh PGlite data) and browser, started before its first test
 * and stopped after its last. Its fields are set once the file's `beforeAll` hooks run, so read them in
 * tests and hooks, not at the top of the file.
 */
export function siteForThisFile(): Site {
  const site = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    site.server = await startServer();
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
