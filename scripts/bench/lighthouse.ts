/**
 * Lighthouse, mobile preset (its default: a mid-range phone on a slow 4G link, simulated), on the
 * student-facing pages of the built server in production mode (npm run build first), in Debian's
 * chromium. The target is 100 in Performance, Accessibility, Best Practices and SEO on every page.
 * Each page is measured RUNS times and the median score of each category is shown, as Lighthouse's
 * own guidance on variability advises; audits below full marks in any run are named under the table.
 * Run: npx tsx scripts/bench/lighthouse.ts
 * Full HTML reports: LIGHTHOUSE_REPORTS=dir npx tsx scripts/bench/lighthouse.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '../../shared/routes';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../e2e/support/browser';
import { startServer } from '../../e2e/support/server';
import { median, printTable, verdict, type Row } from './lib';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGES = [paths.home, paths.decks, paths.simulations, paths.casting.agent, paths.neuralDemo];
// Lighthouse's own guidance on variability: the median of five runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A run that Lighthouse itself could not complete (runtimeError) is reported and made again, this often. */
const RETRIES = 2;
const server = await startServer({ NODE_ENV: 'production' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: CHROMIUM_FLAGS,
});
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const rows: Row[] = [];
const failing: string[] = [];
try {
  for (const page of PAGES) {
    const runs: number[][] = [];
    for (let run = 0, retries = 0; run < RUNS; run++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        output: 'html',
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        console.log(
          `${page} run ${run + 1}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
        );
        if (retries++ < RETRIES) run--;
        continue;
      }
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '_');
        fs.writeFileSync(path.join(reportDir, `${name}-${run + 1}.html`), result.report as string);
      }
      runs.push(CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)));
      for (const c of CATEGORIES) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const value = audit.displayValue ? ` (${audit.displayValue})` : '';
            failing.push(`${page} run ${run + 1} [${c}] ${audit.id}: ${audit.title}${value}`);
          }
        }
      }
    }
    if (!runs.length) {
      rows.push({
        measure: `Lighthouse ${page}`,
        value: 'no run completed',
        target: '100 / 100 / 100 / 100',
        verdict: verdict(false),
      });
      continue;
    }
    const scores = CATEGORIES.map((_, i) => median(runs.map((r) => r[i]!)));
    rows.push({
      measure: `Lighthouse ${page}`,
      value: scores.join(' / '),
      target: '100 / 100 / 100 / 100',
      verdict: verdict(scores.every((s) => s === 100)),
    });
  }
} finally {
  chrome.kill();
  await server.stop();
}

printTable(
  `Lighthouse, mobile preset, median of ${RUNS} runs: performance / accessibility / best practices / SEO`,
  rows,
);
if (failing.length) console.log(`Audits below full marks:\n  ${failing.join('\n  ')}`);
process.exitCode = rows.every((r) => r.verdict === 'pass') ? 0 : 1;
