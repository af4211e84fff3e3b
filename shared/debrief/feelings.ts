import type { DebriefPair } from '../contracts/debrief';
import { SCALE_MAX, SCALE_MIN, SURVEY_DIMENSIONS, type SurveyDimension } from '../survey';
import type { DebriefCase } from './case';
import { pairShare } from './share';
import { mean } from './stats';

/**
 * How it felt: each student's economic outcome (their side's share of the range) against their survey's
 * overall subjective value, placed in one of four quadrants, and the class's mean per factor and role.
 *
 * The thresholds are the middles of the two scales, fixed in advance rather than the class's medians, so a
 * quadrant means the same in every class: a student "won" with at least half of the range (an even split
 * is not a loss), and "felt good" with an overall score of at least 4, the middle every question labels
 * ("moderately", "unchanged", "neither favourable nor unfavourable"; questions asked the other way round
 * are already reversed, so higher is always better).
 */
export const FELT_THRESHOLDS = { share: 0.5, score: (SCALE_MIN + SCALE_MAX) / 2 } as const;

export const QUADRANTS = ['wonFeltGood', 'wonFeltBad', 'lostFeltGood', 'lostFeltBad'] as const;
export type Quadrant = (typeof QUADRANTS)[number];

export const quadrantLabels: Record<Quadrant, { en: string; ko: string }> = {
  wonFeltGood: { en: 'Won and felt good', ko: '많이 얻었고 만족스러웠다' },
  wonFeltBad: { en: 'Won but felt sour', ko: '많이 얻었지만 씁쓸했다' },
  lostFeltGood: { en: 'Gave ground but felt good', ko: '양보했지만 만족스러웠다' },
  lostFeltBad: { en: 'Gave ground and felt bad', ko: '양보했고 아쉬움이 남았다' },
};

export function quadrantOf(share: number, score: number): Quadrant {
  const won = share >= FELT_THRESHOLDS.share;
  const good = score >= FELT_THRESHOLDS.score;
  return won ? (good ? 'wonFeltGood' : 'wonFeltBad') : good ? 'lostFeltGood' : 'lostFeltBad';
}

export interface FeltPoint {
  classId: number;
  table: number;
  role: string;
  /** The student's side's share of the range, 0..1. */
  share: number;
  /** The survey's global score, 1..7. */
  score: number;
  quadrant: Quadrant;
}

export interface HowItFelt {
  /** Students with an agreed amount on a range and a global score. */
  points: FeltPoint[];
  /** The same points by pair (table), in the pairs' order: a pair's two sides side by side. */
  byPair: Array<{ classId: number; table: number; points: FeltPoint[] }>;
  counts: Record<Quadrant, number>;
}

export function howItFelt(c: DebriefCase, pairs: readonly DebriefPair[]): HowItFelt {
  const byPair = pairs.map((p) => ({
    classId: p.classId,
    table: p.table,
    points: p.students.flatMap((s): FeltPoint[] => {
      const share = pairShare(c, p, s.role);
      const score = s.scores?.global ?? null;
      if (share === null || score === null) return [];
      return [
        {
          classId: p.classId,
          table: p.table,
          role: s.role,
          share,
          score,
          quadrant: quadrantOf(share, score),
        },
      ];
    }),
  }));
  const points = byPair.flatMap((p) => p.points);
  const counts = Object.fromEntries(QUADRANTS.map((q) => [q, 0])) as Record<Quadrant, number>;
  for (const p of points) counts[p.quadrant]++;
  return { points, byPair: byPair.filter((p) => p.points.length > 0), counts };
}

export interface RoleScores {
  /** Students of the role who answered anything. */
  n: number;
  /** Each dimension's class mean and how many answered it. */
  dimensions: Record<SurveyDimension, { mean: number | null; n: number }>;
  global: { mean: number | null; n: number };
}

/** Each dimension's class mean per role, over the students who answered it (skipped ones are left out). */
export function dimensionMeans(
  roles: readonly string[],
  pairs: readonly DebriefPair[],
): Record<string, RoleScores> {
  const out: Record<string, RoleScores> = {};
  for (const role of roles) {
    const scores = pairs.flatMap((p) =>
      p.students.filter((s) => s.role === role && s.scores && s.scores.answered > 0).map((s) => s.scores!),
    );
    const of = (xs: Array<number | null>) => {
      const given = xs.filter((x): x is number => x !== null);
      return { mean: mean(given), n: given.length };
    };
    out[role] = {
      n: scores.length,
      dimensions: Object.fromEntries(
        SURVEY_DIMENSIONS.map((d) => [d, of(scores.map((s) => s.dimensions[d]))]),
      ) as RoleScores['dimensions'],
      global: of(scores.map((s) => s.global)),
    };
  }
  return out;
}
