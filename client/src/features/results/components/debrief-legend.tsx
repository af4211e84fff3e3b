import { EARLIER_COLOUR, EARLIER_OPACITY, roleColour } from '../lib/chart-colours';
import type { ViewContext } from '../lib/debrief-view-context';

/** The views' legend: a dot per role ("the agent opened"), the earlier classes, the line and the ring. */
export function DebriefLegend({
  ctx,
  what,
  line = false,
  ring,
}: {
  ctx: ViewContext;
  /** What a role's dot means: "opened" -> "The agent opened"; "" -> "Agent"; null: no role entries. */
  what: string | null;
  line?: boolean;
  ring?: string;
}) {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-lg text-slate-800" aria-label="Legend">
      {(what === null ? [] : ctx.c.roles).map((role) => {
        const short = ctx.names[role]?.short ?? role;
        return (
          <li key={role} className="flex items-center gap-2">
            <Swatch colour={roleColour(ctx.c.roles, role)} />
            {what ? `The ${short} ${what}` : short.charAt(0).toUpperCase() + short.slice(1)}
          </li>
        );
      })}
      {ctx.earlier && (
        <li className="flex items-center gap-2">
          <Swatch colour={EARLIER_COLOUR} opacity={EARLIER_OPACITY} />
          Earlier classes
        </li>
      )}
      {line && (
        <li className="flex items-center gap-2">
          <svg width="28" height="14" aria-hidden>
            <line x1="2" x2="26" y1="7" y2="7" stroke="#0f172a" strokeWidth="4" />
          </svg>
          Least-squares line
        </li>
      )}
      {ring && (
        <li className="flex items-center gap-2">
          <svg width="22" height="22" aria-hidden>
            <circle cx="11" cy="11" r="8" fill="#94a3b8" stroke="#be123c" strokeWidth="3" />
          </svg>
          {ring}
        </li>
      )}
    </ul>
  );
}

function Swatch({ colour, opacity = 0.85 }: { colour: string; opacity?: number }) {
  return (
    <svg width="18" height="18" aria-hidden>
      <circle cx="9" cy="9" r="8" fill={colour} fillOpacity={opacity} />
    </svg>
  );
}
