import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  affectedSeats,
  placeOf,
  repeatedPartners,
  type Assignment,
  type PairingResult,
  type RolePair,
} from './assignment';
import { markAbsent, markPresent, moveSeat, swapSeats } from './edits';
import { formAssignment } from './matcher';
import { expectWellFormed } from '../../test/pairing-helpers';
import { seededRandom } from '../../lib/random';
import { addMirror, pairLatecomers } from './repair';

const ROLES: RolePair = ['agent', 'studio'];

const unwrap = (r: PairingResult): Assignment => {
  if (!r.ok) throw new Error(r.error.message);
  return r.assignment;
};
const errorOf = (r: PairingResult) => (r.ok ? undefined : r.error.code);

/** A fixed class of six: tables 1 (1 agent, 2 studio), 2 (3 agent, 4 studio), 3 (5 agent, 6 studio). */
const six: Assignment = {
  pairs: [
    {
      table: 1,
      members: [
        { seatId: 1, role: 'agent' },
        { seatId: 2, role: 'studio' },
      ],
    },
    {
      table: 2,
      members: [
        { seatId: 3, role: 'agent' },
        { seatId: 4, role: 'studio' },
      ],
    },
    {
      table: 3,
      members: [
        { seatId: 5, role: 'agent' },
        { seatId: 6, role: 'studio' },
      ],
    },
  ],
  observers: [],
  unpaired: [],
  absent: [],
};

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
};

describe('operations: worked examples', () => {
  it('swap: two students trade tables and roles', () => {
    const a = unwrap(swapSeats(six, 1, 4));
    expect(a.pairs[0]!.members).toEqual([
      { seatId: 4, role: 'agent' },
      { seatId: 2, role: 'studio' },
    ]);
    expect(a.pairs[1]!.members).toEqual([
      { seatId: 3, role: 'agent' },
      { seatId: 1, role: 'studio' },
    ]);
    expect(affectedSeats(six, a)).toEqual([1, 2, 3, 4]);
  });

  it('move: a student joins another pair as its mirror; the partner left alone is flagged', () => {
    const a = unwrap(moveSeat(six, 1, 2));
    expect(a.pairs.map((t) => t.table)).toEqual([2, 3]);
    expect(a.pairs[0]!.members).toEqual([
      { seatId: 1, role: 'agent' },
      { seatId: 3, role: 'agent' },
      { seatId: 4, role: 'studio' },
    ]);
    expect(a.unpaired).toEqual([{ seatId: 2, role: 'studio', reason: 'partner-moved', table: 1 }]);
  });

  it('absent: the partner is freed with the role they read, and re-paired with a latecomer at the freed table', () => {
    const absent = unwrap(markAbsent(six, 3));
    expect(absent.absent).toEqual([3]);
    expect(absent.unpaired).toEqual([{ seatId: 4, role: 'studio', reason: 'partner-absent', table: 2 }]);
    expect(absent.absentFrom).toEqual([{ seatId: 3, table: 2, role: 'agent' }]);
    expect(affectedSeats(six, absent)).toEqual([3, 4]);

    const repaired = unwrap(pairLatecomers(absent, [7], { roles: ROLES, random: seededRandom(1) }));
    expect(repaired.pairs.find((t) => t.table === 2)!.members).toEqual([
      { seatId: 7, role: 'agent' },
      { seatId: 4, role: 'studio' },
    ]);
    expect(repaired.unpaired).toEqual([]);
    expect(affectedSeats(absent, repaired)).toEqual([4, 7]);
  });

  it('re-pairing prefers a latecomer the freed student has not met', () => {
    const absent = unwrap(markAbsent(six, 3));
    for (let seed = 0; seed < 10; seed++) {
      const a = unwrap(
        pairLatecomers(absent, [7, 8, 9], {
          roles: ROLES,
          history: [
            [4, 7],
            [4, 8],
          ],
          random: seededRandom(seed),
        }),
      );
      const table = a.pairs.find((t) => t.members.some((m) => m.seatId === 4))!;
      expect(table.members.map((m) => m.seatId)).toContain(9);
      // 7 and 8 pair with each other; nobody is left over
      expect(a.unpaired).toEqual([]);
    }
  });

  it('two freed students with the same role are not paired together: one joins a pair as its mirror, the other waits when no pair has room', () => {
    let a = unwrap(markAbsent(six, 1));
    a = unwrap(markAbsent(a, 3));
    a = unwrap(pairLatecomers(a, [], { roles: ROLES, random: seededRandom(2) }));
    expect(a.pairs).toHaveLength(1);
    expect(a.pairs[0]!.members).toHaveLength(3);
    expect(a.pairs[0]!.members.filter((m) => m.role === 'studio')).toHaveLength(2);
    expect(a.unpaired).toHaveLength(1);
    expect(a.unpaired[0]).toMatchObject({ role: 'studio', reason: 'partner-absent' });
  });

  it('a trio loses its mirror and keeps negotiating; loses its single role and both mirrors are freed', () => {
    const trio = unwrap(addMirror(six, 9, 1, { roles: ROLES, role: 'agent' }));
    const lostMirror = unwrap(markAbsent(trio, 9));
    expect(lostMirror.pairs[0]!.members).toEqual(six.pairs[0]!.members);
    const lostSingle = unwrap(markAbsent(trio, 2));
    expect(lostSingle.unpaired).toEqual([
      { seatId: 1, role: 'agent', reason: 'partner-absent', table: 1 },
      { seatId: 9, role: 'agent', reason: 'partner-absent', table: 1 },
    ]);
  });

  it("an observer whose table dissolves is flagged 'table-gone'", () => {
    const watched: Assignment = { ...six, observers: [{ seatId: 7, role: 'observer', table: 2 }] };
    const a = unwrap(markAbsent(watched, 3));
    expect(a.observers).toEqual([]);
    expect(a.unpaired).toContainEqual({ seatId: 7, role: null, reason: 'table-gone' });
  });

  it('a latecomer mirror takes the role fewer students hold', () => {
    const trio = unwrap(addMirror(six, 9, 1, { roles: ROLES, role: 'agent' }));
    const a = unwrap(addMirror(trio, 10, 2, { roles: ROLES, random: seededRandom(3) }));
    expect(placeOf(a, 10)).toEqual({ kind: 'table', table: 2, role: 'studio' });
  });

  it('clear errors, and the assignment is left as it was', () => {
    expect(errorOf(swapSeats(six, 1, 99))).toBe('unknown-seat');
    expect(errorOf(swapSeats(six, 1, 1))).toBe('same-seat');
    expect(errorOf(moveSeat(six, 1, 1))).toBe('same-table');
    expect(errorOf(moveSeat(six, 1, 9))).toBe('unknown-table');
    const trio = unwrap(addMirror(six, 9, 2, { roles: ROLES }));
    expect(errorOf(moveSeat(trio, 1, 2))).toBe('table-full');
    expect(errorOf(addMirror(six, 10, 1, { roles: ROLES, role: 'judge' }))).toBe('bad-role');
    expect(errorOf(addMirror(six, 1, 2, { roles: ROLES }))).toBe('already-assigned');
    expect(errorOf(pairLatecomers(six, [7, 7], { roles: ROLES }))).toBe('duplicate-seat');
    expect(errorOf(pairLatecomers(six, [2], { roles: ROLES }))).toBe('already-assigned');
    const absent = unwrap(markAbsent(six, 1));
    expect(errorOf(markAbsent(absent, 1))).toBe('absent-seat');
    expect(errorOf(swapSeats(absent, 1, 3))).toBe('absent-seat');
    expect(errorOf(markAbsent(six, 42))).toBe('unknown-seat');
  });

  it('present again: back at the table their absence dissolved, or the trio it left going; waiting once others took the place', () => {
    const absent = unwrap(markAbsent(six, 3));
    expect(unwrap(markPresent(absent, 3, ROLES))).toEqual({ ...six, absentFrom: [] });
    const trio = unwrap(addMirror(six, 9, 1, { roles: ROLES, role: 'agent' }));
    const single = unwrap(markPresent(unwrap(markAbsent(trio, 2)), 2, ROLES));
    expect(single.pairs).toEqual(trio.pairs);
    expect(single.unpaired).toEqual([]);
    const mirror = unwrap(markPresent(unwrap(markAbsent(trio, 9)), 9, ROLES));
    expect(mirror.pairs).toEqual(trio.pairs);

    const taken = unwrap(pairLatecomers(absent, [7], { roles: ROLES, random: seededRandom(1) }));
    const back = unwrap(markPresent(taken, 3, ROLES));
    expect(back.unpaired).toEqual([{ seatId: 3, role: 'agent', reason: 'returned' }]);
    expect(errorOf(markPresent(six, 3, ROLES))).toBe('not-absent');
    expect(errorOf(markPresent(six, 42, ROLES))).toBe('unknown-seat');
  });

  it("Pair latecomers seats a latecomer with a trio's two stranded mirrors: nobody waits", () => {
    const trio = unwrap(addMirror(six, 9, 1, { roles: ROLES, role: 'agent' }));
    const stranded = unwrap(markAbsent(trio, 2));
    const a = unwrap(pairLatecomers(stranded, [10], { roles: ROLES, random: seededRandom(4) }));
    expect(a.unpaired).toEqual([]);
    const table = a.pairs.find((t) => t.members.some((m) => m.seatId === 10))!;
    expect(table.members).toEqual([
      { seatId: 1, role: 'agent' },
      { seatId: 9, role: 'agent' },
      { seatId: 10, role: 'studio' },
    ]);
  });

  it('an absentee who walks in late comes back as a latecomer', () => {
    const absent = unwrap(markAbsent(six, 3));
    const back = unwrap(pairLatecomers(absent, [3], { roles: ROLES }));
    expect(back.absent).toEqual([]);
    expect(placeOf(back, 3)).toMatchObject({ kind: 'table', table: 2 });
  });
});

type Op =
  | { kind: 'swap'; x: number; y: number }
  | { kind: 'move'; seat: number; table: number }
  | { kind: 'absent'; seat: number }
  | { kind: 'present'; seat: number }
  | { kind: 'latecomers'; count: number }
  | { kind: 'mirror'; seat: number; table: number; late: boolean };

const seat = fc.integer({ min: 0, max: 400 });
const table = fc.integer({ min: 0, max: 200 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('swap' as const), x: seat, y: seat }),
  fc.record({ kind: fc.constant('move' as const), seat, table }),
  fc.record({ kind: fc.constant('absent' as const), seat }),
  fc.record({ kind: fc.constant('present' as const), seat }),
  fc.record({ kind: fc.constant('latecomers' as const), count: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('mirror' as const), seat, table, late: fc.boolean() }),
);

describe('operations: properties', () => {
  it('any sequence of swaps, moves, absences, returns, latecomers and mirrors keeps every seat in exactly one place, every table negotiating, and never changes its input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.constantFrom('trio' as const, 'observer' as const),
        fc.integer(),
        fc.array(op, { maxLength: 25 }),
        (n, odd, seed, ops) => {
          const random = seededRandom(seed);
          const seats = Array.from({ length: n }, (_, i) => i + 1);
          let a = deepFreeze(unwrap(formAssignment({ seatIds: seats, roles: ROLES, odd, random })));
          let nextSeat = 1000;
          // Pick real seats and tables most of the time (indices into what exists), sometimes unknown ones.
          const pickSeat = (k: number) => (k % 7 === 0 ? 5000 + k : (seats[k % seats.length] ?? 5000));
          const pickTable = (k: number) =>
            k % 9 === 0 || a.pairs.length === 0 ? 900 + k : a.pairs[k % a.pairs.length]!.table;
          for (const o of ops) {
            const before = JSON.stringify(a);
            let r: PairingResult;
            if (o.kind === 'swap') r = swapSeats(a, pickSeat(o.x), pickSeat(o.y));
            else if (o.kind === 'move') r = moveSeat(a, pickSeat(o.seat), pickTable(o.table), { random });
            else if (o.kind === 'absent') r = markAbsent(a, pickSeat(o.seat));
            else if (o.kind === 'present') r = markPresent(a, pickSeat(o.seat), ROLES);
            else if (o.kind === 'latecomers') {
              const late = Array.from({ length: o.count }, () => nextSeat++);
              r = pairLatecomers(a, late, { roles: ROLES, random });
              if (r.ok) seats.push(...late);
              // everyone who could be paired was: no two unpaired students could share a table
              if (r.ok) {
                const left = r.assignment.unpaired;
                for (const p of left)
                  for (const q of left)
                    if (p !== q) expect(p.role !== null && q.role !== null && p.role === q.role).toBe(true);
              }
            } else {
              const s = o.late ? nextSeat++ : pickSeat(o.seat);
              r = addMirror(a, s, pickTable(o.table), { roles: ROLES, random });
              // a seat the assignment did not know joins it as a latecomer
              if (r.ok && !seats.includes(s)) seats.push(s);
            }
            expect(JSON.stringify(a)).toBe(before);
            if (r.ok) a = deepFreeze(r.assignment);
            expectWellFormed(a, seats, ROLES);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('latecomers alone are paired with balanced roles and no repeats when the history allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer(), (count, seed) => {
        const late = Array.from({ length: count }, (_, i) => 100 + i);
        // each latecomer met the next one in an earlier role-play
        const history = late.slice(1).map((s, i): [number, number] => [late[i]!, s]);
        const a = unwrap(pairLatecomers(six, late, { roles: ROLES, history, random: seededRandom(seed) }));
        const added = a.pairs.filter((t) => t.table > 3);
        expect(added).toHaveLength(Math.floor(count / 2));
        // one left over joins a pair as its mirror: nobody waits
        expect(a.unpaired).toEqual([]);
        expect(a.pairs.filter((t) => t.members.length === 3)).toHaveLength(count % 2);
        if (count !== 2) expect(repeatedPartners(a, history)).toEqual([]);
        for (const t of added) expect(new Set(t.members.map((m) => m.role))).toEqual(new Set(ROLES));
      }),
      { numRuns: 200 },
    );
  });
});
