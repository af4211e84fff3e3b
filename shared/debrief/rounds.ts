import type { DebriefPair } from '../contracts/debrief';
import type { DebriefCase } from './case';
import { bestTradeable, pairValue } from './joint-value';
import { agreedAmount, pairShare } from './share';
import { mean, median } from './stats';

/**
 * Round 1 against round 2 (and any later round) of a case in one class: what changed when the class played
 * it again. By round: how many pairs agreed, the median first offer and agreement, the mean joint value
 * and how it felt. For the same students: each student in two rounds is compared with themselves, so a
 * change is not a different mix of students.
 */
export interface RoundSummary {
  round: number;
  /** Final agreements (no-deals included). */
  pairs: number;
  agreements: number;
  noDeals: number;
  /** The median first offer by the role that made it (role slug -> won), over pairs that recorded one. */
  medianFirstOffer: Record<string, number | null>;
  medianAmount: number | null;
  /** The mean of the pairs' joint value (points), over pairs with an agreed amount. */
  meanJointValue: number | null;
  /** The mean of the students' overall subjective value (1-7), over those who answered. */
  meanFelt: number | null;
}

/** One student's change from one round to the next they played (later minus earlier). */
export interface StudentChange {
  student: number;
  from: number;
  to: number;
  /** Their side's share of the bargaining range (0..1): null where either round had no agreed amount. */
  share: number | null;
  /** Their pair's joint value (points). */
  jointValue: number | null;
  /** Their overall subjective value (1-7). */
  felt: number | null;
}

export interface RoundComparison {
  rounds: RoundSummary[];
  /** Every student who played two rounds, compared round by round in order, by student then round. */
  changes: StudentChange[];
  /** The means of the changes, each over the students who have it, with how many those are. */
  sameStudents: {
    count: number;
    share: { mean: number | null; n: number };
    jointValue: { mean: number | null; n: number };
    felt: { mean: number | null; n: number };
  };
}

const numbers = (xs: ReadonlyArray<number | null>): number[] => xs.filter((x): x is number => x !== null);

function summary(c: DebriefCase, round: number, pairs: readonly DebriefPair[]): RoundSummary {
  const best = bestTradeable(c);
  const firstOffers = (role: string) =>
    pairs.flatMap((p) => (p.firstOffer?.role === role ? [p.firstOffer.amount] : []));
  return {
    round,
    pairs: pairs.length,
    agreements: pairs.filter((p) => !p.noAgreement).length,
    noDeals: pairs.filter((p) => p.noAgreement).length,
    medianFirstOffer: Object.fromEntries(c.roles.map((r) => [r, median(firstOffers(r))])),
    medianAmount: median(numbers(pairs.map(agreedAmount))),
    meanJointValue: mean(numbers(pairs.map((p) => pairValue(c, p, best)?.joint ?? null))),
    meanFelt: mean(numbers(pairs.flatMap((p) => p.students.map((s) => s.scores?.global ?? null)))),
  };
}

/** What one student had in one round. */
interface Played {
  round: number;
  share: number | null;
  jointValue: number | null;
  felt: number | null;
}

const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);

/**
 * The comparison of every round in `pairs` (each pair carries its round) and of every round in `published`
 * (the class's published rounds): a round just started, with no final agreement yet, is there with its
 * counts at 0, rather than missing beside the others.
 */
export function compareRounds(
  c: DebriefCase,
  pairs: readonly DebriefPair[],
  published: readonly number[] = [],
): RoundComparison {
  const best = bestTradeable(c);
  const rounds = [...new Set([...published, ...pairs.map((p) => p.round)])].sort((a, b) => a - b);
  const byStudent = new Map<number, Played[]>();
  for (const p of pairs) {
    const jointValue = pairValue(c, p, best)?.joint ?? null;
    for (const s of p.students) {
      if (s.student === undefined) continue;
      const played: Played = {
        round: p.round,
        share: pairShare(c, p, s.role),
        jointValue,
        felt: s.scores?.global ?? null,
      };
      byStudent.set(s.student, [...(byStudent.get(s.student) ?? []), played]);
    }
  }
  const changes: StudentChange[] = [];
  for (const [student, played] of byStudent) {
    const inOrder = [...played].sort((a, b) => a.round - b.round);
    for (let i = 1; i < inOrder.length; i++) {
      const [a, b] = [inOrder[i - 1]!, inOrder[i]!];
      changes.push({
        student,
        from: a.round,
        to: b.round,
        share: difference(a.share, b.share),
        jointValue: difference(a.jointValue, b.jointValue),
        felt: difference(a.felt, b.felt),
      });
    }
  }
  // in the same order whatever order the pairs came in
  changes.sort((x, y) => x.student - y.student || x.from - y.from);
  const meanOf = (pick: (x: StudentChange) => number | null) => {
    const xs = numbers(changes.map(pick));
    return { mean: mean(xs), n: xs.length };
  };
  return {
    rounds: rounds.map((r) =>
      summary(
        c,
        r,
        pairs.filter((p) => p.round === r),
      ),
    ),
    changes,
    sameStudents: {
      count: new Set(changes.map((x) => x.student)).size,
      share: meanOf((x) => x.share),
      jointValue: meanOf((x) => x.jointValue),
      felt: meanOf((x) => x.felt),
    },
  };
}
