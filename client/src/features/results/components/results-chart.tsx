import { formatWon, formatWonShort } from '@shared/format';
import { useId } from 'react';
import { reportedSimulation } from '@shared/contracts/results-config';
import {
  axisMax,
  median,
  placeLabels,
  stackDots,
  textWidth,
  tickValues,
  type FigureSide,
  type ReferenceLine,
} from '../lib/chart-layout';
import { DOT_COLOUR, EARLIER_COLOUR, EARLIER_OPACITY, MEDIAN_COLOUR, sideColour } from '../lib/chart-colours';
import type { ResultRow } from '../lib/result-rows';
import { useWidth } from '../lib/use-width';

/** Rows the projector debrief adds under the axis (view 1): plans by side, and the tables on request. */
export interface ChartMarks {
  rows: Array<{ label: string; side: FigureSide; targets: number[]; walkAways: number[] }>;
  /** Each pair's deal with its table number; null: not asked for. */
  tables: Array<{ table: number; amount: number }> | null;
}

/**
 * The debrief chart above each results table: every agreed amount as a dot on one axis, the scenario's
 * reference figures marked and labelled, the median, and the count of negotiations without agreement.
 * Drawn for a projector (large text, strong colours); screen readers get the same facts as text. With
 * `earlier`, earlier classes' agreements are drawn faintly behind ("this class vs. the ones before it");
 * the median and the counts stay this class's.
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

  const agreed = rows.filter((r) => !r.noAgreement && r.amountPaid);
  const amounts = agreed.map((r) => r.amountPaid!);
  const noAgreement = rows.length - agreed.length;
  const mid = median(amounts);
  const refs = hideFigures ? [] : projector ? allRefs.slice(0, projector.revealed) : allRefs;
  const earlierAgreed = (earlier ?? []).filter((r) => !r.noAgreement && r.amountPaid);
  const earlierAmounts = earlierAgreed.map((r) => r.amountPaid!);
  const earlierClassCount = new Set(earlierAgreed.map((r) => r.classId)).size;

  const compact = width < 640;
  // Large text on a wide screen: this is what the back row of a classroom reads off the projector.
  const font = compact ? 13 : width >= 1000 ? 18 : 16;
  const ticks = compact ? 4 : 8;
  const margin = { left: 20, right: 28 };
  const plotWidth = Math.max(100, width - margin.left - margin.right);
  // the scale stays put while the debrief reveals the figures one by one
  const max = axisMax(allRefs.at(-1)!.value, [...amounts, ...earlierAmounts], ticks);
  const x = (v: number) => margin.left + (Math.min(v, max) / max) * plotWidth;

  // On a phone the labels drop their parenthesised notes to fit.
  const labelTexts = refs.map((l) => {
    const names = l.labels.map((n) => (compact ? n.replace(/\s*\(.*?\)/g, '') : n));
    return `${names.join(' = ')} ${formatWonShort(l.value)}`;
  });
  const labelWidths = labelTexts.map((t) => textWidth(t, font));
  const placed = placeLabels(
    refs.map((l, i) => ({ x: x(l.value) - margin.left, width: labelWidths[i]! })),
    plotWidth,
  );
  const laneHeight = font + 10;
  const lanes = Math.max(1, ...placed.map((p) => p.lane + 1));
  const stripTop = 8 + lanes * laneHeight + 6;

  const radius = compact ? 6 : width >= 1000 ? 10 : 9;
  const MAX_LEVELS = 12;
  const levels = stackDots(
    amounts.map((a) => x(a)),
    radius,
  ).map((l) => Math.min(l, MAX_LEVELS - 1));
  // Earlier classes' dots are smaller and stack among themselves, behind this class's.
  const earlierRadius = Math.max(4, Math.round(radius * 0.7));
  const earlierLevels = stackDots(
    earlierAmounts.map((a) => x(a)),
    earlierRadius,
  ).map((l) => Math.min(l, MAX_LEVELS - 1));
  const stripHeight = Math.max(
    radius * 8,
    (Math.max(0, ...levels) + 1) * radius * 2 + radius * 2,
    (Math.max(0, ...earlierLevels) + 1) * earlierRadius * 2 + radius * 2,
  );
  const axisY = stripTop + stripHeight;
  const tickLabelY = axisY + font + 8;
  const medianLabelY = tickLabelY + font + 14;
  // the plans' rows and the tables' row, each under the last
  const markRowHeight = font * 2.4;
  const planRowsTop = medianLabelY + 14;
  const tablesTop = planRowsTop + (marks?.rows.length ?? 0) * markRowHeight;
  const tableRadius = Math.round(font * 0.75);
  const tableLevels = marks?.tables
    ? stackDots(
        marks.tables.map((t) => x(t.amount)),
        tableRadius,
      ).map((l) => Math.min(l, MAX_LEVELS - 1))
    : [];
  const tablesHeight = marks?.tables
    ? font * 1.6 + (Math.max(0, ...tableLevels) + 1) * tableRadius * 2 + 6
    : 0;
  const height = tablesTop + tablesHeight + 10;
  const beyond = amounts.filter((a) => a > max).length;

  const summary = [
    amounts.length === 0
      ? 'No agreed amounts have been reported yet.'
      : `${amounts.length} agreed ${amounts.length === 1 ? 'amount' : 'amounts'} from ${formatWon(Math.min(...amounts))} to ${formatWon(Math.max(...amounts))}; the median is ${formatWon(mid)}.`,
    `${noAgreement} ${noAgreement === 1 ? 'negotiation' : 'negotiations'} ended with no agreement.`,
    refs.length === 0
      ? 'No reference figures shown yet.'
      : `Reference figures: ${refs.map((l) => `${l.labels.join(' = ')} ${formatWon(l.value)}`).join('; ')}.`,
    ...(earlier
      ? [
          earlierAmounts.length === 0
            ? 'Earlier classes: no agreed amounts.'
            : `Earlier classes (${earlierClassCount} ${earlierClassCount === 1 ? 'class' : 'classes'}), drawn faintly: ${earlierAmounts.length} agreed ${earlierAmounts.length === 1 ? 'amount' : 'amounts'}, median ${formatWon(median(earlierAmounts))}.`,
        ]
      : []),
  ].join(' ');

  const medianText = mid === null ? '' : `Median ${formatWonShort(mid)}`;
  const medianWidth = textWidth(medianText, font);
  const medianX =
    mid === null ? 0 : Math.min(Math.max(x(mid), margin.left + medianWidth / 2), width - medianWidth / 2);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold text-slate-900 sm:text-2xl">
        {chart.heading}
      </h2>
      {!projector && (
        <dl className="mt-4 grid grid-cols-3 gap-3 text-center sm:max-w-2xl">
          <Stat label="Agreements" value={String(amounts.length)} />
          <Stat label="Median" value={mid === null ? '-' : formatWonShort(mid)} title={formatWon(mid)} />
          <Stat label="No agreement" value={String(noAgreement)} />
        </dl>
      )}

      <div ref={box} className="mt-4 w-full">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible"
          style={{ fontFamily: 'inherit' }}
        >
          <desc id={descId}>{summary}</desc>

          {/* reference lines and their labels */}
          {refs.map((line, i) => (
            <line
              key={line.value}
              x1={x(line.value)}
              x2={x(line.value)}
              y1={8 + placed[i]!.lane * laneHeight + font + 4}
              y2={axisY}
              stroke={sideColour[line.side]}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
          ))}
          {/* the labels after every line, each on a white box: no line runs through a label's text */}
          {refs.map((line, i) => {
            const p = placed[i]!;
            const labelY = 8 + p.lane * laneHeight + font;
            const w = labelWidths[i]!;
            const left = margin.left + p.textX - (p.anchor === 'end' ? w : 0);
            return (
              <g key={line.value}>
                <rect
                  x={left - 2}
                  y={labelY - font}
                  width={w + 4}
                  height={font + 5}
                  fill="white"
                  opacity={0.92}
                />
                <text
                  x={margin.left + p.textX}
                  y={labelY}
                  textAnchor={p.anchor}
                  fontSize={font}
                  fontWeight={600}
                  fill={sideColour[line.side]}
                >
                  {labelTexts[i]}
                </text>
              </g>
            );
          })}

          {/* axis and ticks */}
          <line
            x1={margin.left}
            x2={margin.left + plotWidth}
            y1={axisY}
            y2={axisY}
            stroke="#334155"
            strokeWidth={2}
          />
          {tickValues(max, ticks).map((t) => (
            <g key={t}>
              <line x1={x(t)} x2={x(t)} y1={axisY} y2={axisY + 6} stroke="#334155" strokeWidth={2} />
              <text x={x(t)} y={tickLabelY} textAnchor="middle" fontSize={font} fill="#334155">
                {formatWonShort(t)}
              </text>
            </g>
          ))}

          {/* the median */}
          {mid !== null && (
            <g>
              <line
                x1={x(mid)}
                x2={x(mid)}
                y1={stripTop - 4}
                y2={axisY + 6}
                stroke={MEDIAN_COLOUR}
                strokeWidth={4}
              />
              <text
                x={medianX}
                y={medianLabelY}
                textAnchor="middle"
                fontSize={font}
                fontWeight={700}
                fill={MEDIAN_COLOUR}
              >
                {medianText}
              </text>
            </g>
          )}

          {/* earlier classes' agreements, faint and behind */}
          {earlierAgreed.map((r, i) => {
            const cx = x(r.amountPaid!);
            const cy = axisY - earlierRadius - 2 - earlierLevels[i]! * earlierRadius * 2;
            return (
              <circle
                key={`earlier-${r.id}`}
                data-earlier=""
                cx={cx}
                cy={cy}
                r={earlierRadius}
                fill={EARLIER_COLOUR}
                fillOpacity={EARLIER_OPACITY}
              >
                <title>{`Earlier class: ${formatWon(r.amountPaid)}`}</title>
              </circle>
            );
          })}

          {/* one dot per agreed amount; amounts beyond the axis are arrows at its end */}
          {agreed.map((r, i) => {
            const cx = x(r.amountPaid!);
            const cy = axisY - radius - 2 - levels[i]! * radius * 2;
            const label = projector
              ? formatWon(r.amountPaid)
              : `${r.reporter} & ${r.counterpart}: ${formatWon(r.amountPaid)}`;
            return r.amountPaid! > max ? (
              <path
                key={r.id}
                d={`M ${cx - radius} ${cy - radius} L ${cx + radius} ${cy} L ${cx - radius} ${cy + radius} Z`}
                fill={DOT_COLOUR}
                stroke="white"
                strokeWidth={1.5}
              >
                <title>{label}</title>
              </path>
            ) : (
              <circle
                key={r.id}
                cx={cx}
                cy={cy}
                r={radius}
                fill={DOT_COLOUR}
                fillOpacity={0.85}
                stroke="white"
                strokeWidth={1.5}
              >
                <title>{label}</title>
              </circle>
            );
          })}
          {beyond > 0 && (
            <text
              x={width - 4}
              y={stripTop + font}
              textAnchor="end"
              fontSize={font}
              fontWeight={600}
              fill={DOT_COLOUR}
            >
              {beyond} above {formatWonShort(max)} ▶
            </text>
          )}
          {marks?.rows.map((row, i) => {
            const top = planRowsTop + i * markRowHeight;
            const markY = top + font * 1.6;
            const colour = sideColour[row.side];
            return (
              <g key={row.label} data-plans={row.label}>
                <text x={margin.left} y={top + font * 0.9} fontSize={font} fontWeight={600} fill={colour}>
                  {row.label} (▲ target, ▮ walk-away)
                </text>
                {row.walkAways.map((v, k) => (
                  <rect
                    key={`w${k}`}
                    x={x(v) - 2}
                    y={markY - font * 0.55}
                    width={4}
                    height={font * 0.9}
                    fill={colour}
                    fillOpacity={0.55}
                  >
                    <title>{`Walk-away ${formatWon(v)}`}</title>
                  </rect>
                ))}
                {row.targets.map((v, k) => (
                  <path
                    key={`t${k}`}
                    d={`M ${x(v)} ${markY - font * 0.5} l ${font * 0.4} ${font * 0.8} l ${-font * 0.8} 0 Z`}
                    fill={colour}
                    fillOpacity={0.55}
                  >
                    <title>{`Target ${formatWon(v)}`}</title>
                  </path>
                ))}
              </g>
            );
          })}
          {marks?.tables && (
            <g data-tables="">
              <text
                x={margin.left}
                y={tablesTop + font * 0.9}
                fontSize={font}
                fontWeight={600}
                fill="#334155"
              >
                Tables
              </text>
              {marks.tables.map((t, i) => {
                const cy = tablesTop + font * 1.6 + tableRadius + tableLevels[i]! * tableRadius * 2;
                return (
                  <g key={t.table}>
                    <circle
                      cx={x(t.amount)}
                      cy={cy}
                      r={tableRadius}
                      fill="white"
                      stroke={DOT_COLOUR}
                      strokeWidth={2}
                    />
                    <text
                      x={x(t.amount)}
                      y={cy + font * 0.3}
                      textAnchor="middle"
                      fontSize={Math.round(font * 0.8)}
                      fontWeight={700}
                      fill="#0f172a"
                    >
                      {t.table}
                    </text>
                  </g>
                );
              })}
            </g>
          )}
          {amounts.length === 0 && (
            <text
              x={margin.left + plotWidth / 2}
              y={stripTop + stripHeight / 2 + font / 2}
              textAnchor="middle"
              fontSize={font + 2}
              fill="#475569"
              // a white halo: on a phone the reference lines run through the sentence
              stroke="white"
              strokeWidth={4}
              strokeLinejoin="round"
              paintOrder="stroke"
            >
              No agreed amounts yet
            </text>
          )}
        </svg>
      </div>

      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Legend">
        <LegendItem colour={DOT_COLOUR} shape="dot" text="One reported agreement" />
        {earlier && (
          <LegendItem
            colour={EARLIER_COLOUR}
            opacity={EARLIER_OPACITY}
            shape="dot"
            text={`Earlier classes (${earlierAmounts.length})`}
          />
        )}
        <LegendItem colour={MEDIAN_COLOUR} shape="bar" text="Median" />
        {(['reporter', 'counterpart', 'context'] as const)
          .filter((side) => refs.some((l) => l.side === side))
          .map((side) => (
            <LegendItem key={side} colour={sideColour[side]} shape="dash" text={chart.sides[side]} />
          ))}
      </ul>
    </section>
  );
}

function Stat({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-2 py-3 ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600 sm:text-base">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl" title={title}>
        {value}
      </dd>
    </div>
  );
}

function LegendItem({
  colour,
  opacity,
  shape,
  text,
}: {
  colour: string;
  opacity?: number;
  shape: 'dot' | 'bar' | 'dash';
  text: string;
}) {
  return (
    <li className="flex items-center gap-2">
      <svg width="22" height="14" aria-hidden>
        {shape === 'dot' && <circle cx="11" cy="7" r="6" fill={colour} fillOpacity={opacity} />}
        {shape === 'bar' && <rect x="9" y="0" width="4" height="14" fill={colour} />}
        {shape === 'dash' && (
          <line x1="11" x2="11" y1="0" y2="14" stroke={colour} strokeWidth="2" strokeDasharray="4 3" />
        )}
      </svg>
      {text}
    </li>
  );
}
