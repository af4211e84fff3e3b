import { describe, expect, it } from 'vitest';
import { pair, scores, student } from '../testing/debrief-pairs';
import { roundOne, roundTwo } from '../testing/debrief-rounds';
import { debriefCase } from '../case-figures';
import { compareRounds } from './rounds';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');

// the class of shared/testing/debrief-rounds.ts: its figures are worked out there
describe('compareRounds: a class that played twice', () => {
  const cmp = compareRounds(casting, [...roundOne, ...roundTwo]);

  it('sums up each round: pairs, deals, median first offer by role and agreement, joint value, how it felt', () => {
    expect(cmp.rounds).toEqual([
      {
        round: 1,
        pairs: 3,
        agreements: 2,
        noDeals: 1,
        // the agents' 180 and 200 (the no-deal pair's opening counts too); the studio's 60
        medianFirstOffer: { agent: 190 * M, studio: 60 * M },
        medianAmount: 95 * M, // 80 and 110
        meanJointValue: 12.5, // 25 and 0; the no deal has none
        meanFelt: 4, // 5, 4, 3, 6, 2: student 6 answered no survey
      },
      {
        round: 2,
        pairs: 3,
        agreements: 3,
        noDeals: 0,
        medianFirstOffer: { agent: 190 * M, studio: 70 * M },
        medianAmount: 125 * M, // 95, 125, 140
        meanJointValue: expect.closeTo(88 / 3, 9), // 53, 20 + 30 x 0.5 = 35, 0
        meanFelt: 5.2, // 6, 4, 5, 7, 4: student 1 left the overall score empty
      },
    ]);
  });

  it('compares each student who played both rounds with themselves, later minus earlier', () => {
    // students 5 (round 1 only) and 7 (round 2 only) have nobody to be compared with
    expect(cmp.changes).toEqual([
      // agent at 0.4, then studio at 0.7; the pair's value 25 then 0; no overall score in round 2
      { student: 1, from: 1, to: 2, share: expect.closeTo(0.3, 12), jointValue: -25, felt: null },
      { student: 2, from: 1, to: 2, share: expect.closeTo(0, 12), jointValue: 28, felt: 2 },
      { student: 3, from: 1, to: 2, share: expect.closeTo(0.2, 12), jointValue: 53, felt: 1 },
      { student: 4, from: 1, to: 2, share: expect.closeTo(-0.3, 12), jointValue: 35, felt: -1 },
      // no deal in round 1 and no survey: nothing to measure a change on
      { student: 6, from: 1, to: 2, share: null, jointValue: null, felt: null },
    ]);
  });

  it('means each change over the students who have it, and counts them', () => {
    expect(cmp.sameStudents).toEqual({
      count: 5,
      share: { mean: expect.closeTo(0.05, 12), n: 4 }, // (0.3 + 0 + 0.2 - 0.3) / 4
      jointValue: { mean: 22.75, n: 4 }, // (-25 + 28 + 53 + 35) / 4
      felt: { mean: expect.closeTo(2 / 3, 12), n: 3 }, // (2 + 1 - 1) / 3
    });
  });

  it('does not depend on the order the pairs come in', () => {
    expect(compareRounds(casting, [...roundTwo, ...roundOne].reverse())).toEqual(cmp);
  });
});

describe('compareRounds: edges', () => {
  it('has nobody to compare without student numbers (a student debrief never carries them)', () => {
    const anonymous = [...roundOne, ...roundTwo].map((p) => ({
      ...p,
      students: p.students.map(({ student: _, ...s }) => s),
    }));
    const cmp = compareRounds(casting, anonymous);
    expect(cmp.rounds.map((r) => r.pairs)).toEqual([3, 3]);
    expect(cmp.changes).toEqual([]);
    expect(cmp.sameStudents).toEqual({
      count: 0,
      share: { mean: null, n: 0 },
      jointValue: { mean: null, n: 0 },
      felt: { mean: null, n: 0 },
    });
  });

  it('sums up a round of no deals and no surveys with counts and no figures', () => {
    const cmp = compareRounds(casting, [
      pair(1, { round: 2, noAgreement: true, students: [student('agent', { student: 1 })] }),
      pair(2, { round: 2, noAgreement: true }),
    ]);
    expect(cmp.rounds).toEqual([
      {
        round: 2,
        pairs: 2,
        agreements: 0,
        noDeals: 2,
        medianFirstOffer: { agent: null, studio: null },
        medianAmount: null,
        meanJointValue: null,
        meanFelt: null,
      },
    ]);
  });

  it('lists a published round that has no final agreement yet, empty, beside the others', () => {
    const cmp = compareRounds(casting, roundOne, [1, 2]);
    expect(cmp.rounds.map((r) => [r.round, r.pairs, r.agreements, r.medianAmount])).toEqual([
      [1, 3, 2, 95 * M],
      [2, 0, 0, null],
    ]);
    expect(cmp.sameStudents.count).toBe(0);
  });

  it('compares a student who skipped a round with the next round they played', () => {
    const third = pair(1, {
      round: 3,
      amount: 125 * M,
      students: [student('studio', { student: 5, scores: scores(6) })],
    });
    const cmp = compareRounds(casting, [...roundOne, ...roundTwo, third]);
    expect(cmp.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    // student 5: the agent of round 1's no deal, then the studio at 125M (0.5) in round 3
    expect(cmp.changes.filter((x) => x.student === 5)).toEqual([
      { student: 5, from: 1, to: 3, share: null, jointValue: null, felt: 4 },
    ]);
    expect(cmp.sameStudents.count).toBe(6);
  });
});
