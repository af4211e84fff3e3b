import {
  fail,
  freeTableNumbers,
  ok,
  pairKey,
  historyKeys,
  placeOf,
  sortMembers,
  sortTables,
  type Assignment,
  type PairTable,
  type PairingResult,
  type PartnerHistory,
  type RolePair,
  type UnpairedSeat,
  withoutAbsent,
} from './assignment';
import { greedyMatching, growMatching } from './blossom';
import { joinTable } from './edits';
import { OBSERVER_ROLE } from '@shared/contracts/pairing';
import { coin, shuffled, type Random } from '../../lib/random';

export interface RepairOptions {
  roles: RolePair;
  history?: PartnerHistory;
  random?: Random;
}

/** Seats that may join the assignment as newcomers: not already at a table or observing; absent ones return. */
function checkNewcomers(a: Assignment, seatIds: readonly number[]): PairingResult | undefined {
  const seen = new Set<number>();
  for (const s of seatIds) {
    if (seen.has(s)) return fail('duplicate-seat', `Seat ${s} is given twice.`, { seatId: s });
    seen.add(s);
    const place = placeOf(a, s);
    if (place?.kind === 'table' || place?.kind === 'observer')
      return fail('already-assigned', `Seat ${s} already has a place in this assignment.`, { seatId: s });
  }
  return undefined;
}

/**
 * Pairs every unpaired student (partners of absentees keep the role they read) with each other and with the
 * latecomers, on new tables (the lowest free numbers). Two students of the same role never share a table;
 * a latecomer takes whichever role their partner lacks. As many students as possible get a partner and,
 * among those ways, nobody meets a partner from `history` again if that can be avoided. A student left over
 * (an odd number, or too many of one role: the other half of a trio whose single role is absent) then joins
 * a pair as its mirror, a pair formed now first, one with nobody they met where possible; only when no pair
 * has room do they stay unpaired.
 */
export function pairLatecomers(
  a: Assignment,
  latecomers: readonly number[],
  options: RepairOptions,
): PairingResult {
  const bad = checkNewcomers(a, latecomers);
  if (bad) return bad;
  const { roles, history = [], random = Math.random } = options;
  const pool: UnpairedSeat[] = [
    ...a.unpaired,
    ...latecomers
      .filter((s) => !a.unpaired.some((u) => u.seatId === s))
      .map((seatId): UnpairedSeat => ({ seatId, role: null, reason: 'latecomer' })),
  ];
  const n = pool.length;
  const met = historyKeys(history);
  const fits = (i: number, j: number) => {
    const [x, y] = [pool[i]!.role, pool[j]!.role];
    return i !== j && (x === null || y === null || x !== y);
  };
  const order = shuffled(
    pool.map((_, i) => i),
    random,
  );
  const fresh = pool.map((p, i) =>
    order.filter((j) => fits(i, j) && !met.has(pairKey(p.seatId, pool[j]!.seatId))),
  );
  const any = pool.map((_, i) => order.filter((j) => fits(i, j)));
  // First without repeats; then, from that, more students paired if only a repeat can do it.
  const match = growMatching(any, growMatching(fresh, greedyMatching(fresh, order), order), order);

  const numbers = freeTableNumbers(a, Math.floor(n / 2));
  const tables: PairTable[] = [];
  const done = new Uint8Array(n);
  for (const i of order) {
    const j = match[i]!;
    if (j === -1 || done[i] === 1) continue;
    done[i] = 1;
    done[j] = 1;
    const [p, q] = [pool[i]!, pool[j]!];
    const pRole = p.role ?? (q.role !== null ? other(roles, q.role) : coin(random) ? roles[0] : roles[1]);
    const qRole = q.role ?? other(roles, pRole);
    tables.push({
      table: numbers[tables.length]!,
      members: sortMembers(
        [
          { seatId: p.seatId, role: pRole },
          { seatId: q.seatId, role: qRole },
        ],
        roles,
      ),
    });
  }
  let out: Assignment = {
    ...withoutAbsent(a, new Set(latecomers)),
    pairs: sortTables([...a.pairs, ...tables]),
    unpaired: [],
  };
  // a table number given to a new pair is theirs: an absentee who sat there no longer returns to it
  const given = new Set(tables.map((t) => t.table));
  if (out.absentFrom)
    out.absentFrom = out.absentFrom.map((p) =>
      p.table !== null && given.has(p.table) && p.role !== OBSERVER_ROLE ? { ...p, table: null } : p,
    );
  const formedNow = new Set(tables.map((t) => t.table));
  const waiting: UnpairedSeat[] = [];
  for (const p of pool.filter((_, i) => done[i] === 0)) {
    const open = out.pairs.filter((t) => t.members.length === 2);
    const ranked = [
      ...open.filter((t) => formedNow.has(t.table)),
      ...open.filter((t) => !formedNow.has(t.table)),
    ];
    const target =
      ranked.find((t) => t.members.every((m) => !met.has(pairKey(m.seatId, p.seatId)))) ?? ranked[0];
    const joined = target && joinTable(out, p.seatId, p.role, target.table, { random, roles });
    if (joined?.ok) out = joined.assignment;
    else waiting.push(p);
  }
  return ok({ ...out, unpaired: waiting });
}

const other = (roles: RolePair, role: string) => (role === roles[0] ? roles[1] : roles[0]);

/**
 * One student (a latecomer, an unpaired student or a returning absentee) joins the pair at `table` as a
 * mirror: `role` if given, else the role they already hold, else the role fewer students hold.
 */
export function addMirror(
  a: Assignment,
  seatId: number,
  table: number,
  options: { roles: RolePair; role?: string; random?: Random },
): PairingResult {
  const bad = checkNewcomers(a, [seatId]);
  if (bad) return bad;
  const held = a.unpaired.find((u) => u.seatId === seatId)?.role ?? null;
  const rest: Assignment = {
    ...withoutAbsent(a, new Set([seatId])),
    unpaired: a.unpaired.filter((u) => u.seatId !== seatId),
  };
  return joinTable(rest, seatId, held, table, {
    role: options.role,
    random: options.random,
    roles: options.roles,
  });
}
