import fc from 'fast-check';
import type { DebriefData, DebriefPair, DebriefStudent } from '../contracts/debrief';
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
  otherWalkAway: null,
  plannedFirstOffer: null,
  scores: null,
  ...s,
});

export function pair(table: number, p: Partial<DebriefPair> = {}): DebriefPair {
  return {
    classId: 1,
    round: 1,
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
    otherWalkAway: fc.option(millions(lo, hi), { nil: null }),
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

/**
 * Debrief data of the casting case for the debrief views' tests and the benchmark: `n` pairs made by a fixed rule
 * (no randomness), half opened by each side, a first offer that pulls the deal, plans (with estimates of the
 * other side's walk-away), surveys and terms. Every seventh pair did not agree. Range: the agent's walk-away
 * 50 million, the studio's ceiling 200.
 */
const CASTING_TERMS = ['schedule', 'billing', 'promotion', 'styling'];

export function castingPairs(n: number, classId = 1): DebriefPair[] {
  return Array.from({ length: n }, (_, i) => {
    const table = i + 1;
    const agentOpens = i % 2 === 0;
    const spread = (i * 37) % 60; // 0..59, in millions
    const first = agentOpens ? 150 + spread : 40 + spread / 2;
    const amount = Math.round(60 + 0.4 * first + ((i * 13) % 25));
    const noAgreement = i % 7 === 6;
    return pair(table, {
      classId,
      noAgreement,
      amount: noAgreement ? null : amount * MILLION,
      firstOffer: { role: agentOpens ? 'agent' : 'studio', amount: first * MILLION },
      contingentAmount: !noAgreement && i % 3 === 0 ? 20 * MILLION : null,
      grantedTerms: noAgreement ? [] : CASTING_TERMS.filter((_, k) => (i + k) % 3 !== 0),
      students: [
        student('agent', {
          target: (120 + spread) * MILLION,
          walkAway: (40 + (i % 4) * 10) * MILLION,
          // the studio's ceiling is 200: estimates of 150, 175, 200, 225, 250 read low, low, right, high, high
          otherWalkAway: (150 + (i % 5) * 25) * MILLION,
          plannedFirstOffer: (150 + spread) * MILLION,
          scores: scores(2 + ((i * 5) % 50) / 10),
        }),
        student('studio', {
          target: (60 + spread / 3) * MILLION,
          walkAway: (150 + (i % 3) * 25) * MILLION,
          // the agent's floor is 50: every sixth left it empty; 30, 40, 50, 60 read low, low, right, high
          otherWalkAway: i % 6 === 5 ? null : (30 + (i % 4) * 10) * MILLION,
          plannedFirstOffer: (50 + spread / 2) * MILLION,
          scores: i % 5 === 4 ? null : scores(1.5 + ((i * 7) % 55) / 10),
        }),
      ],
    });
  });
}

export function debriefData(n: number, extra: Partial<DebriefData> = {}): DebriefData {
  return {
    classId: 1,
    round: 1,
    rounds: [1],
    pairs: castingPairs(n),
    earlier: [],
    unconfirmed: [],
    released: false,
    ...extra,
  };
}
