import { useId } from 'react';
import { EARLIER_COLOUR, EARLIER_OPACITY, roleColour, sideColour } from '../lib/chart-colours';
import type { PlacedPoint, PlacedRule, ScatterLayout, StripLayout } from '../lib/debrief-layout';

/**
 * The debrief views' two kinds of chart, drawn from their layouts (lib/debrief-layout.ts): a scatter (views
 * 2, 3 and 5) and rows of stacked dots (views 3 and 4). Roles take their sides' colours; earlier classes are
 * faint and behind; a ringed dot is one the view points out. `summary` is the chart's text for screen
 * readers: the sentences the view prints beside it.
 */

const INK = '#0f172a';
const AXIS = '#334155';
const RING = '#be123c';

export function groupColour(roles: readonly string[], group: string): string {
  if (group === 'line') return INK;
  if (group === 'earlier') return EARLIER_COLOUR;
  if (group === 'threshold' || group === 'zero') return sideColour.context;
  if (group === 'best' || group === 'value') return '#0f766e';
  return roleColour(roles, group);
}

function Dot({
  p,
  r,
  roles,
  showTable,
  font,
}: {
  p: PlacedPoint;
  r: number;
  roles: readonly string[];
  showTable: boolean;
  font: number;
}) {
  const colour = p.faint ? EARLIER_COLOUR : groupColour(roles, p.group);
  return (
    <g data-point={p.faint ? 'earlier' : 'current'}>
      <circle
        cx={p.cx}
        cy={p.cy}
        r={p.faint ? Math.max(3, r * 0.7) : r}
        fill={colour}
        fillOpacity={p.faint ? EARLIER_OPACITY : 0.85}
        stroke={p.ring ? RING : 'white'}
        strokeWidth={p.ring ? 3 : 1.5}
      >
        <title>{p.label}</title>
      </circle>
      {showTable && !p.faint && p.table !== undefined && (
        <text
          x={p.cx + r + 2}
          y={p.cy - r + 2}
          fontSize={Math.round(font * 0.75)}
          fontWeight={700}
          fill={INK}
          stroke="white"
          strokeWidth={3}
          paintOrder="stroke"
        >
          {p.table}
        </text>
      )}
    </g>
  );
}

export function ScatterChart({
  layout,
  roles,
  title,
  summary,
  showTables,
  quadrantLabels,
}: {
  layout: ScatterLayout;
  roles: readonly string[];
  title: string;
  summary: string;
  showTables: boolean;
  /** Text in the plot's four corners: top right, top left, bottom right, bottom left. */
  quadrantLabels?: readonly [string, string, string, string];
}) {
  const descId = useId();
  const { plot, font } = layout;
  const rule = (r: PlacedRule, vertical: boolean) => {
    const colour = groupColour(roles, r.group);
    return (
      <g key={r.key}>
        {vertical ? (
          <line
            x1={r.pos}
            x2={r.pos}
            y1={plot.top}
            y2={plot.bottom}
            stroke={colour}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        ) : (
          <line
            x1={plot.left}
            x2={plot.right}
            y1={r.pos}
            y2={r.pos}
            stroke={colour}
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        )}
        <text
          x={vertical ? r.pos + 4 : plot.right - 4}
          y={vertical ? plot.top + font : r.pos - 6}
          textAnchor={vertical ? 'start' : 'end'}
          fontSize={Math.round(font * 0.8)}
          fontWeight={600}
          fill={colour}
          stroke="white"
          strokeWidth={4}
          paintOrder="stroke"
        >
          {r.label}
        </text>
      </g>
    );
  };
  const corners = quadrantLabels && [
    { x: plot.right - 6, y: plot.top + font * 2.2, anchor: 'end' as const },
    { x: plot.left + 6, y: plot.top + font * 2.2, anchor: 'start' as const },
    { x: plot.right - 6, y: plot.bottom - 8, anchor: 'end' as const },
    { x: plot.left + 6, y: plot.bottom - 8, anchor: 'start' as const },
  ];
  return (
    <svg
      role="img"
      aria-label={title}
      aria-describedby={descId}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="block h-auto max-w-full overflow-visible"
    >
      <desc id={descId}>{summary}</desc>
      {layout.xTicks.map((t) => (
        <g key={`x${t.value}`}>
          <line x1={t.pos} x2={t.pos} y1={plot.top} y2={plot.bottom} stroke="#e2e8f0" strokeWidth={1} />
          <text x={t.pos} y={plot.bottom + font * 1.2} textAnchor="middle" fontSize={font} fill={AXIS}>
            {t.text}
          </text>
        </g>
      ))}
      {layout.yTicks.map((t) => (
        <g key={`y${t.value}`}>
          <line x1={plot.left} x2={plot.right} y1={t.pos} y2={t.pos} stroke="#e2e8f0" strokeWidth={1} />
          <text x={plot.left - 8} y={t.pos + font * 0.35} textAnchor="end" fontSize={font} fill={AXIS}>
            {t.text}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={AXIS} strokeWidth={2} />
      <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} stroke={AXIS} strokeWidth={2} />
      <text
        x={(plot.left + plot.right) / 2}
        y={plot.bottom + font * 2.6}
        textAnchor="middle"
        fontSize={font}
        fontWeight={600}
        fill={INK}
      >
        {layout.xTitle}
      </text>
      <text
        transform={`translate(${font * 0.9} ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fontSize={font}
        fontWeight={600}
        fill={INK}
      >
        {layout.yTitle}
      </text>
      {layout.vRules.map((r) => rule(r, true))}
      {layout.hRules.map((r) => rule(r, false))}
      {corners?.map((c, i) => (
        <text
          key={i}
          x={c.x}
          y={c.y}
          textAnchor={c.anchor}
          fontSize={Math.round(font * 0.85)}
          fontWeight={700}
          fill={AXIS}
        >
          {quadrantLabels![i]}
        </text>
      ))}
      {layout.points.map((p) => (
        <Dot key={p.key} p={p} r={layout.radius} roles={roles} showTable={showTables} font={font} />
      ))}
      {layout.lines.map((l) => (
        <line
          key={l.key}
          x1={l.x1}
          y1={l.y1}
          x2={l.x2}
          y2={l.y2}
          stroke={l.faint ? EARLIER_COLOUR : groupColour(roles, l.group)}
          strokeOpacity={l.faint ? 0.6 : 1}
          strokeWidth={l.faint ? 3 : 4}
          data-line={l.faint ? 'earlier' : 'current'}
        />
      ))}
    </svg>
  );
}

export function StripChart({
  layout,
  roles,
  title,
  summary,
  showTables,
}: {
  layout: StripLayout;
  roles: readonly string[];
  title: string;
  summary: string;
  showTables: boolean;
}) {
  const descId = useId();
  const { plot, font } = layout;
  return (
    <svg
      role="img"
      aria-label={title}
      aria-describedby={descId}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="block h-auto max-w-full overflow-visible"
    >
      <desc id={descId}>{summary}</desc>
      {layout.rows.map((row) => (
        <g key={row.key}>
          <text
            x={plot.left}
            y={row.top - font * 0.4}
            fontSize={font}
            fontWeight={700}
            fill={groupColour(roles, row.group)}
          >
            {row.label}
            {row.crowded > 0 ? ` (${row.crowded} more stacked)` : ''}
          </text>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={row.base}
            y2={row.base}
            stroke="#cbd5e1"
            strokeWidth={1.5}
          />
          {row.rules.map((r) => (
            <g key={r.key}>
              <line
                x1={r.pos}
                x2={r.pos}
                y1={row.top}
                y2={row.base + 4}
                stroke={groupColour(roles, r.group)}
                strokeWidth={3}
                strokeDasharray="6 4"
              />
              <text
                x={r.pos + 4}
                y={row.top + font * 0.8}
                fontSize={Math.round(font * 0.8)}
                fontWeight={600}
                fill={groupColour(roles, r.group)}
                stroke="white"
                strokeWidth={4}
                paintOrder="stroke"
              >
                {r.label}
              </text>
            </g>
          ))}
          {row.dots.map((p) => (
            <Dot key={p.key} p={p} r={layout.radius} roles={roles} showTable={showTables} font={font} />
          ))}
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={AXIS} strokeWidth={2} />
      {layout.xTicks.map((t) => (
        <g key={t.value}>
          <line x1={t.pos} x2={t.pos} y1={plot.bottom} y2={plot.bottom + 6} stroke={AXIS} strokeWidth={2} />
          <text x={t.pos} y={plot.bottom + font * 1.3} textAnchor="middle" fontSize={font} fill={AXIS}>
            {t.text}
          </text>
        </g>
      ))}
      <text
        x={(plot.left + plot.right) / 2}
        y={plot.bottom + font * 2.7}
        textAnchor="middle"
        fontSize={font}
        fontWeight={600}
        fill={INK}
      >
        {layout.title}
      </text>
    </svg>
  );
}
