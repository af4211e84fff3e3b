import { agreedAmount } from '@shared/debrief/share';
import { median } from '@shared/debrief/stats';
import type { ViewContext } from './debrief-view-context';
import { capital, formatWonShort, plural } from './debrief-view-words';

/** View 1: the plans on the bargaining range, and the tables on request. */

export interface RangeMarks {
  rows: Array<{ role: string; label: string; targets: number[]; walkAways: number[] }>;
  tables: Array<{ table: number; amount: number }>;
  sentences: string[];
}

export function rangeMarks(ctx: ViewContext): RangeMarks {
  const { c, names } = ctx;
  const rows = c.roles.map((role) => {
    const students = ctx.pairs.flatMap((p) => p.students.filter((s) => s.role === role));
    return {
      role,
      label: `${capital(names[role]?.short ?? role)}s' plans`,
      targets: students.flatMap((s) => (s.target === null ? [] : [s.target])),
      walkAways: students.flatMap((s) => (s.walkAway === null ? [] : [s.walkAway])),
    };
  });
  const sentences = rows.flatMap((r) =>
    r.targets.length + r.walkAways.length === 0
      ? []
      : [
          `${capital(names[r.role]?.short ?? r.role)}s' plans: median target ${fmt(median(r.targets))}, median walk-away ${fmt(median(r.walkAways))} (${plural(Math.max(r.targets.length, r.walkAways.length), 'plan')}).`,
        ],
  );
  return {
    rows,
    tables: ctx.pairs.flatMap((p) => {
      const amount = agreedAmount(p);
      return amount === null ? [] : [{ table: p.table, amount }];
    }),
    sentences,
  };
}

const fmt = (v: number | null) => (v === null ? '-' : formatWonShort(v));
