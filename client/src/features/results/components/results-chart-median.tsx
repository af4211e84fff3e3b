import { MEDIAN_COLOUR } from '../lib/chart-colours';
import type { ChartGeometry } from '../lib/results-chart-geometry';

/** This class's median: a strong line through the dots, labelled under the ticks (kept inside the chart). */
export function ChartMedian({ g, mid }: { g: ChartGeometry; mid: number | null }) {
  if (mid === null || g.median === null) return null;
  const { x, stripTop, axisY, medianLabelY, font } = g;
  return (
    <g>
      <line x1={x(mid)} x2={x(mid)} y1={stripTop - 4} y2={axisY + 6} stroke={MEDIAN_COLOUR} strokeWidth={4} />
      <text
        x={g.median.x}
        y={medianLabelY}
        textAnchor="middle"
        fontSize={font}
        fontWeight={700}
        fill={MEDIAN_COLOUR}
      >
        {g.median.text}
      </text>
    </g>
  );
}
