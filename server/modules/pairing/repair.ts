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
} from './assignment';
import { greedyMatching, growMatching } from './blossom';
import { joinTable } from './edits';
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
 * (an odd number, or too many of one role) stays unpaired, for `addMirror`.
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
  const joined = new Set(latecomers);
  return ok({
    pairs: sortTables([...a.pairs, ...tables]),
    observers: a.observers,
    unpaired: pool.filter((_, i) => done[i] === 0),
    absent: a.absent.filter((s) => !joined.has(s)),
  });
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
    ...a,
    unpaired: a.unpaired.filter((u) => u.seatId !== seatId),
    absent: a.absent.filter((s) => s !== seatId),
  };
  return joinTable(rest, seatId, held, table, {
    role: options.role,
    random: options.random,
    roles: options.roles,
  });
}
