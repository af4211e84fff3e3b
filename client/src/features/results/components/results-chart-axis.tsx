import { formatWonShort } from '@shared/format';
import { tickValues } from '../lib/chart-layout';
import type { ChartGeometry } from '../lib/results-chart-geometry';

const AXIS_COLOUR = '#334155';

/** The results chart's axis from 0 to its end, with its ticks labelled in short won. */
export function ChartAxis({ g }: { g: ChartGeometry }) {
  const { margin, plotWidth, axisY, tickLabelY, font, max, ticks, x } = g;
  return (
    <>
      {/* axis and ticks */}
      <line
        x1={margin.left}
        x2={margin.left + plotWidth}
        y1={axisY}
        y2={axisY}
        stroke={AXIS_COLOUR}
        strokeWidth={2}
      />
      {tickValues(max, ticks).map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={axisY} y2={axisY + 6} stroke={AXIS_COLOUR} strokeWidth={2} />
          <text x={x(t)} y={tickLabelY} textAnchor="middle" fontSize={font} fill={AXIS_COLOUR}>
            {formatWonShort(t)}
          </text>
        </g>
      ))}
    </>
  );
}
