/**
 * Lighthouse, mobile preset (its default: a mid-range phone on a slow 4G link, simulated), on the
 * student-facing pages of the built server in production mode (npm run build first), in Debian's
 * chromium. The target is 100 in Performance, Accessibility, Best Practices and SEO on every page.
 * Each page is measured RUNS times and the median score of each category is shown, as Lighthouse's
 * own guidance on variability advises; audits below full marks in any run are named under the table.
 * Three control rows follow: a bare page sent with the site's security headers, with and without
 * Cross-Origin-Opener-Policy, so the table shows what this machine costs any page (ADR 6); and an
 * instruction page without its script tags, so it shows how much of that page's score is the app's script.
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
import { startBarePage } from './bare-page';
import { median, printTable, verdict, type Row } from './lib';
import { simPaths } from '../../client/src/test/sim-paths';

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const PAGES = [paths.home, paths.decks, paths.simulations, simPaths.casting.agent, paths.neuralDemo];
// Lighthouse's own guidance on variability: the median of five runs.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A read-only page, also measured with its script tags taken out: how much of its score is the app's script. */
const SCRIPTLESS = simPaths.casting.agent;
/** A run that Lighthouse itself could not complete (runtimeError) is reported and made again, this often. */
const RETRIES = 2;
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const failing: string[] = [];
const benchmarkIndexes: number[] = [];

/** RUNS runs of one page: per category, the median score, or null if no run completed. */
async function measure(url: string, label: string, categories: Category[], port: number) {
  const runs: number[][] = [];
  for (let run = 0, retries = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: categories,
      output: 'html',
    });
    if (!result) throw new Error(`no Lighthouse result for ${label}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      console.log(
        `${label} run ${run + 1}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      );
      if (retries++ < RETRIES) run--;
      continue;
    }
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = label === '/' ? 'home' : label.replace(/^\//, '').replace(/[^\w-]+/g, '_');
      fs.writeFileSync(path.join(reportDir, `${name}-${run + 1}.html`), result.report as string);
    }
    runs.push(categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)));
    for (const c of categories) {
      for (const ref of lhr.categories[c]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const value = audit.displayValue ? ` (${audit.displayValue})` : '';
          failing.push(`${label} run ${run + 1} [${c}] ${audit.id}: ${audit.title}${value}`);
        }
      }
    }
  }
  return runs.length ? categories.map((_, i) => median(runs.map((r) => r[i]!))) : null;
}

const server = await startServer({ NODE_ENV: 'production' });
const bare = await startBarePage(server.url);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    const scores = await measure(`${server.url}${page}`, page, CATEGORIES, chrome.port);
    rows.push({
      measure: `Lighthouse ${page}`,
      value: scores ? scores.join(' / ') : 'no run completed',
      target: '100 / 100 / 100 / 100',
      verdict: verdict(scores?.every((s) => s === 100) ?? false),
    });
  }
  // Controls: no target of their own; they say how far the pages' verdicts are the machine's doing.
  for (const [label, url] of [
    ['control: bare page, site headers', `${bare.url}/`],
    ['control: bare page, no opener policy', `${bare.url}/without-opener-policy`],
    [`control: ${SCRIPTLESS} without its script`, `${bare.url}/without-script${SCRIPTLESS}`],
  ] as const) {
    const scores = await measure(url, label, ['performance'], chrome.port);
    rows.push({
      measure: `Lighthouse ${label}`,
      value: scores ? `${scores[0]} (performance)` : 'no run completed',
      target: '',
      verdict: '',
    });
  }
} finally {
  chrome.kill();
  bare.close();
  await server.stop();
}

printTable(
  `Lighthouse, mobile preset, median of ${RUNS} runs: performance / accessibility / best practices / SEO` +
    ` (benchmarkIndex median ${benchmarkIndexes.length ? median(benchmarkIndexes) : 'n/a'})`,
  rows,
);
if (failing.length) console.log(`Audits below full marks:\n  ${failing.join('\n  ')}`);
process.exitCode = rows.some((r) => r.verdict === 'FAIL') ? 1 : 0;
