/**
 * `npm run size`: the page-weight budget. Builds a bare app of the same stack in this run, then checks
 * that the JavaScript the home route loads (boot entry + app + home page chunk, gzipped) is at most 1.10 x the
 * bare app's, and that pdf.js is only in the presenter. Exits non-zero above budget.
 * Needs `vite build` to have run (npm run build).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { jsWeight, readManifest } from './size/measure';

const root = fileURLToPath(new URL('../', import.meta.url));
const BUDGET_RATIO = 1.1;

async function main() {
  const siteDir = path.join(root, 'dist/client');
  if (!fs.existsSync(path.join(siteDir, '.vite/manifest.json')))
    throw new Error('Run `npm run build` first.');
  const site = readManifest(siteDir);
  const entry = Object.keys(site).find((k) => k.endsWith('index.html'))!;
  // index.html's boot script starts the app (src/main.tsx), which loads the home page's chunk
  const app = Object.keys(site).find((k) => k.endsWith('src/main.tsx'))!;
  const home = Object.keys(site).find((k) => k.includes('features/home/components/home-page'))!;
  const homeWeight = jsWeight(siteDir, site, [entry, app, home]);

  const bareOut = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-app-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'scripts/size/bare-app'),
    plugins: [react()],
    build: { outDir: bareOut, manifest: true, emptyOutDir: true },
  });
  const bare = readManifest(bareOut);
  const bareEntry = Object.keys(bare).find((k) => k.endsWith('index.html'))!;
  const bareWeight = jsWeight(bareOut, bare, [bareEntry]);
  fs.rmSync(bareOut, { recursive: true, force: true });

  // pdf.js belongs to the presenter only.
  const presenter = Object.keys(site).find((k) => k.endsWith('present.html'));
  const pdfLeaks = Object.entries(site)
    .filter(
      ([k]) =>
        k !== presenter && !(presenter && jsWeight(siteDir, site, [presenter]).files.includes(site[k]!.file)),
    )
    .filter(
      ([, c]) =>
        c.file.endsWith('.js') && fs.readFileSync(path.join(siteDir, c.file), 'utf8').includes('pdfjs'),
    )
    .map(([, c]) => c.file);

  const ratio = homeWeight.bytes / bareWeight.bytes;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.table([
    {
      measure: 'bare app (React, wouter, React Query, Radix dialog)',
      gzip: kb(bareWeight.bytes),
      target: '',
      verdict: '',
    },
    {
      measure: 'home route JS',
      gzip: kb(homeWeight.bytes),
      target: `<= ${BUDGET_RATIO.toFixed(2)} x bare (${kb(bareWeight.bytes * BUDGET_RATIO)})`,
      verdict: ratio <= BUDGET_RATIO ? `pass (${ratio.toFixed(3)} x)` : `FAIL (${ratio.toFixed(3)} x)`,
    },
    {
      measure: 'pdf.js outside the presenter',
      gzip: pdfLeaks.length ? pdfLeaks.join(', ') : 'none',
      target: 'none',
      verdict: pdfLeaks.length ? 'FAIL' : 'pass',
    },
  ]);
  if (ratio > BUDGET_RATIO || pdfLeaks.length) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
