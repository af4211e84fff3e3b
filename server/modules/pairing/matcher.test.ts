import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddChoice } from '@shared/contracts/pairing';
import { historyKeys, partnerPairs, repeatedPartners, type RolePair } from './assignment';
import { formAssignment } from './matcher';
import { cleanAssignmentExists, expectWellFormed, roleSpread } from '../../test/pairing-helpers';
import { seededRandom } from '../../lib/random';

const ROLES: RolePair = ['agent', 'studio'];
const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => 101 + i);

function assign(seatIds: number[], history: Array<[number, number]> = [], odd?: OddChoice, seed = 1) {
  const result = formAssignment({ seatIds, roles: ROLES, history, odd, random: seededRandom(seed) });
  if (!result.ok) throw new Error(result.error.message);
  return result.assignment;
}

/** Any history over the seats: each pair of seats has met with the given chance. */
const classWithHistory = (maxSeats: number) =>
  fc
    .record({
      n: fc.integer({ min: 2, max: maxSeats }),
      density: fc.constantFrom(0, 0.1, 0.3, 0.5, 0.8, 1),
      seed: fc.integer(),
      odd: fc.constantFrom<OddChoice>('trio', 'observer'),
    })
    .map(({ n, density, seed, odd }) => {
      const seats = seatsOf(n);
      const random = seededRandom(seed);
      const history: Array<[number, number]> = [];
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) if (random() < density) history.push([seats[i]!, seats[j]!]);
      return { seats, history, odd, seed };
    });

/** A class of 20 to 301 that played up to five earlier role-plays: sparse history. */
const bigClass = fc
  .record({
    n: fc.integer({ min: 20, max: 301 }),
    rounds: fc.integer({ min: 0, max: 5 }),
    seed: fc.integer(),
  })
  .map(({ n, rounds, seed }) => {
    const seats = seatsOf(n);
    const random = seededRandom(seed);
    const history: Array<[number, number]> = [];
    for (let r = 0; r < rounds; r++) {
      const order = [...seats].sort(() => random() - 0.5);
      for (let k = 0; k + 1 < n; k += 2) history.push([order[k]!, order[k + 1]!]);
    }
    return { seats, history, seed };
  });

function expectShape(a: ReturnType<typeof assign>, seats: number[], odd: OddChoice) {
  expectWellFormed(a, seats, ROLES);
  expect(a.unpaired).toEqual([]);
  expect(a.absent).toEqual([]);
  expect(a.pairs.map((t) => t.table)).toEqual(a.pairs.map((_, k) => k + 1));
  expect(roleSpread(a, ROLES)).toBeLessThanOrEqual(1);
  const trios = a.pairs.filter((t) => t.members.length === 3).length;
  if (seats.length % 2 === 0) expect([trios, a.observers.length]).toEqual([0, 0]);
  else if (odd === 'trio') expect([trios, a.observers.length]).toEqual([1, 0]);
  else expect([trios, a.observers.length]).toEqual([0, 1]);
}

describe('formAssignment: properties', () => {
  it('seats every student once, one of each role per table, roles within one, the odd one as chosen, and nobody meets an earlier partner when that is possible (checked exhaustively up to 11 seats)', () => {
    fc.assert(
      fc.property(classWithHistory(11), ({ seats, history, odd, seed }) => {
        const a = assign(seats, history, odd, seed);
        expectShape(a, seats, odd);
        const possible = cleanAssignmentExists(seats, historyKeys(history), odd);
        if (possible) expect(repeatedPartners(a, history)).toEqual([]);
        else expect(repeatedPartners(a, history).length).toBeGreaterThan(0);
      }),
      { numRuns: 600 },
    );
  });

  it('from 20 to 301 seats with up to five earlier role-plays, always finds tables where nobody meets again', () => {
    fc.assert(
      fc.property(
        bigClass,
        fc.constantFrom<OddChoice>('trio', 'observer'),
        ({ seats, history, seed }, odd) => {
          const a = assign(seats, history, odd, seed);
          expectShape(a, seats, odd);
          expect(repeatedPartners(a, history)).toEqual([]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('from 2 to 301 seats with any history, still seats everyone in valid tables', () => {
    fc.assert(
      fc.property(classWithHistory(301), ({ seats, history, odd, seed }) => {
        expectShape(assign(seats, history, odd, seed), seats, odd);
      }),
      { numRuns: 40 },
    );
  });

  it('a whole term of role-plays: each new assignment avoids every earlier partner while it can', () => {
    const seats = seatsOf(31);
    let history: Array<[number, number]> = [];
    // 31 students can meet 30 others; with trios each role-play uses up more, so at least 10 rounds are clean.
    for (let round = 0; round < 10; round++) {
      const a = assign(seats, history, 'trio', round);
      expect(repeatedPartners(a, history)).toEqual([]);
      history = [...history, ...partnerPairs(a)];
    }
  });

  it('gives the same tables for the same seed, and other tables for another', () => {
    const seats = seatsOf(40);
    expect(assign(seats, [], 'trio', 7)).toEqual(assign(seats, [], 'trio', 7));
    expect(assign(seats, [], 'trio', 7)).not.toEqual(assign(seats, [], 'trio', 8));
  });
});

describe('formAssignment: worked examples', () => {
  it('four students where 1 met 2 and 3 met 4: 1 and 2 sit at different tables, and so do 3 and 4', () => {
    for (let seed = 0; seed < 20; seed++) {
      const a = assign(
        [1, 2, 3, 4],
        [
          [1, 2],
          [3, 4],
        ],
        'trio',
        seed,
      );
      const together = partnerPairs(a).map(([x, y]) => [Math.min(x, y), Math.max(x, y)].join('+'));
      expect(together).not.toContain('1+2');
      expect(together).not.toContain('3+4');
    }
  });

  it('five students, trio: two tables, one of three where two share a role (the mirror)', () => {
    const a = assign([1, 2, 3, 4, 5], [], 'trio');
    expect(a.pairs.map((t) => t.members.length).sort()).toEqual([2, 3]);
    const trio = a.pairs.find((t) => t.members.length === 3)!;
    const roles = trio.members.map((m) => m.role);
    expect(new Set(roles).size).toBe(2);
    expect(a.observers).toEqual([]);
  });

  it('five students, observer: two pairs, and the fifth watches one of the two tables', () => {
    const a = assign([1, 2, 3, 4, 5], [], 'observer');
    expect(a.pairs.map((t) => t.members.length)).toEqual([2, 2]);
    expect(a.observers).toEqual([
      { seatId: expect.any(Number), role: 'observer', table: expect.any(Number) },
    ]);
    expect([1, 2]).toContain(a.observers[0]!.table);
  });

  it('three students who all met: still one trio (the repeats are unavoidable and reported)', () => {
    const history: Array<[number, number]> = [
      [1, 2],
      [1, 3],
      [2, 3],
    ];
    const a = assign([1, 2, 3], history, 'trio');
    expect(a.pairs).toHaveLength(1);
    expect(repeatedPartners(a, history)).toHaveLength(3);
  });

  it('one student who met everyone costs one repeat, not two', () => {
    const seats = seatsOf(41);
    const history = seats.slice(1).map((s): [number, number] => [seats[0]!, s]);
    expect(repeatedPartners(assign(seats, history, 'trio'), history)).toHaveLength(1);
  });

  it('refuses fewer than two seats, a seat twice and two equal roles', () => {
    const error = (input: Parameters<typeof formAssignment>[0]) => {
      const r = formAssignment(input);
      return r.ok ? undefined : r.error.code;
    };
    expect(error({ seatIds: [1], roles: ROLES })).toBe('too-few-seats');
    expect(error({ seatIds: [1, 2, 1], roles: ROLES })).toBe('duplicate-seat');
    expect(error({ seatIds: [1, 2], roles: ['agent', 'agent'] })).toBe('bad-roles');
    expect(error({ seatIds: [1, 2], roles: ['agent', 'observer'] })).toBe('bad-roles');
  });
});
