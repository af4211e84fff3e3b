import { OBSERVER_ROLE } from '@shared/contracts/pairing';
import {
  canNegotiate,
  fail,
  ok,
  placeOf,
  roleCounts,
  sortMembers,
  sortTables,
  withoutAbsent,
  withoutSeat,
  type AbsentPlace,
  type Assignment,
  type PairingResult,
  type RolePair,
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
    ...a,
    pairs: a.pairs.map((t) => ({
      table: t.table,
      members: t.members.map((m) => ({ ...m, seatId: other(m.seatId) })),
    })),
    observers: a.observers.map((o) => ({ ...o, seatId: other(o.seatId) })),
    unpaired: a.unpaired.map((u) => ({ ...u, seatId: other(u.seatId) })),
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
 * is unpaired and flagged 'partner-absent', keeping the role they read and the table they sat at. Observers
 * of a dissolved table are unpaired too. Where the student was is kept, for "Present again".
 */
export function markAbsent(a: Assignment, seatId: number): PairingResult {
  const place = placeOf(a, seatId);
  if (!place) return unknownSeat(seatId);
  if (place.kind === 'absent') return absentSeat(seatId);
  const from: AbsentPlace =
    place.kind === 'table'
      ? { seatId, table: place.table, role: place.role }
      : place.kind === 'observer'
        ? { seatId, table: place.table, role: OBSERVER_ROLE }
        : { seatId, table: a.unpaired.find((u) => u.seatId === seatId)?.table ?? null, role: place.role };
  const rest = withoutSeat(a, seatId, 'partner-absent');
  return ok({ ...rest, absent: [...rest.absent, seatId], absentFrom: [...(rest.absentFrom ?? []), from] });
}

/**
 * The undo of markAbsent: the student is back where they were when their table can take them: the table
 * still going (as its mirror, with their role), or the table dissolved by their absence, formed again with
 * the partners still waiting there (the same table number: the pair's deal is theirs again). Otherwise they
 * wait with their role, flagged 'returned', for Pair latecomers.
 */
export function markPresent(a: Assignment, seatId: number, roles: RolePair): PairingResult {
  if (!a.absent.includes(seatId))
    return placeOf(a, seatId)
      ? fail('not-absent', `Seat ${seatId} is not marked absent.`, { seatId })
      : unknownSeat(seatId);
  const from = a.absentFrom?.find((p) => p.seatId === seatId);
  const rest = withoutAbsent(a, new Set([seatId]));
  const role = from?.role === OBSERVER_ROLE ? null : (from?.role ?? null);
  const waiting = () =>
    ok({
      ...rest,
      unpaired: [
        ...rest.unpaired,
        { seatId, role, reason: 'returned' as const, ...(from?.table != null ? { table: from.table } : {}) },
      ],
    });
  if (!from || from.table === null) return waiting();
  const table = rest.pairs.find((t) => t.table === from.table);
  if (from.role === OBSERVER_ROLE)
    return table
      ? ok({ ...rest, observers: [...rest.observers, { seatId, role: OBSERVER_ROLE, table: table.table }] })
      : waiting();
  if (table) {
    if (table.members.length >= 3 || role === null) return waiting();
    return joinTable(rest, seatId, role, table.table, { role, roles });
  }
  const mates = rest.unpaired.filter((u) => u.table === from.table && u.role !== null);
  const members = sortMembers(
    [{ seatId, role: role! }, ...mates.map((u) => ({ seatId: u.seatId, role: u.role! }))],
    roles,
  );
  if (role === null || members.length > 3 || !canNegotiate(members)) return waiting();
  const seated = new Set(mates.map((u) => u.seatId));
  return ok({
    ...rest,
    pairs: sortTables([...rest.pairs, { table: from.table, members }]),
    unpaired: rest.unpaired.filter((u) => !seated.has(u.seatId)),
  });
}
