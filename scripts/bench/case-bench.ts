/**
 * Cases as data: what reading the case packages costs. Targets: checking and registering the shipped packages
 * at start-up stays a small part of the server's start (under 250 ms; the server took about 1 s to start
 * before the packages existed), and checking a 5 MB uploaded package (unzip, YAML, schema, every document)
 * takes under 1 s. Each figure is the median of 15 runs.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { zipSync } from 'fflate';
import { checkCasePackage } from '../../shared/cases/check';
import { builtInCasesDir } from '../../server/modules/cases/built-in';
import { checkFolder, readPackageFolder } from '../../server/modules/cases/package-folder';
import { readCaseZip } from '../../server/modules/cases/zip';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(run: () => unknown | Promise<unknown>, times = 15): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  return median(took);
}

const folders = readdirSync(builtInCasesDir(), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => join(builtInCasesDir(), e.name));

// as the server reads them: each folder once, a variant's package made from its base's files
const startUp = await time(() => {
  const read = new Map(folders.map((folder) => [basename(folder), readPackageFolder(folder)]));
  for (const [name, files] of read)
    if (!checkFolder(files, (base) => read.get(base)).check.ok) throw new Error(name);
});

// a package near the 5 MB limit: Queen of Sorrows with a 4.5 MB deck PDF (incompressible) in place of its own
const seed = readPackageFolder(join(builtInCasesDir(), 'queen-of-sorrows'));
const big: Record<string, Uint8Array> = {};
for (const [name, bytes] of seed) big[name] = bytes;
big['debrief-deck.en.pdf'] = new Uint8Array(randomBytes(4_500_000));
const zip = Buffer.from(zipSync(big));
const upload = await time(async () => {
  if (!checkCasePackage(await readCaseZip(zip)).ok) throw new Error('the big package failed its check');
});

const rows = [
  { measure: `read and check the ${folders.length} shipped packages`, ms: startUp, target: 250 },
  { measure: `check a ${(zip.length / 1e6).toFixed(1)} MB uploaded package`, ms: upload, target: 1000 },
].map((r) => ({ ...r, ms: Math.round(r.ms), verdict: r.ms <= r.target ? 'PASS' : 'FAIL' }));
console.table(rows);
if (rows.some((r) => r.verdict === 'FAIL')) process.exit(1);
