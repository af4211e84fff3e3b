import { expect } from 'vitest';
import { OBSERVER_ROLE, type OddChoice } from '@shared/contracts/pairing';
import { pairKey, type Assignment, type RolePair } from '../modules/pairing/assignment';

/** What every assignment keeps, whatever was done to it: each seat in exactly one place, tables that can negotiate. */
export function expectWellFormed(a: Assignment, seats: readonly number[], roles: RolePair) {
  const places = [
    ...a.pairs.flatMap((t) => t.members.map((m) => m.seatId)),
    ...a.observers.map((o) => o.seatId),
    ...a.unpaired.map((u) => u.seatId),
    ...a.absent,
  ];
  expect([...places].sort((x, y) => x - y)).toEqual([...seats].sort((x, y) => x - y));
  const numbers = a.pairs.map((t) => t.table);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(numbers).toEqual([...numbers].sort((x, y) => x - y));
  for (const t of a.pairs) {
    expect(t.members.length === 2 || t.members.length === 3).toBe(true);
    const held = t.members.map((m) => m.role);
    expect(new Set(held)).toEqual(new Set(roles));
  }
  for (const o of a.observers) {
    expect(o.role).toBe(OBSERVER_ROLE);
    expect(numbers).toContain(o.table);
  }
  for (const u of a.unpaired) expect(u.role === null || roles.includes(u.role)).toBe(true);
}

export function roleSpread(a: Assignment, roles: RolePair): number {
  const count = (r: string) => a.pairs.flatMap((t) => t.members).filter((m) => m.role === r).length;
  return Math.abs(count(roles[0]) - count(roles[1]));
}

/**
 * Whether the seats can be seated with nobody meeting a partner in `met` (exhaustive search): pairs, plus
 * for an odd number one trio of mutual strangers or one observer.
 */
export function cleanAssignmentExists(seats: readonly number[], met: Set<string>, odd: OddChoice): boolean {
  const n = seats.length;
  const free = (i: number, j: number) => !met.has(pairKey(seats[i]!, seats[j]!));
  const left = new Uint8Array(n).fill(1);
  const search = (remaining: number, extraUsed: boolean): boolean => {
    if (remaining === 0) return n % 2 === 0 || extraUsed;
    const v = left.indexOf(1);
    left[v] = 0;
    let found = false;
    if (!extraUsed && n % 2 === 1 && odd === 'observer') found = search(remaining - 1, true);
    for (let w = v + 1; w < n && !found; w++) {
      if (!left[w] || !free(v, w)) continue;
      left[w] = 0;
      found = search(remaining - 2, extraUsed);
      if (!found && !extraUsed && n % 2 === 1 && odd === 'trio') {
        for (let x = w + 1; x < n && !found; x++) {
          if (!left[x] || !free(v, x) || !free(w, x)) continue;
          left[x] = 0;
          found = search(remaining - 3, true);
          left[x] = 1;
        }
      }
      left[w] = 1;
    }
    left[v] = 1;
    return found;
  };
  return search(n, false);
}
