import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { assignments, groupDevices, groupMembers, groups, seats } from './schema';

/**
 * Groups (a Tariff Wars team, a negotiating pair): the queries every module that forms groups shares, as
 * class-scope.ts is for classes. A group's audience on the live channel is its devices and its seated members.
 */

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type GroupKind = 'team' | 'pair' | 'trio';

/** New groups of a kind in the current class, one per call of `n` (their ids, in order). */
export async function createGroups(q: Q, kind: GroupKind, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await q
    .insert(groups)
    .values(Array.from({ length: n }, () => ({ kind })))
    .returning({ id: groups.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A device joins a group (its cookie's token hash). */
export async function addGroupDevice(q: Q, tokenHash: string, groupId: number): Promise<void> {
  await q.insert(groupDevices).values({ tokenHash, groupId });
}

/** Seats join groups (each pair once). */
export async function addGroupMembers(q: Q, rows: Array<{ groupId: number; seatId: number }>): Promise<void> {
  if (rows.length > 0) await q.insert(groupMembers).values(rows).onConflictDoNothing();
}

/** The seated members of these groups by group, in the order they joined the class. */
export async function membersOfGroups(
  q: Q,
  groupIds: number[],
): Promise<Map<number, Array<{ seatId: number; name: string }>>> {
  const out = new Map<number, Array<{ seatId: number; name: string }>>();
  if (groupIds.length === 0) return out;
  const rows = await q
    .select({ groupId: groupMembers.groupId, seatId: seats.id, name: seats.name })
    .from(groupMembers)
    .innerJoin(seats, eq(seats.id, groupMembers.seatId))
    .where(inArray(groupMembers.groupId, groupIds))
    .orderBy(asc(seats.joinedAt), asc(seats.id));
  for (const { groupId, ...member } of rows) out.set(groupId, [...(out.get(groupId) ?? []), member]);
  return out;
}

/** A seat joins a group (nothing happens when it is already a member). */
export async function addGroupMember(q: Q, groupId: number, seatId: number): Promise<void> {
  await q.insert(groupMembers).values({ groupId, seatId }).onConflictDoNothing();
}

/** The group a device's token joined, if any. */
export async function groupOfDevice(q: Q, tokenHash: string): Promise<number | null> {
  const [row] = await q
    .select({ groupId: groupDevices.groupId })
    .from(groupDevices)
    .where(eq(groupDevices.tokenHash, tokenHash));
  return row?.groupId ?? null;
}

/** The groups a seat is a member of (of one kind, or every kind). */
export async function groupsOfSeat(q: Q, seatId: number, kind?: GroupKind): Promise<number[]> {
  const rows = await q
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.seatId, seatId), kind ? eq(groups.kind, kind) : undefined));
  return rows.map((r) => r.groupId);
}

/** How many devices and seated members each of these groups has (groups with none are not listed). */
export async function joinedPerGroup(q: Q, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const [devices, members] = await Promise.all([
    q
      .select({ groupId: groupDevices.groupId, n: count() })
      .from(groupDevices)
      .where(inArray(groupDevices.groupId, groupIds))
      .groupBy(groupDevices.groupId),
    q
      .select({ groupId: groupMembers.groupId, n: count() })
      .from(groupMembers)
      .where(inArray(groupMembers.groupId, groupIds))
      .groupBy(groupMembers.groupId),
  ]);
  const joined = new Map<number, number>();
  for (const r of [...devices, ...members]) joined.set(r.groupId, (joined.get(r.groupId) ?? 0) + r.n);
  return joined;
}

/** A negotiating table as its group holds it: its members by seat, role and position (1, 2, 3). */
export interface TableGroupInput {
  table: number;
  members: ReadonlyArray<{ seatId: number; role: string }>;
}

/**
 * Makes a published assignment's groups what its tables are now (publishing, and every change after): one
 * group per table (a pair, or a trio), its members the seats at it that still exist, in table order. A
 * table that went (dissolved, moved) keeps its group and loses its members: its deal keeps its group.
 */
export async function syncTableGroups(
  q: Q,
  assignment: { id: number; classId: number },
  tables: readonly TableGroupInput[],
): Promise<void> {
  const kindOf = (t: TableGroupInput): GroupKind => (t.members.length >= 3 ? 'trio' : 'pair');
  const rows =
    tables.length === 0
      ? []
      : await q
          .insert(groups)
          .values(
            tables.map((t) => ({
              classId: assignment.classId,
              kind: kindOf(t),
              assignmentId: assignment.id,
              tableNo: t.table,
            })),
          )
          .onConflictDoUpdate({
            target: [groups.assignmentId, groups.tableNo],
            set: { kind: sql`excluded.kind` },
          })
          .returning({ id: groups.id, table: groups.tableNo });
  const idOf = new Map(rows.map((r) => [r.table!, r.id]));
  const all = await q.select({ id: groups.id }).from(groups).where(eq(groups.assignmentId, assignment.id));
  if (all.length > 0)
    await q.delete(groupMembers).where(
      inArray(
        groupMembers.groupId,
        all.map((g) => g.id),
      ),
    );
  const present = new Set(
    (
      await q
        .select({ id: seats.id })
        .from(seats)
        .where(
          inArray(
            seats.id,
            tables.flatMap((t) => t.members.map((m) => m.seatId)),
          ),
        )
    ).map((r) => r.id),
  );
  const members = tables.flatMap((t) =>
    t.members
      .map((m, i) => ({ groupId: idOf.get(t.table)!, seatId: m.seatId, role: m.role, position: i + 1 }))
      .filter((m) => present.has(m.seatId)),
  );
  if (members.length > 0) await q.insert(groupMembers).values(members);
}

/**
 * The table a seat sits at in a simulation's latest published assignment (of its latest round, or of
 * `round`) of its class: one read down the group members' seat index. Null at no table.
 */
export async function tableGroupOfSeat(
  q: Q,
  simKey: string,
  seatId: number,
  round?: number,
): Promise<{ groupId: number; assignmentId: number; table: number } | null> {
  const [row] = await q
    .select({ groupId: groups.id, assignmentId: assignments.id, table: groups.tableNo })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(assignments, eq(assignments.id, groups.assignmentId))
    .where(
      and(
        eq(groupMembers.seatId, seatId),
        eq(assignments.simKey, simKey),
        isNotNull(assignments.publishedAt),
        // the round asked for, or the class's latest round of the case
        round === undefined
          ? sql`${assignments.round} = (select max(l.round) from ${assignments} l where l.class_id = ${assignments.classId} and l.sim_key = ${assignments.simKey} and l.published_at is not null)`
          : eq(assignments.round, round),
        // a round published again (re-paired) is its latest publication only
        sql`${assignments.id} = (select max(l.id) from ${assignments} l where l.class_id = ${assignments.classId} and l.sim_key = ${assignments.simKey} and l.round = ${assignments.round} and l.published_at is not null)`,
      ),
    )
    .limit(1);
  return row && row.table !== null ? { ...row, table: row.table } : null;
}

/** The group of a published assignment's table, if it has one. */
export async function tableGroupId(q: Q, assignmentId: number, table: number): Promise<number | null> {
  const [row] = await q
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.assignmentId, assignmentId), eq(groups.tableNo, table)));
  return row?.id ?? null;
}
