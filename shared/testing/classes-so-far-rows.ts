import type { LangPair } from '../debrief/classes-so-far';
import { pair, scores, student } from './debrief-pairs';

const M = 1_000_000;

/**
 * The rows of "Your classes so far" for classesSoFar's test and the teaching notes' section test: two classes
 * of the casting case (range 50..200 million won, the agent sells; joint points: schedule 25,
 * billing 20, promotion 8, best 53). Class 1 read English and played two rounds; class 2 read Korean, and
 * its table 3 seated one student of each language.
 *
 *            class round  first offer   deal    agent share  terms (joint)   felt agent / studio
 *   P1          1    1    agent 200     140     0.6          the three (53)  6 / 3
 *   P2          1    1    agent 180     120     0.4667       -               -
 *   P3          1    1    studio 60      80     0.2          -               5 / 2
 *   P4          1    1    agent 250     no deal -            -               2 / -
 *   P5          1    2    studio 70      90     0.2667       billing (20)    -
 *   P6          1    2    agent 160     110     0.4          -               -
 *   P7          2    1    agent 220     150     0.6667       schedule (25)   4 / 4
 *   P8          2    1    studio 80     100     0.3333       -               -
 *   P9          2    1    -             no deal -            -               -
 *   P10 (mixed) 2    1    agent 190     130     0.5333       -               -
 *
 * Plans: P1 agent target 150, walk-away 50 (right), estimate 200 (right); P1 studio target 100, walk-away
 * 180 (stricter), estimate 70 (high by 20); P2 agent target 100, walk-away 60 (stricter), estimate 150 (low
 * by 50); P3 studio target 90, walk-away 220 (looser), estimate 50 (right).
 */
const plan = (target: number, walkAway: number, otherWalkAway: number) => ({
  target: target * M,
  walkAway: walkAway * M,
  otherWalkAway: otherWalkAway * M,
});
export const deal = (
  table: number,
  classId: number,
  round: number,
  opener: 'agent' | 'studio' | null,
  first: number,
  amount: number | null,
  extra: Partial<Parameters<typeof pair>[1]> = {},
) =>
  pair(table, {
    classId,
    round,
    noAgreement: amount === null,
    amount: amount === null ? null : amount * M,
    firstOffer: opener ? { role: opener, amount: first * M } : null,
    students: [student('agent'), student('studio')],
    ...extra,
  });

export const P = {
  p1: deal(1, 1, 1, 'agent', 200, 140, {
    grantedTerms: ['schedule', 'billing', 'promotion'],
    students: [
      student('agent', { ...plan(150, 50, 200), scores: scores(6) }),
      student('studio', { ...plan(100, 180, 70), scores: scores(3) }),
    ],
  }),
  p2: deal(2, 1, 1, 'agent', 180, 120, {
    students: [student('agent', plan(100, 60, 150)), student('studio')],
  }),
  p3: deal(3, 1, 1, 'studio', 60, 80, {
    students: [
      student('agent', { scores: scores(5) }),
      student('studio', { ...plan(90, 220, 50), scores: scores(2) }),
    ],
  }),
  p4: deal(4, 1, 1, 'agent', 250, null, {
    students: [student('agent', { scores: scores(2) }), student('studio')],
  }),
  p5: deal(1, 1, 2, 'studio', 70, 90, { grantedTerms: ['billing'] }),
  p6: deal(2, 1, 2, 'agent', 160, 110),
  p7: deal(1, 2, 1, 'agent', 220, 150, {
    grantedTerms: ['schedule'],
    students: [student('agent', { scores: scores(4) }), student('studio', { scores: scores(4) })],
  }),
  p8: deal(2, 2, 1, 'studio', 80, 100),
  p9: deal(3, 2, 1, null, 0, null),
  p10: deal(4, 2, 1, 'agent', 190, 130),
};
export const rows: LangPair[] = [
  ...[P.p1, P.p2, P.p3, P.p4, P.p5, P.p6].map((p) => ({ pair: p, lang: 'en' as const })),
  ...[P.p7, P.p8, P.p9].map((p) => ({ pair: p, lang: 'ko' as const })),
  { pair: P.p10, lang: null },
];
