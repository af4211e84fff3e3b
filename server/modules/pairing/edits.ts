import {
  fail,
  ok,
  placeOf,
  roleCounts,
  sortMembers,
  sortTables,
  withoutSeat,
  type Assignment,
  type PairingResult,
} from './assignment';
import { coin, type Random } from '../../lib/random';

const unknownSeat = (seatId: number) =>
  fail('unknown-seat', `Seat ${seatId} is not in this assignment.`, { seatId });
const absentSeat = (seatId: number) => fail('absent-seat', `Seat ${seatId} is marked absent.`, { seatId });

/**
 * Two students trade places: each takes the other's table and role (or observer or unpaired slot). Within one
 * table it trades their roles.
 */
export function swapSeats(a: Assignment, x: number, y: number): PairingResult {
  if (x === y) return fail('same-seat', 'Choose two different students to swap.', { seatId: x });
  for (const s of [x, y]) {
    const place = placeOf(a, s);
    if (!place) return unknownSeat(s);
    if (place.kind === 'absent') return absentSeat(s);
  }
  const other = (s: number) => (s === x ? y : s === y ? x : s);
  return ok({
    pairs: a.pairs.map((t) => ({
      table: t.table,
      members: t.members.map((m) => ({ ...m, seatId: other(m.seatId) })),
    })),
    observers: a.observers.map((o) => ({ ...o, seatId: other(o.seatId) })),
    unpaired: a.unpaired.map((u) => ({ ...u, seatId: other(u.seatId) })),
    absent: a.absent,
  });
}

/**
 * The role a student takes when joining a full pair as its mirror: the one asked for, else the role they
 * already hold, else the one fewer students hold over the class (a coin decides a tie).
 */
export function mirrorRole(
  a: Assignment,
  tableRoles: readonly string[],
  held: string | null,
  asked: string | undefined,
  random: Random,
): string | undefined {
  if (asked !== undefined) return tableRoles.includes(asked) ? asked : undefined;
  if (held !== null && tableRoles.includes(held)) return held;
  const counts = roleCounts(a);
  const [r0, r1] = tableRoles as [string, string];
  const c0 = counts.get(r0) ?? 0;
  const c1 = counts.get(r1) ?? 0;
  return c0 < c1 ? r0 : c1 < c0 ? r1 : coin(random) ? r0 : r1;
}

/** Adds `seatId` (in no table, not an observer) to a two-member table as a mirror. */
export function joinTable(
  a: Assignment,
  seatId: number,
  held: string | null,
  table: number,
  options: { role?: string; random?: Random; roles?: readonly string[] },
): PairingResult {
  const target = a.pairs.find((t) => t.table === table);
  if (!target) return fail('unknown-table', `There is no table ${table}.`, { table });
  if (target.members.length >= 3)
    return fail('table-full', `Table ${table} already has three students.`, { table });
  const tableRoles = [...new Set(target.members.map((m) => m.role))];
  const role = mirrorRole(a, tableRoles, held, options.role, options.random ?? Math.random);
  if (role === undefined)
    return fail('bad-role', `Table ${table} has no role ${options.role ?? ''} to share.`, { table, seatId });
  const order = options.roles ?? tableRoles;
  return ok({
    ...a,
    pairs: sortTables(
      a.pairs.map((t) =>
        t.table === table ? { table, members: sortMembers([...t.members, { seatId, role }], order) } : t,
      ),
    ),
  });
}

/**
 * One student moves to another table and becomes its mirror (the table has two students). The table they
 * leave keeps going if it still has both roles; otherwise it is dissolved and its students are unpaired.
 */
export function moveSeat(
  a: Assignment,
  seatId: number,
  table: number,
  options: { role?: string; random?: Random } = {},
): PairingResult {
  const place = placeOf(a, seatId);
  if (!place) return unknownSeat(seatId);
  if (place.kind === 'absent') return absentSeat(seatId);
  if (place.kind === 'table' && place.table === table)
    return fail('same-table', `Seat ${seatId} already sits at table ${table}.`, { seatId, table });
  const target = a.pairs.find((t) => t.table === table);
  if (!target) return fail('unknown-table', `There is no table ${table}.`, { table });
  if (target.members.length >= 3)
    return fail('table-full', `Table ${table} already has three students.`, { table });
  const held = place.kind === 'table' || place.kind === 'unpaired' ? place.role : null;
  const rest = withoutSeat(a, seatId, 'partner-moved');
  // Leaving a table may dissolve the very table being joined only if it was the same one, excluded above.
  return joinTable(rest, seatId, held, table, options);
}

/**
 * A student is absent: they leave their table, and a partner left alone (or left with only their own role)
 * is unpaired and flagged 'partner-absent', keeping the role they read. Observers of a dissolved table are
 * unpaired too.
 */
export function markAbsent(a: Assignment, seatId: number): PairingResult {
  const place = placeOf(a, seatId);
  if (!place) return unknownSeat(seatId);
  if (place.kind === 'absent') return absentSeat(seatId);
  const rest = withoutSeat(a, seatId, 'partner-absent');
  return ok({ ...rest, absent: [...rest.absent, seatId] });
}
