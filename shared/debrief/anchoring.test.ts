import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pair, pairsArb } from '../testing/debrief-pairs';
import { firstOfferPull } from './anchoring';
import { debriefCase } from '../case-figures';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');
const opened = (table: number, role: string, first: number, amount: number) =>
  pair(table, { firstOffer: { role, amount: first * M }, amount: amount * M });

describe('firstOfferPull: worked example', () => {
  // Casting range 50..200 million (150 wide). Agent's share = (amount - 50)/150.
  // tables 1-3: the agent opened; 4-6: the studio opened; 7: no first offer; 8: no agreement.
  const pairs = [
    opened(1, 'agent', 160, 110), // agent share 60/150 = 0.4
    opened(2, 'agent', 140, 95), // 45/150 = 0.3
    opened(3, 'agent', 120, 125), // 75/150 = 0.5
    opened(4, 'studio', 60, 70), // studio share 1 - 20/150 = 130/150 = 0.8666667
    opened(5, 'studio', 80, 80), // 1 - 30/150 = 0.8
    opened(6, 'studio', 100, 85), // 1 - 35/150 = 0.7666667
    pair(7, { amount: 90 * M }),
    pair(8, { noAgreement: true, firstOffer: { role: 'agent', amount: 200 * M } }),
  ];
  const pull = firstOfferPull(casting, pairs);

  it('plots the six pairs with a first offer and a deal, and fits the line (the stats test example)', () => {
    expect(pull.points.map((p) => p.table)).toEqual([1, 2, 3, 4, 5, 6]);
    // x = 160,140,120,60,80,100 (mean 110), y = 110,95,125,70,80,85 (mean 94.1667)
    // dx = 50,30,10,-50,-30,-10: Sxx = 7000
    // dy = 15.8333,0.8333,30.8333,-24.1667,-14.1667,-9.1667
    // Sxy = 791.667+25+308.333+1208.333+425+91.667 = 2850 -> slope = 2850/7000 = 0.4071429
    expect(pull.fit.n).toBe(6);
    expect(pull.fit.line!.slope).toBeCloseTo(0.4071429, 6);
    // intercept = 94.1667 - 0.4071429*110 = 49.3810 million
    expect(pull.fit.line!.intercept / M).toBeCloseTo(49.381, 3);
  });

  it("compares the openers' mean share with the other sides'", () => {
    // openers: 0.4, 0.3, 0.5, 0.8667, 0.8, 0.7667 -> mean 3.6333/6 = 0.605556
    expect(pull.opened.mean).toBeCloseTo(0.605556, 5);
    expect(pull.opened.n).toBe(6);
    expect(pull.notOpened.mean).toBeCloseTo(1 - 0.605556, 5);
    // by role: the agent won 0.4 mean when opening (0.4,0.3,0.5), and 0.1889 when the studio opened
    // (1 - 0.8667, 1 - 0.8, 1 - 0.7667 = 0.1333, 0.2, 0.2333 -> 0.5667/3 = 0.18889);
    // the studio won (0.8667+0.8+0.7667)/3 = 0.81111 opening, and (0.6+0.7+0.5)/3 = 0.6 when not
    expect(pull.byRole.agent!.opened.mean).toBeCloseTo(0.4, 9);
    expect(pull.byRole.agent!.notOpened.mean).toBeCloseTo(0.188889, 5);
    expect(pull.byRole.studio!.opened.mean).toBeCloseTo(0.811111, 5);
    expect(pull.byRole.studio!.notOpened).toEqual({ mean: expect.closeTo(0.6, 9), n: 3 });
  });

  it('says "too few pairs" with five', () => {
    const five = firstOfferPull(casting, pairs.slice(0, 5));
    expect(five.fit).toMatchObject({ n: 5, line: null, reason: 'tooFew' });
    expect(five.opened.n).toBe(5);
  });

  it('has nothing to say about no pairs', () => {
    const none = firstOfferPull(casting, []);
    expect(none.points).toEqual([]);
    expect(none.opened).toEqual({ mean: null, n: 0 });
  });
});

describe('firstOfferPull: properties', () => {
  const pairs = pairsArb(casting.roles, [], 30, 300);
  const shuffledPairs = pairs.chain((ps) =>
    fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length })),
  );

  it('does not depend on the order of the pairs', () => {
    fc.assert(
      fc.property(shuffledPairs, ([ps, qs]) => {
        const a = firstOfferPull(casting, ps);
        const b = firstOfferPull(casting, qs);
        expect(b.fit.n).toBe(a.fit.n);
        expect(b.fit.line?.slope ?? null).toBeCloseTo(a.fit.line?.slope ?? 0, 9);
        expect(b.opened.mean ?? -1).toBeCloseTo(a.opened.mean ?? -1, 12);
        for (const role of casting.roles)
          expect(b.byRole[role]!.opened.mean ?? -1).toBeCloseTo(a.byRole[role]!.opened.mean ?? -1, 12);
      }),
    );
  });

  it("adding a pair where the opener did better than the openers' mean raises that mean", () => {
    fc.assert(
      fc.property(pairs, fc.constantFrom('agent', 'studio'), (ps, role) => {
        const before = firstOfferPull(casting, ps).opened.mean;
        fc.pre(before !== null && before < 1);
        // a deal on the other side's walk-away: the opener won the whole range
        const amount = role === 'agent' ? 200 * M : 50 * M;
        const extra = pair(999, { amount, firstOffer: { role, amount } });
        expect(firstOfferPull(casting, [...ps, extra]).opened.mean!).toBeGreaterThan(before);
      }),
    );
  });

  it('adding a higher deal where the agent opened raises the agent-opened mean share', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const before = firstOfferPull(casting, ps).byRole.agent!.opened.mean;
        fc.pre(before !== null && before < 1);
        const extra = pair(999, { amount: 200 * M, firstOffer: { role: 'agent', amount: 250 * M } });
        expect(firstOfferPull(casting, [...ps, extra]).byRole.agent!.opened.mean!).toBeGreaterThan(before);
      }),
    );
  });
});
