import { DEFAULT_ODD_CHOICE, OBSERVER_ROLE, type OddChoice } from '@shared/contracts/pairing';
import {
  fail,
  ok,
  sortMembers,
  sortTables,
  type ObserverSeat,
  type PairTable,
  type PairingResult,
  type PartnerHistory,
  type RolePair,
  type TableMember,
} from './assignment';
import { greedyMatching, growMatching } from './blossom';
import { coin, shuffled, type Random } from '../../lib/random';

export interface FormAssignmentInput {
  /** The chosen seats (at least two, no duplicates). */
  seatIds: readonly number[];
  /** The simulation's two role slugs. */
  roles: RolePair;
  /** Who already negotiated together in this class; pairs with unknown seats are ignored. */
  history?: PartnerHistory;
  /** With an odd number of seats; 'trio' by default. */
  odd?: OddChoice;
  random?: Random;
}

/**
 * The work the trio search may do before it settles for a trio with a repeat, in steps: a "does everyone
 * else still pair up without repeats?" check costs n^2 (one or two blossom augmentations), a trio looked at
 * costs one. Every trio is tried for a small class (exact up to about 25 seats), and 301 seats stay under
 * 50 ms even when the history makes a clean trio impossible.
 */
const TRIO_SEARCH_STEPS = 3_000_000;

/**
 * Forms tables at random among the chosen seats: one of each role per table, roles balanced within one over
 * the class, and no two students who already negotiated together in this class at one table, whenever the
 * seats allow it (exactly, by maximum matching; see docs/decisions on pairing). When they do not, as few
 * pairs as possible repeat; `repeatedPartners` lists them. With an odd number, one trio (two share a role)
 * or one observer who watches a table. Tables are numbered 1..k in random order.
 */
export function formAssignment(input: FormAssignmentInput): PairingResult {
  const { seatIds, roles, history = [], odd = DEFAULT_ODD_CHOICE, random = Math.random } = input;
  if (roles.length !== 2 || roles[0] === roles[1] || roles.includes(OBSERVER_ROLE))
    return fail('bad-roles', 'A pairing needs two different roles.');
  if (seatIds.length < 2) return fail('too-few-seats', 'Choose at least two students to form pairs.');
  const seen = new Set<number>();
  for (const s of seatIds) {
    if (seen.has(s)) return fail('duplicate-seat', `Seat ${s} is chosen twice.`, { seatId: s });
    seen.add(s);
  }

  const n = seatIds.length;
  const index = new Map(seatIds.map((s, i) => [s, i]));
  const blocked = new Uint8Array(n * n);
  for (const [a, b] of history) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    blocked[i * n + j] = 1;
    blocked[j * n + i] = 1;
  }
  const met = (i: number, j: number) => blocked[i * n + j] === 1;
  const order = shuffled(
    seatIds.map((_, i) => i),
    random,
  );
  const adj = allowedPartners(order, blocked, random);
  // Students with fewer allowed partners are matched first, so the greedy start leaves few for the search.
  const fewestFirst = [...order].sort((x, y) => adj[x]!.length - adj[y]!.length);
  const match = growMatching(adj, greedyMatching(adj, fewestFirst), order);

  const groups: number[][] = [];
  const taken = new Uint8Array(n);
  const takeMatched = (m: Int32Array) => {
    for (const i of order) {
      const j = m[i]!;
      if (j === -1 || taken[i] === 1 || taken[j] === 1) continue;
      taken[i] = 1;
      taken[j] = 1;
      groups.push([i, j]);
    }
  };
  let observer = -1;
  let trio: number[] | undefined;

  const free = order.filter((i) => match[i] === -1);
  // With one student left out, a clean trio may exist; with more (or one who may meet nobody), none does.
  if (n % 2 === 1 && odd === 'trio' && free.length === 1 && adj[free[0]!]!.length > 0) {
    const found = findCleanTrio(adj, match, free[0]!, met, order);
    if (found) {
      trio = found.trio;
      for (const i of trio) taken[i] = 1;
      takeMatched(found.match);
    }
  }
  if (!trio) {
    takeMatched(match);
    // Whoever is left has met everyone else left (the matching is maximum): pairing them repeats.
    const rest = free.slice();
    if (n % 2 === 1) {
      const extra = rest.shift()!;
      if (odd === 'observer') observer = extra;
      else if (groups.length > 0) trio = leastRepeatTrio(groups, extra, met);
      else trio = [extra, rest.shift()!, rest.shift()!];
    }
    for (let k = 0; k + 1 < rest.length; k += 2) groups.push([rest[k]!, rest[k + 1]!]);
  }
  if (trio) groups.push(trio);

  const numbers = shuffled(
    groups.map((_, k) => k + 1),
    random,
  );
  const pairs: PairTable[] = groups.map((g, k) => {
    const flip = coin(random);
    const [first, second] = flip ? [roles[1], roles[0]] : [roles[0], roles[1]];
    // In a trio the first two share a role: the mirror role is the coin's, so over the class roles stay within one.
    const members: TableMember[] = g.map((i, pos) => ({
      seatId: seatIds[i]!,
      role: pos === g.length - 1 ? second : first,
    }));
    return { table: numbers[k]!, members: sortMembers(members, roles) };
  });
  const sorted = sortTables(pairs);
  const observers: ObserverSeat[] =
    observer === -1
      ? []
      : [
          {
            seatId: seatIds[observer]!,
            role: OBSERVER_ROLE,
            table: 1 + Math.floor(random() * sorted.length),
          },
        ];
  return ok({ pairs: sorted, observers, unpaired: [], absent: [] });
}

/**
 * Each student's allowed partners (not themselves, not met before), following the random order from a
 * random starting point, so that the greedy start and the blossom search choose at random. Shuffling each
 * list instead cost 5-10 ms for 301 seats.
 */
function allowedPartners(order: readonly number[], blocked: Uint8Array, random: Random): number[][] {
  const n = order.length;
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (let i = 0; i < n; i++) {
    const list = adj[i]!;
    const start = Math.floor(random() * n);
    for (let k = 0; k < n; k++) {
      const j = order[(start + k) % n]!;
      if (j !== i && blocked[i * n + j] === 0) list.push(j);
    }
  }
  return adj;
}

/**
 * A trio and a perfect matching of everyone else, with no repeat anywhere, given a maximum matching that
 * leaves only `extra` out. Three tries, cheapest first: `extra` joins a pair it has met neither member of;
 * another student is left out instead and the matching repaired; every trio of mutual strangers, until the
 * cap. For a small class the last try covers every trio, so the answer is exact.
 */
function findCleanTrio(
  adj: readonly (readonly number[])[],
  match: Int32Array,
  extra: number,
  met: (i: number, j: number) => boolean,
  order: readonly number[],
): { trio: number[]; match: Int32Array } | undefined {
  const n = adj.length;
  const joinPair = (m: Int32Array, out: number) => {
    for (const i of order) {
      const j = m[i]!;
      if (i === out || j === -1 || i > j || met(out, i) || met(out, j)) continue;
      const rest = Int32Array.from(m);
      rest[i] = -1;
      rest[j] = -1;
      return { trio: [i, j, out], match: rest };
    }
    return undefined;
  };
  const first = joinPair(match, extra);
  if (first) return first;

  let budget = TRIO_SEARCH_STEPS;
  const all = new Uint8Array(n).fill(1);
  // The matching with `outs` taken out and everyone else matched again, or undefined if that fails.
  const without = (outs: readonly number[]) => {
    budget -= n * n;
    const m = Int32Array.from(match);
    const active = all.slice();
    for (const o of outs) {
      active[o] = 0;
      if (m[o] !== -1) m[m[o]!] = -1;
      m[o] = -1;
    }
    growMatching(adj, m, order, active);
    return order.every((v) => active[v] === 0 || m[v] !== -1) ? m : undefined;
  };

  for (const out of order) {
    if (out === extra || budget <= 0) continue;
    const m = without([out]);
    const found = m && joinPair(m, out);
    if (found) return found;
  }
  for (const a of order) {
    for (const b of adj[a]!) {
      if (b < a) continue;
      for (const c of adj[b]!) {
        if (--budget <= 0) return undefined;
        if (c < b || met(a, c)) continue;
        const m = without([a, b, c]);
        if (m) return { trio: [a, b, c], match: m };
      }
    }
  }
  return undefined;
}

/**
 * The trio with the fewest repeats when no clean one exists (`groups` are the matched pairs, all clean, and
 * lose the pair or pairs used): `extra` joins a pair; or, when that repeats twice, `extra` takes one member
 * of a pair and the other member joins another pair.
 */
function leastRepeatTrio(
  groups: number[][],
  extra: number,
  met: (i: number, j: number) => boolean,
): number[] {
  const cost = (x: number, g: readonly number[]) => (met(x, g[0]!) ? 1 : 0) + (met(x, g[1]!) ? 1 : 0);
  let best = { cost: Infinity, join: 0, split: -1, keep: 0 };
  groups.forEach((g, k) => {
    const c = cost(extra, g);
    if (c < best.cost) best = { cost: c, join: k, split: -1, keep: 0 };
  });
  for (let k = 0; k < groups.length && best.cost > 1; k++) {
    for (const side of [0, 1]) {
      const q = groups[k]![1 - side]!;
      const c1 = met(extra, groups[k]![side]!) ? 1 : 0;
      for (let h = 0; h < groups.length && c1 < best.cost; h++) {
        if (h === k) continue;
        const c = c1 + cost(q, groups[h]!);
        if (c < best.cost) best = { cost: c, join: h, split: k, keep: side };
      }
    }
  }
  if (best.split === -1) return [...groups.splice(best.join, 1)[0]!, extra];
  const split = groups[best.split]!;
  const [p, q] = [split[best.keep]!, split[1 - best.keep]!];
  const trio = [...groups[best.join]!, q];
  groups[best.split] = [extra, p];
  groups.splice(best.join, 1);
  return trio;
}
