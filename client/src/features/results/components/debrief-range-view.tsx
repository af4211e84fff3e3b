import { formatWon, formatWonShort } from '@shared/format';
import type { ReactNode } from 'react';
import { median, type ReferenceLine } from '../lib/chart-layout';
import { rangeMarks } from '../lib/debrief-range';
import type { ViewContext } from '../lib/debrief-view-context';
import type { ResultRow } from '../lib/result-rows';
import { ResultsChart, type ChartMarks } from './results-chart';
import { DebriefViewFrame } from './debrief-view-frame';

/**
 * View 1: the deals on the bargaining range. Every reported result is a dot (the pairs' confirmed agreements
 * and the anonymous reports alike), the reference figures appear one at a time, and under the axis each
 * side's planned targets and walk-aways; the pairs' table numbers on request.
 */
export function RangeView({
  sim,
  lines,
  rows,
  earlier,
  revealed,
  ctx,
  showTables,
  aside,
}: {
  sim: string;
  /** The case's reference figures (the API's case figures). */
  lines: readonly ReferenceLine[];
  rows: readonly ResultRow[];
  earlier?: readonly ResultRow[];
  revealed: number;
  /** The pairs' plans and tables; null while they load or when they cannot (the dots stand alone). */
  ctx: ViewContext | null;
  showTables: boolean;
  aside?: ReactNode;
}) {
  const agreed = rows.filter((r) => !r.noAgreement && r.amountPaid).map((r) => r.amountPaid!);
  const noAgreement = rows.length - agreed.length;
  const mid = median(agreed);
  const shownFigures = lines.slice(0, revealed);
  const range = ctx ? rangeMarks(ctx) : null;
  const marks: ChartMarks | undefined = range
    ? {
        rows: range.rows
          .filter((r) => r.targets.length + r.walkAways.length > 0)
          .map((r) => ({
            label: r.label,
            side: r.role === ctx!.c.roles[0] ? 'reporter' : 'counterpart',
            targets: r.targets,
            walkAways: r.walkAways,
          })),
        tables: showTables ? range.tables : null,
      }
    : undefined;
  return (
    <DebriefViewFrame step={1} sentences={range?.sentences ?? []} aside={aside}>
      <p className="text-3xl font-semibold text-slate-900 lg:text-4xl" aria-live="polite">
        {rows.length} reported · {noAgreement} no agreement
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-12 gap-y-2 text-2xl lg:text-3xl">
        <div className="flex gap-3">
          <dt className="text-slate-600">Median</dt>
          <dd className="font-bold tabular-nums text-slate-900" title={formatWon(mid)}>
            {mid === null ? '-' : formatWonShort(mid)}
          </dd>
        </div>
        <div className="flex gap-3">
          <dt className="text-slate-600">Range</dt>
          <dd className="font-bold tabular-nums text-slate-900">
            {agreed.length === 0
              ? '-'
              : `${formatWonShort(Math.min(...agreed))} – ${formatWonShort(Math.max(...agreed))}`}
          </dd>
        </div>
      </dl>
      <div className="mt-6">
        <ResultsChart
          sim={sim}
          lines={lines}
          rows={rows}
          earlier={earlier}
          projector={{ revealed }}
          marks={marks}
        />
      </div>
      <ol className="mt-4 space-y-1 text-xl text-slate-800 lg:text-2xl" aria-label="Reference figures shown">
        {shownFigures.map((f) => (
          <li key={f.value}>
            {f.labels.join(' = ')}: <strong className="tabular-nums">{formatWon(f.value)}</strong>
          </li>
        ))}
      </ol>
    </DebriefViewFrame>
  );
}
