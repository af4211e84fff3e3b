// `npm start`: builds the site only when a build input is newer than the last build (a second
// start of an unchanged checkout takes a second, not a rebuild), then the server runs from dist/.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the build reads: sources, their configuration and the dependencies. */
export const BUILD_INPUTS = [
  'client',
  'server',
  'shared',
  'migrations',
  'public',
  'scripts/build',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
];
export const STAMP = 'dist/.build-stamp';

function newestMtime(file: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}

/** True when there is no finished build, or an input changed after it. */
export function isStale(root: string): boolean {
  let built: number;
  try {
    built = fs.statSync(path.join(root, STAMP)).mtimeMs;
  } catch {
    return true;
  }
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  if (isStale(root)) {
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
    fs.writeFileSync(path.join(root, STAMP), new Date().toISOString());
  } else {
    console.log('The build is up to date (npm run build to rebuild anyway).');
  }
}
