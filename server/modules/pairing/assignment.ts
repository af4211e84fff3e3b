/**
 * The shapes the matcher and its operations share, and pure helpers on them. An assignment is a value:
 * every operation returns a new one and never changes the one it was given.
 */
import { OBSERVER_ROLE, type PairingErrorCode, type UnpairedReason } from '@shared/contracts/pairing';

/** The simulation's two role slugs, in registry order. */
export type RolePair = readonly [string, string];

/** Pairs of seat ids who have negotiated together earlier in this class (in any order). */
export type PartnerHistory = ReadonlyArray<readonly [number, number]>;

export interface TableMember {
  seatId: number;
  /** A registry role slug. */
  role: string;
}

/** A negotiating table: one of each role, or a trio where two students share a role (a mirror). */
export interface PairTable {
  table: number;
  members: readonly TableMember[];
}

export interface ObserverSeat {
  seatId: number;
  role: typeof OBSERVER_ROLE;
  /** The table this student watches. */
  table: number;
}

export interface UnpairedSeat {
  seatId: number;
  /** The role the student held (and may have read), kept when re-paired; null for a latecomer. */
  role: string | null;
  reason: UnpairedReason;
  /** The table the student sat at until it dissolved: where an absent partner who is back sits them again. */
  table?: number;
}

/** Where a seat marked absent was: "Present again" puts it back there when it can. */
export interface AbsentPlace {
  seatId: number;
  /** The table they sat at or watched; null when they were at none. */
  table: number | null;
  /** Their role there ('observer' for an observer); null when they had none. */
  role: string | null;
}

export interface Assignment {
  /** Sorted by table number. */
  pairs: readonly PairTable[];
  observers: readonly ObserverSeat[];
  /** Flagged to the instructor: students who need a new partner. */
  unpaired: readonly UnpairedSeat[];
  /** Seats marked absent: in no table, no longer counted. */
  absent: readonly number[];
  /** Where each absent seat was (assignments stored before this was kept have none). */
  absentFrom?: readonly AbsentPlace[];
}

export interface PairingError {
  code: PairingErrorCode;
  /** For the instructor, in English; the API may map `code` to its own words. */
  message: string;
  seatId?: number;
  table?: number;
}

export type PairingResult = { ok: true; assignment: Assignment } | { ok: false; error: PairingError };

export const ok = (assignment: Assignment): PairingResult => ({ ok: true, assignment });
export const fail = (
  code: PairingErrorCode,
  message: string,
  extra: Partial<PairingError> = {},
): PairingResult => ({
  ok: false,
  error: { code, message, ...extra },
});

/** Where a seat is in an assignment. */
export type SeatPlace =
  | { kind: 'table'; table: number; role: string }
  | { kind: 'observer'; table: number }
  | { kind: 'unpaired'; role: string | null; reason: UnpairedReason }
  | { kind: 'absent' };

export function placeOf(a: Assignment, seatId: number): SeatPlace | undefined {
  for (const t of a.pairs) {
    const m = t.members.find((x) => x.seatId === seatId);
    if (m) return { kind: 'table', table: t.table, role: m.role };
  }
  const o = a.observers.find((x) => x.seatId === seatId);
  if (o) return { kind: 'observer', table: o.table };
  const u = a.unpaired.find((x) => x.seatId === seatId);
  if (u) return { kind: 'unpaired', role: u.role, reason: u.reason };
  if (a.absent.includes(seatId)) return { kind: 'absent' };
  return undefined;
}

/** Every seat that is part of the assignment (not absent), each once. */
export const assignedSeats = (a: Assignment): number[] => [
  ...a.pairs.flatMap((t) => t.members.map((m) => m.seatId)),
  ...a.observers.map((o) => o.seatId),
  ...a.unpaired.map((u) => u.seatId),
];

/** Everyone who negotiates together, as seat-id pairs (a trio gives three): what the class remembers. */
export const partnerPairs = (a: Assignment): Array<[number, number]> =>
  a.pairs.flatMap((t) =>
    t.members.flatMap((m, i) => t.members.slice(i + 1).map((o): [number, number] => [m.seatId, o.seatId])),
  );

export const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

export const historyKeys = (history: PartnerHistory): Set<string> =>
  new Set(history.map(([a, b]) => pairKey(a, b)));

/** The partner pairs of an assignment that already met in the history: none where the numbers allow. */
export function repeatedPartners(a: Assignment, history: PartnerHistory): Array<[number, number]> {
  const met = historyKeys(history);
  return partnerPairs(a).filter(([x, y]) => met.has(pairKey(x, y)));
}

/** How many students hold each role over the class (observers and unpaired seats not counted). */
export function roleCounts(a: Assignment): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of a.pairs) for (const m of t.members) counts.set(m.role, (counts.get(m.role) ?? 0) + 1);
  return counts;
}

/** The lowest table numbers no table uses, so that a freed table is taken again before new ones. */
export function freeTableNumbers(a: Assignment, count: number): number[] {
  const taken = new Set(a.pairs.map((t) => t.table));
  const out: number[] = [];
  for (let n = 1; out.length < count; n++) if (!taken.has(n)) out.push(n);
  return out;
}

/** Members in registry role order (then by seat), so a table always reads the same way. */
export function sortMembers(members: readonly TableMember[], roles: readonly string[]): TableMember[] {
  const rank = (r: string) => {
    const i = roles.indexOf(r);
    return i === -1 ? roles.length : i;
  };
  return [...members].sort((x, y) => rank(x.role) - rank(y.role) || x.seatId - y.seatId);
}

export const sortTables = (pairs: readonly PairTable[]): PairTable[] =>
  [...pairs].sort((x, y) => x.table - y.table);

/** A table can negotiate when it has two or three members and both roles are there. */
export const canNegotiate = (members: readonly TableMember[]): boolean =>
  members.length >= 2 && new Set(members.map((m) => m.role)).size >= 2;

/**
 * The assignment without `seatId` (which must not be absent). A table left unable to negotiate (one member,
 * or two sharing a role) is dissolved: its members become unpaired with `reason`, keeping their roles, and
 * its observers become unpaired ('table-gone').
 */
export function withoutSeat(a: Assignment, seatId: number, reason: UnpairedReason): Assignment {
  const pairs: PairTable[] = [];
  const unpaired: UnpairedSeat[] = a.unpaired.filter((u) => u.seatId !== seatId);
  let observers = a.observers.filter((o) => o.seatId !== seatId);
  for (const t of a.pairs) {
    if (!t.members.some((m) => m.seatId === seatId)) {
      pairs.push(t);
      continue;
    }
    const members = t.members.filter((m) => m.seatId !== seatId);
    if (canNegotiate(members)) {
      pairs.push({ table: t.table, members });
      continue;
    }
    for (const m of members) unpaired.push({ seatId: m.seatId, role: m.role, reason, table: t.table });
    for (const o of observers.filter((x) => x.table === t.table))
      unpaired.push({ seatId: o.seatId, role: null, reason: 'table-gone' });
    observers = observers.filter((o) => o.table !== t.table);
  }
  return { ...a, pairs, observers, unpaired };
}

/** The assignment with these seats no longer absent (they come back, or are placed as latecomers). */
export function withoutAbsent(a: Assignment, seatIds: ReadonlySet<number>): Assignment {
  const out: Assignment = { ...a, absent: a.absent.filter((s) => !seatIds.has(s)) };
  if (a.absentFrom) out.absentFrom = a.absentFrom.filter((p) => !seatIds.has(p.seatId));
  return out;
}

/**
 * The seats whose phone shows something new after a change: their table, role, partners, the table they
 * watch (or its members), or their unpaired or absent state differ. Those are the phones to notify.
 */
export function affectedSeats(before: Assignment, after: Assignment): number[] {
  const views = (a: Assignment) => {
    const tableOf = new Map(a.pairs.map((t) => [t.table, t]));
    const view = new Map<number, string>();
    const membersOf = (n: number) =>
      (tableOf.get(n)?.members ?? [])
        .map((m) => `${m.seatId}/${m.role}`)
        .sort()
        .join(',');
    for (const t of a.pairs)
      for (const m of t.members) view.set(m.seatId, `t${t.table}:${m.role}:${membersOf(t.table)}`);
    for (const o of a.observers) view.set(o.seatId, `o${o.table}:${membersOf(o.table)}`);
    for (const u of a.unpaired) view.set(u.seatId, `u:${u.role}:${u.reason}`);
    for (const s of a.absent) view.set(s, 'absent');
    return view;
  };
  const x = views(before);
  const y = views(after);
  const seats = new Set([...x.keys(), ...y.keys()]);
  return [...seats].filter((s) => x.get(s) !== y.get(s)).sort((p, q) => p - q);
}
