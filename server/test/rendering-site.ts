import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Express } from 'express';
import { pino } from 'pino';
import { createApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createTestContext, type TestContext } from './harness';

const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A built site's layout for tests that run the real page renderer inside the real app: `client/index.html`
 * and `ssr/entry-server.js`, which here re-exports the renderer's source (client/src/entry-server.tsx).
 * Pass `path.join(site, 'client')` as createApp's clientDist; remove the folder after the tests.
 */
export function renderingSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendering-site-'));
  fs.mkdirSync(path.join(dir, 'client'));
  fs.mkdirSync(path.join(dir, 'ssr'));
  fs.writeFileSync(
    path.join(dir, 'client', 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'ssr', 'entry-server.js'),
    `export { render } from ${JSON.stringify(path.join(repo, 'client/src/entry-server.tsx'))};`,
  );
  return dir;
}

/** The real app on `database`, rendering its pages with the real renderer of a renderingSite(). */
export const appRenderingFrom = (site: string, database: Database, config: Config): Express =>
  createApp({ database, config, logger: pino({ level: 'silent' }), clientDist: path.join(site, 'client') })
    .app;

/** A fresh test database and the real app rendering its pages from a renderingSite(); `close` removes both. */
export async function openRenderingSite(): Promise<{
  t: TestContext;
  app: Express;
  close: () => Promise<void>;
}> {
  const t = await createTestContext();
  const site = renderingSite();
  return {
    t,
    app: appRenderingFrom(site, t.database, t.config),
    close: async () => {
      await t.close();
      fs.rmSync(site, { recursive: true, force: true });
    },
  };
}
