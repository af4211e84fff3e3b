import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pair } from '../testing/debrief-pairs';
import { registerFixtureSimulation, unregisterFixtureSimulation } from '../testing/fixture-simulation';
import { debriefCase } from '../case-figures';
import { bargainingRange, direction } from './case';
import { pairShare, rangeShare } from './share';

const M = 1_000_000;
const casting = debriefCase('queenOfSorrows');
const legal = debriefCase('shinhwaDaesung');

describe('the case as the debrief reads it', () => {
  it("takes each side's real walk-away from the registry and finds who sells", () => {
    expect(casting.roles).toEqual(['agent', 'studio']);
    expect(casting.walkAway).toEqual({ agent: 50 * M, studio: 200 * M });
    expect(casting.range).toEqual({ low: 50 * M, high: 200 * M, seller: 'agent', buyer: 'studio' });
    expect(casting.contingentKey).toBe('bonus');
    expect(legal.range).toEqual({ low: 1400 * M, high: 3600 * M, seller: 'shinhwa', buyer: 'daesung' });
    expect(legal.contingentKey).toBe('successFee');
    expect(direction(casting, 'agent')).toBe(1);
    expect(direction(casting, 'studio')).toBe(-1);
    expect(direction(casting, 'observer')).toBe(0);
  });

  it('finds the seller when the reporting side is the buyer (the fixture case: the tenant reports)', () => {
    registerFixtureSimulation();
    try {
      const lease = debriefCase('harbourLease');
      expect(lease.range).toEqual({ low: 550 * M, high: 650 * M, seller: 'authority', buyer: 'tenant' });
      expect(lease.contingentKey).toBeNull();
    } finally {
      // the registry lives on globalThis: the next test file in this worker lists the real cases only
      unregisterFixtureSimulation();
    }
  });

  it('has no range without both walk-aways, or with equal ones', () => {
    expect(bargainingRange({ a: 5 }, ['a', 'b'])).toBeNull();
    expect(bargainingRange({ a: 5, b: 5 }, ['a', 'b'])).toBeNull();
  });
});

describe('rangeShare: worked examples', () => {
  it('measures the share of the range between the two walk-aways', () => {
    // casting: range 50..200 million. 80 million: agent (80-50)/150 = 0.2, studio 1 - 0.2 = 0.8
    expect(rangeShare(casting, 'agent', 80 * M)).toBeCloseTo(0.2, 12);
    expect(rangeShare(casting, 'studio', 80 * M)).toBeCloseTo(0.8, 12);
    // legal: range 1.4..3.6 billion. 2.5 billion: (2.5-1.4)/2.2 = 0.5 each
    expect(rangeShare(legal, 'shinhwa', 2500 * M)).toBeCloseTo(0.5, 12);
    expect(rangeShare(legal, 'daesung', 2500 * M)).toBeCloseTo(0.5, 12);
  });

  it('clamps deals beyond either walk-away to 0 or 1', () => {
    // 250 million is above the studio's ceiling of 200: the agent won all the range, the studio none
    expect(rangeShare(casting, 'agent', 250 * M)).toBe(1);
    expect(rangeShare(casting, 'studio', 250 * M)).toBe(0);
    // 40 million is below the agent's walk-away of 50
    expect(rangeShare(casting, 'agent', 40 * M)).toBe(0);
  });

  it('is null for a role outside the case and for a pair without agreement', () => {
    expect(rangeShare(casting, 'observer', 80 * M)).toBeNull();
    expect(pairShare(casting, pair(1, { noAgreement: true }), 'agent')).toBeNull();
    expect(pairShare(casting, pair(1, { amount: 125 * M }), 'agent')).toBeCloseTo(0.5, 12);
  });
});

describe('rangeShare: properties', () => {
  const amount = fc.integer({ min: 1, max: 400 }).map((m) => m * M);
  it("lies in 0..1, the two sides' shares add up to 1, and a higher deal is no worse for the seller", () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const agent = rangeShare(casting, 'agent', a)!;
        expect(agent).toBeGreaterThanOrEqual(0);
        expect(agent).toBeLessThanOrEqual(1);
        expect(agent + rangeShare(casting, 'studio', a)!).toBeCloseTo(1, 12);
        if (a < b) expect(rangeShare(casting, 'agent', b)!).toBeGreaterThanOrEqual(agent);
      }),
    );
  });
});
