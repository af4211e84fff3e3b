import { formatWon, formatWonShort } from '@shared/format';
import { DOT_COLOUR, EARLIER_COLOUR, EARLIER_OPACITY } from '../lib/chart-colours';
import type { ResultRow } from '../lib/result-rows';
import type { ChartGeometry } from '../lib/results-chart-geometry';

/** Earlier classes' agreements: smaller, faint dots stacked among themselves, drawn behind this class's. */
export function ChartEarlierDots({ g, agreed }: { g: ChartGeometry; agreed: readonly ResultRow[] }) {
  const { x, axisY, earlierRadius, earlierLevels } = g;
  return (
    <>
      {/* earlier classes' agreements, faint and behind */}
      {agreed.map((r, i) => {
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
    </>
  );
}

/**
 * One dot per agreed amount, its tooltip the pair and the amount (the amount only on the projector: no
 * names there); an amount beyond the axis is an arrow at its end, and their count is written above it.
 */
export function ChartDots({
  g,
  agreed,
  withNames,
}: {
  g: ChartGeometry;
  agreed: readonly ResultRow[];
  withNames: boolean;
}) {
  const { x, axisY, radius, levels, max, beyond, width, stripTop, font } = g;
  return (
    <>
      {/* one dot per agreed amount; amounts beyond the axis are arrows at its end */}
      {agreed.map((r, i) => {
        const cx = x(r.amountPaid!);
        const cy = axisY - radius - 2 - levels[i]! * radius * 2;
        const label = withNames
          ? `${r.reporter} & ${r.counterpart}: ${formatWon(r.amountPaid)}`
          : formatWon(r.amountPaid);
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
    </>
  );
}

/** The sentence in the empty strip before any agreement is reported. */
export function ChartNoAgreements({ g }: { g: ChartGeometry }) {
  const { margin, plotWidth, stripTop, stripHeight, font } = g;
  return (
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
  );
}
