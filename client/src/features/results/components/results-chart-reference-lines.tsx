import type { ReferenceLine } from '../lib/chart-layout';
import { sideColour } from '../lib/chart-colours';
import type { ChartGeometry } from '../lib/results-chart-geometry';

/**
 * The results chart's reference figures: a dashed line at each, from its label down to the axis, then the
 * labels after every line, each on a white box, so no line runs through a label's text.
 */
export function ChartReferenceLines({ g, refs }: { g: ChartGeometry; refs: readonly ReferenceLine[] }) {
  const { font, margin, x, axisY } = g;
  const { texts, widths, placed, laneHeight } = g.labels;
  return (
    <>
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
        const w = widths[i]!;
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
              {texts[i]}
            </text>
          </g>
        );
      })}
    </>
  );
}
