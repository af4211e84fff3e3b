import type { FigureSide, ReferenceLine } from '../lib/chart-layout';
import { DOT_COLOUR, EARLIER_COLOUR, EARLIER_OPACITY, MEDIAN_COLOUR, sideColour } from '../lib/chart-colours';

/** The results chart's legend: the dots, earlier classes' if drawn, the median, and each side whose figures show. */
export function ChartLegend({
  refs,
  sides,
  earlierCount,
}: {
  refs: readonly ReferenceLine[];
  /** Each side's name in the legend (the case's chart words). */
  sides: Record<FigureSide, string>;
  /** How many earlier agreements are drawn; undefined: none drawn. */
  earlierCount?: number;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Legend">
      <LegendItem colour={DOT_COLOUR} shape="dot" text="One reported agreement" />
      {earlierCount !== undefined && (
        <LegendItem
          colour={EARLIER_COLOUR}
          opacity={EARLIER_OPACITY}
          shape="dot"
          text={`Earlier classes (${earlierCount})`}
        />
      )}
      <LegendItem colour={MEDIAN_COLOUR} shape="bar" text="Median" />
      {(['reporter', 'counterpart', 'context'] as const)
        .filter((side) => refs.some((l) => l.side === side))
        .map((side) => (
          <LegendItem key={side} colour={sideColour[side]} shape="dash" text={sides[side]} />
        ))}
    </ul>
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
