import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, startServer } from './server';

/**
 * The second step of the e2e global setup (after the build): one server starts on an empty PGlite data
 * directory, migrates and seeds it, and stops; the journeys' servers then start on copies of that directory
 * (server.ts) instead of each migrating its own. A fresh start took 5.6 s on the quiet 2-core machine
 * (8-9 s busy), a start on a copy 1.5-2 s; some 35 servers start in a run. This start is also the run's
 * check that a server comes up on an empty data directory.
 */
export default async function dataTemplate() {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-e2e-template-'));
  const server = await startServer({}, dir, { fromTemplate: false });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template's server exited with ${code}:\n${server.output()}`);
  // (vitest starts its workers after the global setup, with this process's environment)
  process.env[DATA_TEMPLATE_ENV] = dir;
  console.log(`e2e: migrated data directory in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
