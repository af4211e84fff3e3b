/**
 * The projector debrief with 300 pairs: the layout of each view (its statistics, then where every dot,
 * line and label goes), the work the page does when the data changes. Earlier classes are on (300 more
 * pairs drawn behind), the heaviest case. Target: each view under 50 ms.
 */
import { debriefCase, debriefFigures } from '../../shared/case-figures';
import { castingPairs, debriefData } from '../../shared/testing/debrief-pairs';
import { axisMax, placeLabels, stackDots } from '../../client/src/features/results/lib/chart-layout';
import { chartHeight } from '../../client/src/features/results/lib/debrief-layout';
import { feltView } from '../../client/src/features/results/lib/debrief-felt';
import { firstOfferView } from '../../client/src/features/results/lib/debrief-first-offer';
import { plansView } from '../../client/src/features/results/lib/debrief-plans';
import { rangeMarks } from '../../client/src/features/results/lib/debrief-range';
import { valueView } from '../../client/src/features/results/lib/debrief-value';
import {
  roleNames,
  viewContext,
  type ViewContext,
} from '../../client/src/features/results/lib/debrief-view-context';
import { median, printTable, verdict, type Row } from './lib';

const PAIRS = 300;
const RUNS = 15;
const WIDTH = 1280;
const sim = 'queenOfSorrows';
const c = debriefCase(sim);
const names = roleNames(sim);
const data = debriefData(PAIRS);
const earlier = debriefData(0, { earlier: castingPairs(PAIRS, 2) });
const box = { width: WIDTH, height: chartHeight(WIDTH) };

/** View 1: the results chart's own layout of 300 dots and the figures, then the plans' and tables' rows. */
function rangeView(ctx: ViewContext) {
  const amounts = ctx.pairs.flatMap((p) => (p.amount === null ? [] : [p.amount]));
  const refs = debriefFigures(sim).lines;
  const max = axisMax(refs.at(-1)!.value, amounts, 8);
  const x = (v: number) => (Math.min(v, max) / max) * WIDTH;
  stackDots(amounts.map(x), 10);
  placeLabels(
    refs.map((r) => ({ x: x(r.value), width: 200 })),
    WIDTH,
  );
  const marks = rangeMarks(ctx);
  stackDots(
    marks.tables.map((t) => x(t.amount)),
    16,
  );
  return marks;
}

const views: Array<[string, (ctx: ViewContext) => unknown]> = [
  ['1 deals on the range', rangeView],
  ['2 first offer', (ctx) => firstOfferView(ctx, box)],
  ['3 plans and outcomes', (ctx) => plansView(ctx, box)],
  ['4 value created', (ctx) => valueView(ctx, box)],
  ['5 how it felt', (ctx) => feltView(ctx, box)],
];

const rows: Row[] = [];
let failed = false;
for (const [name, layout] of views) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // a fresh context each run, as a live refresh makes one
    const ctx = viewContext(c, names, structuredClone(data), structuredClone(earlier));
    const t0 = performance.now();
    layout(ctx);
    times.push(performance.now() - t0);
  }
  const ms = median(times);
  failed ||= ms >= 50;
  rows.push({
    measure: `view ${name}: layout of ${PAIRS} pairs + ${PAIRS} earlier (median of ${RUNS})`,
    value: `${ms.toFixed(1)} ms`,
    target: '< 50 ms',
    verdict: verdict(ms < 50),
  });
}
printTable('Projector debrief', rows);
if (failed) process.exitCode = 1;
