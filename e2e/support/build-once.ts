import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, STAMP } from '../../scripts/start/build-if-stale';
import { BUILD_SECRETS } from './build-secrets';

/**
 * The one production build every browser journey runs against (vitest's global setup for e2e): built once
 * per run, always on CI and otherwise when a source changed since the last build. It is built with the
 * secrets in its environment, as a careless CI job would have them, so that bundle-secrets.spec.ts can
 * search this very build for them instead of building a second one.
 */
export default function buildOnce() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  if (!process.env.CI && !isStale(root)) return;
  const started = Date.now();
  // vitest runs with NODE_ENV=test, which would make the build use React's development JSX runtime
  // (the server renderer then fails on jsxDEV): the journeys test the production build
  execSync('npm run build', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...BUILD_SECRETS, NODE_ENV: 'production' },
  });
  fs.writeFileSync(path.join(root, STAMP), new Date().toISOString());
  console.log(`e2e: production build in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
