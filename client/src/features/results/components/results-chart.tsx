import { useId } from 'react';
import { reportedSimulation } from '@shared/contracts/results-config';
import { median, type ReferenceLine } from '../lib/chart-layout';
import type { ResultRow } from '../lib/result-rows';
import { chartGeometry, type ChartMarks } from '../lib/results-chart-geometry';
import { chartSummary } from '../lib/results-chart-summary';
import { useWidth } from '../lib/use-width';
import { ChartAxis } from './results-chart-axis';
import { ChartDots, ChartEarlierDots, ChartNoAgreements } from './results-chart-dots';
import { ChartLegend } from './results-chart-legend';
import { ChartPlanRows, ChartTables } from './results-chart-marks';
import { ChartMedian } from './results-chart-median';
import { ChartReferenceLines } from './results-chart-reference-lines';
import { ChartStats } from './results-chart-stats';

export type { ChartMarks };

const agreedOf = (rows: readonly ResultRow[]) => rows.filter((r) => !r.noAgreement && r.amountPaid);

/**
 * The debrief chart above each results table: every agreed amount as a dot on one axis, the scenario's
 * reference figures marked and labelled, the median, and the count of negotiations without agreement.
 * Drawn for a projector (large text, strong colours); screen readers get the same facts as text. With
 * `earlier`, earlier classes' agreements are drawn faintly behind ("this class vs. the ones before it");
 * the median and the counts stay this class's. Its geometry is lib/results-chart-geometry.ts; each layer
 * (reference lines, axis, median, dots, the projector's rows, legend) is a results-chart-*.tsx.
 */
export function ResultsChart({
  sim,
  lines: allRefs,
  rows,
  earlier,
  projector,
  marks,
  hideFigures = false,
}: {
  sim: string;
  /** The case's reference figures, ascending (the instructor's, from the API's case figures). */
  lines: readonly ReferenceLine[];
  rows: readonly ResultRow[];
  /** Other classes' results, drawn faintly behind; undefined draws none. */
  earlier?: readonly ResultRow[];
  /**
   * The projector debrief: no names even in the dots' tooltips, no counts (the page shows them
   * larger), and only the first `revealed` reference figures, so the class can guess the others first.
   */
  projector?: { revealed: number };
  /** The projector debrief's rows under the axis: each side's planned targets and walk-aways, the tables. */
  marks?: ChartMarks;
  /** No reference figure at all (View results until the instructor asks for them). */
  hideFigures?: boolean;
}) {
  const { chart } = reportedSimulation(sim).results;
  const [box, width] = useWidth<HTMLDivElement>(960);
  const titleId = useId();
  const descId = useId();

  const agreed = agreedOf(rows);
  const amounts = agreed.map((r) => r.amountPaid!);
  const noAgreement = rows.length - agreed.length;
  const mid = median(amounts);
  const refs = hideFigures ? [] : projector ? allRefs.slice(0, projector.revealed) : allRefs;
  const earlierAgreed = agreedOf(earlier ?? []);
  const earlierAmounts = earlierAgreed.map((r) => r.amountPaid!);
  const g = chartGeometry({ width, allRefs, refs, amounts, earlierAmounts, median: mid, marks });
  const summary = chartSummary({
    amounts,
    noAgreement,
    refs,
    earlier: earlier && {
      amounts: earlierAmounts,
      classCount: new Set(earlierAgreed.map((r) => r.classId)).size,
    },
  });

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {chart.heading}
      </h2>
      {!projector && <ChartStats agreements={amounts.length} median={mid} noAgreement={noAgreement} />}

      <div ref={box} className="mt-4 w-full">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={g.height}
          viewBox={`0 0 ${width} ${g.height}`}
          className="block max-w-full overflow-visible"
          style={{ fontFamily: 'inherit' }}
        >
          <desc id={descId}>{summary}</desc>
          <ChartReferenceLines g={g} refs={refs} />
          <ChartAxis g={g} />
          <ChartMedian g={g} mid={mid} />
          <ChartEarlierDots g={g} agreed={earlierAgreed} />
          <ChartDots g={g} agreed={agreed} withNames={!projector} />
          {marks && <ChartPlanRows g={g} rows={marks.rows} />}
          {marks?.tables && <ChartTables g={g} tables={marks.tables} />}
          {amounts.length === 0 && <ChartNoAgreements g={g} />}
        </svg>
      </div>

      <ChartLegend refs={refs} sides={chart.sides} earlierCount={earlier && earlierAmounts.length} />
    </section>
  );
}
