import { CLASS_SCORES_MIN, type DebriefStudent, type MyDebrief } from '@shared/contracts/debrief';
import type { DebriefCase } from '@shared/debrief/case';
import { ownMeasures } from '@shared/debrief/own-measures';
import type { ClassDebrief } from './assemble';

/** Someone else at the table, by role only: their plan and survey are theirs and the instructor's. */
const byRoleOnly = (role: string): DebriefStudent => ({
  role,
  target: null,
  walkAway: null,
  otherWalkAway: null,
  plannedFirstOffer: null,
  scores: null,
});

/**
 * A student's own debrief from their class's (pure): their own pair, and of the class only what names no
 * table and no student. The class's deals are sorted by amount, so their order says nothing about tables.
 * Their deal and plan are measured on the case `c` here: the answer carries the measures, never the case's
 * figures.
 */
export function ownDebrief(
  cls: ClassDebrief,
  seat: { id: number; role: string; table: number; round: number },
  rounds: number[],
  me: DebriefStudent,
  takeaway: MyDebrief['takeaway'],
  c: DebriefCase,
): MyDebrief {
  const own = cls.pairs.find((p) => p.pair.table === seat.table);
  const pair = own
    ? {
        ...own.pair,
        students: own.pair.students.map((s, i) => (own.seatIds[i] === seat.id ? me : byRoleOnly(s.role))),
      }
    : null;
  const classDeals = cls.pairs
    .map(({ pair: p }) => ({ noAgreement: p.noAgreement, amount: p.amount, firstOffer: p.firstOffer }))
    .sort((a, b) => byAmount(a.amount, b.amount));
  const scored = cls.pairs.flatMap(({ pair: p }) =>
    p.students.flatMap((s) =>
      s.scores && s.scores.answered > 0 ? [{ role: s.role, scores: s.scores }] : [],
    ),
  );
  return {
    round: seat.round,
    rounds,
    role: seat.role,
    table: seat.table,
    pair,
    me,
    classDeals,
    classScores: scored.length >= CLASS_SCORES_MIN ? inNoTableOrder(scored) : [],
    takeaway,
    measures: ownMeasures(c, { role: seat.role, pair, me }),
  };
}

/** Amounts ascending, none (no agreement) last. */
const byAmount = (a: number | null, b: number | null) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;

/** Scores by role, then by global score: the list's order says nothing about tables. */
function inNoTableOrder<T extends { role: string; scores: { global: number | null } }>(xs: T[]): T[] {
  return [...xs].sort((a, b) => a.role.localeCompare(b.role) || byAmount(a.scores.global, b.scores.global));
}
