import fc from 'fast-check';
import type { DebriefPair, DebriefStudent } from '../contracts/debrief';
import { SURVEY_DIMENSIONS, type SurveyScores } from '../survey';

/**
 * Debrief pairs for tests: a hand-made one (`pair`) and fast-check arbitraries over a case's two roles. The
 * client's view tests and the benchmark build their fixtures from these too.
 */

export const scores = (
  global: number | null,
  dims: Partial<SurveyScores['dimensions']> = {},
): SurveyScores => ({
  dimensions: {
    outcome: global,
    self: global,
    process: global,
    relationship: global,
    ...dims,
  },
  global,
  answered: global === null ? 0 : 12,
});

export const student = (role: string, s: Partial<Omit<DebriefStudent, 'role'>> = {}): DebriefStudent => ({
  role,
  target: null,
  walkAway: null,
  plannedFirstOffer: null,
  scores: null,
  ...s,
});

export function pair(table: number, p: Partial<DebriefPair> = {}): DebriefPair {
  return {
    classId: 1,
    table,
    noAgreement: false,
    amount: null,
    firstOffer: null,
    contingentAmount: null,
    grantedTerms: [],
    students: [],
    ...p,
  };
}

const MILLION = 1_000_000;
const millions = (min: number, max: number) => fc.integer({ min, max }).map((m) => m * MILLION);
const score = fc.option(
  fc.integer({ min: 4, max: 28 }).map((q) => q / 4),
  { nil: null },
);

const studentArb = (role: string, lo: number, hi: number) =>
  fc.record({
    role: fc.constant(role),
    target: fc.option(millions(lo, hi), { nil: null }),
    walkAway: fc.option(millions(lo, hi), { nil: null }),
    plannedFirstOffer: fc.option(millions(lo, hi), { nil: null }),
    scores: fc.option(
      fc
        .record({ global: score, d: fc.array(score, { minLength: 4, maxLength: 4 }) })
        .map(({ global, d }) =>
          scores(global, Object.fromEntries(SURVEY_DIMENSIONS.map((k, i) => [k, d[i]!]))),
        ),
      { nil: null },
    ),
  });

/**
 * A pair of a case with roles `roles` and amounts between `lo` and `hi` million won; tables are set by
 * `pairsArb` so that they are unique.
 */
export const pairArb = (roles: readonly [string, string], terms: readonly string[], lo: number, hi: number) =>
  fc
    .record({
      noAgreement: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      amount: millions(lo, hi),
      opener: fc.option(fc.constantFrom(...roles), { nil: null }),
      firstOffer: millions(lo, hi),
      contingentAmount: fc.option(millions(1, 50), { nil: null }),
      grantedTerms: fc.subarray([...terms]),
      students: fc.tuple(studentArb(roles[0], lo, hi), studentArb(roles[1], lo, hi)),
    })
    .map((r): DebriefPair =>
      pair(0, {
        noAgreement: r.noAgreement,
        amount: r.noAgreement ? null : r.amount,
        firstOffer: r.opener ? { role: r.opener, amount: r.firstOffer } : null,
        contingentAmount: r.noAgreement ? null : r.contingentAmount,
        grantedTerms: r.noAgreement ? [] : r.grantedTerms,
        students: [...r.students],
      }),
    );

export const pairsArb = (
  roles: readonly [string, string],
  terms: readonly string[],
  lo: number,
  hi: number,
  maxLength = 40,
) =>
  fc
    .array(pairArb(roles, terms, lo, hi), { maxLength })
    .map((ps) => ps.map((p, i) => ({ ...p, table: i + 1 })));
