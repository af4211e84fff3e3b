import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pair, pairsArb, scores, student } from '../testing/debrief-pairs';
import { debriefCase } from '../case-figures';
import { dimensionMeans, FELT_THRESHOLDS, howItFelt, quadrantOf } from './feelings';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');

describe('how it felt: worked examples', () => {
  it('places the thresholds at the middles of the two scales, an even split and a neutral 4 counting up', () => {
    expect(FELT_THRESHOLDS).toEqual({ share: 0.5, score: 4 });
    expect(quadrantOf(0.5, 4)).toBe('wonFeltGood');
    expect(quadrantOf(0.8, 3.9)).toBe('wonFeltBad');
    expect(quadrantOf(0.49, 6)).toBe('lostFeltGood');
    expect(quadrantOf(0, 1)).toBe('lostFeltBad');
  });

  it("puts each side of a pair in its quadrant from its share of the range and its survey's global score", () => {
    // 80 million on 50..200: agent share 0.2, studio 0.8
    const pairs = [
      pair(1, {
        amount: 80 * M,
        students: [student('agent', { scores: scores(5) }), student('studio', { scores: scores(3.5) })],
      }),
      pair(2, { noAgreement: true, students: [student('agent', { scores: scores(2) })] }),
      pair(3, { amount: 125 * M, students: [student('agent', { scores: null })] }),
    ];
    const felt = howItFelt(casting, pairs);
    expect(felt.points.map((p) => [p.table, p.role, p.share, p.score, p.quadrant])).toEqual([
      [1, 'agent', expect.closeTo(0.2, 12), 5, 'lostFeltGood'],
      [1, 'studio', expect.closeTo(0.8, 12), 3.5, 'wonFeltBad'],
    ]);
    expect(felt.byPair.map((p) => p.table)).toEqual([1]);
    expect(felt.counts).toEqual({ wonFeltGood: 0, wonFeltBad: 1, lostFeltGood: 1, lostFeltBad: 0 });
  });

  it('means each dimension per role over those who answered it', () => {
    // agents' outcome: 5 and 3 (the third skipped it) -> 4 over 2; relationship 6, 6, 3 -> 5 over 3
    const pairs = [
      pair(1, { students: [student('agent', { scores: scores(5, { outcome: 5, relationship: 6 }) })] }),
      pair(2, { students: [student('agent', { scores: scores(4, { outcome: 3, relationship: 6 }) })] }),
      pair(3, { students: [student('agent', { scores: scores(3, { outcome: null, relationship: 3 }) })] }),
      pair(4, { students: [student('agent', { scores: scores(null) }), student('studio', {})] }),
    ];
    const means = dimensionMeans(casting.roles, pairs);
    expect(means.agent!.n).toBe(3);
    expect(means.agent!.dimensions.outcome).toEqual({ mean: 4, n: 2 });
    expect(means.agent!.dimensions.relationship).toEqual({ mean: 5, n: 3 });
    // global (5 + 4 + 3)/3 = 4
    expect(means.agent!.global).toEqual({ mean: 4, n: 3 });
    expect(means.studio).toMatchObject({ n: 0, global: { mean: null, n: 0 } });
  });
});

describe('how it felt: properties', () => {
  const pairs = pairsArb(casting.roles, [], 30, 300);
  const withShuffle = pairs.chain((ps) =>
    fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length })),
  );

  it('does not depend on the order of the pairs', () => {
    fc.assert(
      fc.property(withShuffle, ([ps, qs]) => {
        expect(howItFelt(casting, qs).counts).toEqual(howItFelt(casting, ps).counts);
        const a = dimensionMeans(casting.roles, ps);
        const b = dimensionMeans(casting.roles, qs);
        for (const role of casting.roles) {
          expect(b[role]!.global.n).toBe(a[role]!.global.n);
          expect(b[role]!.global.mean ?? 0).toBeCloseTo(a[role]!.global.mean ?? 0, 12);
        }
      }),
    );
  });

  it("adding a studio that felt better than the studios' mean raises it", () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const before = dimensionMeans(casting.roles, ps).studio!.global.mean;
        fc.pre(before !== null && before < 7);
        const extra = pair(999, { students: [student('studio', { scores: scores(7) })] });
        expect(dimensionMeans(casting.roles, [...ps, extra]).studio!.global.mean!).toBeGreaterThan(before);
      }),
    );
  });
});
