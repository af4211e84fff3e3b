import type { DebriefPair } from '../contracts/debrief';
import { direction, otherRole, type DebriefCase } from './case';
import { agreedAmount } from './share';
import { fitLine, median, type LineFit } from './stats';

/**
 * Plans against outcomes, per student: the target they set against the amount their pair agreed, the
 * walk-away they wrote against the case's real one, and their estimate of the other side's walk-away against
 * that side's real one. The gaps of their own plan are signed in the student's own favour (for the side that
 * wants the amount high, more is better; for the other, less), so positive is always "better for them" or
 * "stricter than needed"; an estimate of the other side is simply low or high.
 */

/** A stated walk-away within this fraction of the real one counts as read right (typing rounds). */
export const WALK_AWAY_TOLERANCE = 0.01;

/** How a student read their own limit: right, stricter than it is (would walk away from deals that beat their
 * alternative), or looser (would accept deals worse than their alternative). */
export type WalkAwayReading = 'right' | 'stricter' | 'looser';

/** How a student read the other side's limit: right (within WALK_AWAY_TOLERANCE), too low or too high. */
export type EstimateReading = 'right' | 'low' | 'high';

/** A student's estimate of the other side's walk-away against the real one. */
export interface OtherWalkAwayEstimate {
  /** What the student wrote in their plan. */
  estimate: number;
  /** The other side's real walk-away, from the case. */
  real: number;
  /** estimate - real: negative when the estimate was low. */
  gap: number;
  reading: EstimateReading;
}

/** The estimate against the other side's real walk-away; null when none was written or the case marks none. */
export function estimateOfOther(
  c: DebriefCase,
  role: string,
  estimate: number | null,
): OtherWalkAwayEstimate | null {
  if (estimate === null || !c.roles.includes(role)) return null;
  const real = c.walkAway[otherRole(c, role)];
  if (real === undefined) return null;
  const gap = estimate - real;
  const reading: EstimateReading =
    Math.abs(gap) <= Math.abs(real) * WALK_AWAY_TOLERANCE ? 'right' : gap < 0 ? 'low' : 'high';
  return { estimate, real, gap, reading };
}

export interface StudentOutcome {
  classId: number;
  table: number;
  role: string;
  target: number | null;
  statedWalkAway: number | null;
  realWalkAway: number | null;
  /** The pair's agreed amount; null with no agreement. */
  amount: number | null;
  /** amount - target, in the student's favour: positive when the deal beat the target. */
  versusTarget: number | null;
  /** stated - real walk-away, in the student's favour: positive when the stated limit was stricter. */
  walkAwayGap: number | null;
  walkAwayReading: WalkAwayReading | null;
  /** The deal is worse for the student than the case's real walk-away. */
  beyondRealWalkAway: boolean | null;
  /** The deal is worse for the student than the walk-away they wrote in their plan. */
  beyondStatedWalkAway: boolean | null;
  /** Their estimate of the other side's walk-away against the real one; null when they wrote none. */
  estimate: OtherWalkAwayEstimate | null;
}

export interface RolePlans {
  /** Students of the role (in pairs with any final agreement, or none). */
  n: number;
  /** Amount on target (x = target, y = amount) over students with both: did ambitious targets pay? */
  targetFit: LineFit;
  beatTarget: number;
  readings: Record<WalkAwayReading, number>;
  beyondReal: number;
  beyondStated: number;
  /** The role's estimates of the other side's walk-away, by reading, and the median gap (estimate - real). */
  estimates: Record<EstimateReading, number> & { medianGap: number | null };
}

export interface PlansAndOutcomes {
  students: StudentOutcome[];
  byRole: Record<string, RolePlans>;
}

/** One student's plan against the outcome; `dir` is +1 for the side that wants the amount high, -1 else. */
export function studentOutcome(
  c: DebriefCase,
  pair: DebriefPair,
  student: DebriefPair['students'][number],
): StudentOutcome {
  const dir = direction(c, student.role);
  const amount = agreedAmount(pair);
  const real = c.walkAway[student.role] ?? null;
  const stated = student.walkAway;
  const signed = (d: number) => (dir === 0 ? null : d * dir);
  const walkAwayGap = stated !== null && real !== null ? signed(stated - real) : null;
  const reading: WalkAwayReading | null =
    walkAwayGap === null || real === null
      ? null
      : Math.abs(walkAwayGap) <= Math.abs(real) * WALK_AWAY_TOLERANCE
        ? 'right'
        : walkAwayGap > 0
          ? 'stricter'
          : 'looser';
  const beyond = (limit: number | null) => {
    if (amount === null || limit === null || dir === 0) return null;
    return (amount - limit) * dir < 0;
  };
  return {
    classId: pair.classId,
    table: pair.table,
    role: student.role,
    target: student.target,
    statedWalkAway: stated,
    realWalkAway: real,
    amount,
    versusTarget: amount !== null && student.target !== null ? signed(amount - student.target) : null,
    walkAwayGap,
    walkAwayReading: reading,
    beyondRealWalkAway: beyond(real),
    beyondStatedWalkAway: beyond(stated),
    estimate: estimateOfOther(c, student.role, student.otherWalkAway),
  };
}

export function plansAndOutcomes(c: DebriefCase, pairs: readonly DebriefPair[]): PlansAndOutcomes {
  const students = pairs.flatMap((p) => p.students.map((s) => studentOutcome(c, p, s)));
  const byRole: Record<string, RolePlans> = {};
  for (const role of c.roles) {
    const mine = students.filter((s) => s.role === role);
    const readings: Record<WalkAwayReading, number> = { right: 0, stricter: 0, looser: 0 };
    for (const s of mine) if (s.walkAwayReading) readings[s.walkAwayReading]++;
    const estimated = mine.flatMap((s) => (s.estimate ? [s.estimate] : []));
    byRole[role] = {
      n: mine.length,
      targetFit: fitLine(
        mine.flatMap((s) => (s.target !== null && s.amount !== null ? [{ x: s.target, y: s.amount }] : [])),
      ),
      beatTarget: mine.filter((s) => s.versusTarget !== null && s.versusTarget >= 0).length,
      readings,
      beyondReal: mine.filter((s) => s.beyondRealWalkAway === true).length,
      beyondStated: mine.filter((s) => s.beyondStatedWalkAway === true).length,
      estimates: {
        right: estimated.filter((e) => e.reading === 'right').length,
        low: estimated.filter((e) => e.reading === 'low').length,
        high: estimated.filter((e) => e.reading === 'high').length,
        medianGap: median(estimated.map((e) => e.gap)),
      },
    };
  }
  return { students, byRole };
}
