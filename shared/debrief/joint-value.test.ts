import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pair, pairsArb } from '../testing/debrief-pairs';
import { debriefCase } from '../case-figures';
import { bestTradeable, pairValue, valueCreated, VALUE_EPSILON } from './joint-value';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');
const legal = debriefCase('shinhwaDaesung');
const castingTerms = ['schedule', 'billing', 'promotion', 'styling'];

describe('joint value: worked examples', () => {
  it("finds the best set of the casting case's tradeable terms", () => {
    // joint points: schedule 40-15 = 25, billing 20+0 = 20, promotion 10-2 = 8, styling 5-6 = -1
    // best: schedule + billing + promotion = 53 (styling costs the studio more than it gives the agent)
    expect(bestTradeable(casting)).toEqual({ value: 53, terms: ['schedule', 'billing', 'promotion'] });
  });

  it('adds up every term for each side, and what the pair left on the table', () => {
    // 100 million fee, 20 million bonus, schedule and billing granted:
    // agent:  fee 100 + schedule 40 + billing 20 + bonus 20*2/3 = 13.333 -> 173.333
    // studio: fee -100 + schedule -15 + billing 0 + bonus 20*(-1/6) = -3.333 -> -118.333
    // joint 55 = tradeable 45 (25 + 20) + bonus 10 (20 * 0.5) + fee 0; left on the table 53 - 45 = 8
    const v = pairValue(
      casting,
      pair(2, { amount: 100 * M, contingentAmount: 20 * M, grantedTerms: ['schedule', 'billing'] }),
    )!;
    expect(v.byRole.agent).toBeCloseTo(173.3333, 4);
    expect(v.byRole.studio).toBeCloseTo(-118.3333, 4);
    expect(v.joint).toBeCloseTo(55, 9);
    expect(v.tradeable).toBe(45);
    expect(v.contingent).toBeCloseTo(10, 9);
    expect(v.leftOnTable).toBe(8);
  });

  it('counts a term that destroys value against the pair', () => {
    // styling alone: joint -1, left on the table 53 - (-1) = 54
    const v = pairValue(casting, pair(3, { amount: 80 * M, grantedTerms: ['styling'] }))!;
    expect(v.tradeable).toBe(-1);
    expect(v.leftOnTable).toBe(54);
  });

  it('counts the pairs that left value, and gives no value to a pair without agreement', () => {
    const pairs = [
      pair(1, { amount: 90 * M, grantedTerms: ['schedule', 'billing', 'promotion'] }),
      pair(2, { amount: 90 * M, grantedTerms: ['schedule'] }),
      pair(3, { noAgreement: true }),
    ];
    const v = valueCreated(casting, pairs);
    expect(v.pairs.map((p) => p.table)).toEqual([1, 2]);
    expect(v.leftCount).toBe(1);
    // (53 + 25)/2 = 39
    expect(v.meanTradeable).toBe(39);
    expect(v.hasTradeableTerms).toBe(true);
  });

  it("measures the legal case's success fee, which has no tradeable terms to be best at", () => {
    // 2.4 billion fee, 500 million success fee: shinhwa 2400 + 0.7*500 = 2750; daesung -2400 - 0.5*500
    // = -2650; joint 100 (the success fee: 500 * (0.7 - 0.5))
    const v = pairValue(
      legal,
      pair(1, { amount: 2400 * M, contingentAmount: 500 * M, grantedTerms: ['cap'] }),
    )!;
    expect(v.byRole).toEqual({ shinhwa: expect.closeTo(2750, 9), daesung: expect.closeTo(-2650, 9) });
    expect(v.joint).toBeCloseTo(100, 9);
    expect(v.contingent).toBeCloseTo(100, 9);
    expect(v.tradeable).toBe(0);
    expect(valueCreated(legal, [pair(1, { amount: M })])).toMatchObject({
      hasTradeableTerms: false,
      best: { value: 0, terms: [] },
      leftCount: 0,
    });
  });
});

describe('joint value: properties', () => {
  const pairs = pairsArb(casting.roles, castingTerms, 30, 300);

  it('does not depend on the order of the pairs; no pair beats the best', () => {
    fc.assert(
      fc.property(
        pairs.chain((ps) =>
          fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length })),
        ),
        ([ps, qs]) => {
          const a = valueCreated(casting, ps);
          const b = valueCreated(casting, qs);
          expect(b.leftCount).toBe(a.leftCount);
          expect(b.meanJoint ?? 0).toBeCloseTo(a.meanJoint ?? 0, 9);
          for (const v of a.pairs) expect(v.tradeable).toBeLessThanOrEqual(a.best.value + VALUE_EPSILON);
        },
      ),
    );
  });

  it('granting a term worth more to one side than it costs the other raises the joint value', () => {
    fc.assert(
      fc.property(pairs, fc.constantFrom('schedule', 'billing', 'promotion'), (ps, term) => {
        for (const p of ps) {
          const before = pairValue(casting, p);
          if (!before || p.grantedTerms.includes(term)) continue;
          const after = pairValue(casting, { ...p, grantedTerms: [...p.grantedTerms, term] })!;
          expect(after.joint).toBeGreaterThan(before.joint);
          expect(after.leftOnTable).toBeLessThan(before.leftOnTable);
        }
      }),
    );
  });

  it('adding a pair that found the best deal never adds to the pairs that left value', () => {
    fc.assert(
      fc.property(pairs, (ps) => {
        const before = valueCreated(casting, ps);
        const best = pair(999, { amount: 100 * M, grantedTerms: before.best.terms });
        const after = valueCreated(casting, [...ps, best]);
        expect(after.leftCount).toBe(before.leftCount);
        if (before.meanTradeable !== null && before.meanTradeable < before.best.value - VALUE_EPSILON)
          expect(after.meanTradeable!).toBeGreaterThan(before.meanTradeable);
      }),
    );
  });
});
