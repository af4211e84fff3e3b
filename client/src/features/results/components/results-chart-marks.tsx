import { formatWon } from '@shared/format';
import { DOT_COLOUR, sideColour } from '../lib/chart-colours';
import type { ChartGeometry, ChartMarks } from '../lib/results-chart-geometry';

/** The projector debrief's rows under the axis: each side's planned targets (▲) and walk-aways (▮). */
export function ChartPlanRows({ g, rows }: { g: ChartGeometry; rows: ChartMarks['rows'] }) {
  const { x, font, margin, planRowsTop, markRowHeight } = g;
  return (
    <>
      {rows.map((row, i) => {
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
    </>
  );
}

/** The projector debrief's tables row: each pair's deal as a circle with its table number, stacked. */
export function ChartTables({ g, tables }: { g: ChartGeometry; tables: NonNullable<ChartMarks['tables']> }) {
  const { x, font, margin, tablesTop, tableRadius, tableLevels } = g;
  return (
    <g data-tables="">
      <text x={margin.left} y={tablesTop + font * 0.9} fontSize={font} fontWeight={600} fill="#334155">
        Tables
      </text>
      {tables.map((t, i) => {
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
  );
}
