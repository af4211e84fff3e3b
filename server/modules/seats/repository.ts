import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/error-code';
import { inClass, NoClassError } from '../../db/class-scope';
import { classes, groupMembers, groups, seatDevices, seats, tariffChoices } from '../../db/schema';

export type SeatRow = typeof seats.$inferSelect;

/** What a seat's device reads: the seat and its class (ended or not). */
const seatWithClass = {
  id: seats.id,
  name: seats.name,
  lang: seats.lang,
  seatCode: seats.seatCode,
  classId: classes.id,
  className: classes.name,
  classEnded: sql<boolean>`${classes.endedAt} is not null`,
};

/** The seat a device's token opens (by the token's hash), with its class; null for an unknown token. */
export async function findSeatByDevice(db: Db, tokenHash: string) {
  const [row] = await db
    .select(seatWithClass)
    .from(seatDevices)
    .innerJoin(seats, eq(seats.id, seatDevices.seatId))
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(eq(seatDevices.tokenHash, tokenHash));
  return row ?? null;
}
export type SeatOfDevice = NonNullable<Awaited<ReturnType<typeof findSeatByDevice>>>;

/** The seat with this seat code (codes are unique over every class), with its class, ended or not. */
export async function findSeatByCode(db: Db, seatCode: string) {
  const [row] = await db
    .select(seatWithClass)
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(eq(seats.seatCode, seatCode));
  return row ?? null;
}

/** Uses a re-seat token once: the seat it opens (current class, not expired), its token cleared in the same statement. */
export async function takeReseatToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(seats)
    .set({ reseatTokenHash: null, reseatExpiresAt: null })
    .where(
      and(
        eq(seats.reseatTokenHash, tokenHash),
        gt(seats.reseatExpiresAt, now),
        sql`${seats.classId} = current_class_id()`,
      ),
    )
    .returning({ id: seats.id });
  return row ? findSeatById(db, row.id) : null;
}

export async function findSeatById(db: Db, id: number) {
  const [row] = await db
    .select(seatWithClass)
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(eq(seats.id, id));
  return row ?? null;
}

/** The class a join code belongs to. */
export async function findClassByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: classes.id,
      name: classes.name,
      joinOpen: classes.joinOpen,
      retentionDays: classes.retentionDays,
      ended: sql<boolean>`${classes.endedAt} is not null`,
    })
    .from(classes)
    .where(eq(classes.joinCode, code));
  return row ?? null;
}

/** What a join came to (`join_seat`, migration 0018): the seat, or why there is none. */
export type JoinOutcome =
  | { outcome: 'seated'; classId: number; className: string; seatId: number }
  | { outcome: 'ended' | 'closed' | 'full' | 'taken'; classId: number; className: string; seatId: null }
  | { outcome: 'unknown'; classId: null; className: null; seatId: null };

/**
 * Seats a student in the class of a join code with this device's token, in one statement: the class under
 * its row lock, the count against `cap`, the seat (none when the class has a seat of this name: the unique
 * constraint decides) and the device, which leaves the seat of `previousTokenHash`. One class's joins take
 * turns inside PostgreSQL, never across a round trip to an app process, so the cap holds however many
 * processes join at once (docs/decisions/0023-seat-cap-setting-and-one-statement-join.md).
 */
export async function joinSeat(
  db: Db,
  v: {
    code: string;
    cap: number;
    name: string;
    nameKey: string;
    lang: string;
    seatCode: string;
    tokenHash: string;
    previousTokenHash: string | null;
  },
): Promise<JoinOutcome> {
  const { rows } = (await db.execute(
    sql`select outcome, class_id as "classId", class_name as "className", seat_id as "seatId"
      from join_seat(${v.code}, ${v.cap}::integer, ${v.name}, ${v.nameKey}, ${v.lang}, ${v.seatCode},
        ${v.tokenHash}, ${v.previousTokenHash}::varchar)`,
  )) as unknown as { rows: JoinOutcome[] };
  return rows[0]!;
}

/** The name keys in a class that start with `prefix` (to suggest a free name). */
export async function nameKeysLike(db: Db, classId: number, prefix: string) {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ nameKey: seats.nameKey })
    .from(seats)
    .where(and(eq(seats.classId, classId), sql`${seats.nameKey} like ${`${escaped}%`}`));
  return new Set(rows.map((r) => r.nameKey));
}

export async function addSeatDevice(db: Db, tokenHash: string, seatId: number) {
  await db.insert(seatDevices).values({ tokenHash, seatId });
}

/** Renames a seat; false when another seat of its class has the name (the unique constraint decides). */
export async function updateSeat(
  db: Db,
  id: number,
  set: { name?: string; nameKey?: string; lang?: string },
) {
  try {
    const rows = await db.update(seats).set(set).where(eq(seats.id, id)).returning({ id: seats.id });
    return rows.length > 0 ? 'updated' : 'missing';
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

/** Deletes a seat and, with it, its devices; false when there was none. */
export async function deleteSeat(db: Db, id: number) {
  const rows = await db.delete(seats).where(eq(seats.id, id)).returning({ id: seats.id });
  return rows.length > 0;
}

export async function setReseatToken(db: Db, id: number, tokenHash: string, expiresAt: Date) {
  const rows = await db
    .update(seats)
    .set({ reseatTokenHash: tokenHash, reseatExpiresAt: expiresAt })
    .where(and(eq(seats.id, id), sql`${seats.classId} = current_class_id()`))
    .returning({ id: seats.id });
  return rows.length > 0;
}

/** A class's seats in the order they joined ('all': every class's). */
export async function listSeats(db: Db, classFilter: number | 'all') {
  return db
    .select({
      id: seats.id,
      name: seats.name,
      lang: seats.lang,
      joinedAt: seats.joinedAt,
      lastSeenAt: seats.lastSeenAt,
      pageClosedAt: seats.pageClosedAt,
    })
    .from(seats)
    .where(inClass(seats.classId, classFilter))
    .orderBy(asc(seats.joinedAt), asc(seats.id));
}

export async function countSeats(db: Db, classId: number) {
  const [row] = await db.select({ n: count() }).from(seats).where(eq(seats.classId, classId));
  return row?.n ?? 0;
}

/** These seats were seen at `at` (one statement for a whole class's reconnects). */
export async function touchSeats(db: Db, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(seats)
    .set({ lastSeenAt: at })
    .where(inArray(seats.id, [...ids]));
}

/** A page of this seat said, as it was being closed, that it was going (isPresent's page-closed time). */
export async function notePageClosed(db: Db, id: number, at: Date) {
  await db.update(seats).set({ pageClosedAt: at }).where(eq(seats.id, id));
}

/** The current class and its join code (null before one is drawn): what a seat-code try is counted against. */
export async function currentClassCode(db: Db): Promise<{ id: number; code: string } | null> {
  const [row] = await db
    .select({ id: classes.id, code: classes.joinCode })
    .from(classes)
    .where(isNull(classes.endedAt));
  return row?.code ? { id: row.id, code: row.code } : null;
}

/** The current class's join settings, drawing its code first when it has none (`newCode`: draw a new one). */
export async function currentClassJoin(db: Db, drawCode: () => string, newCode = false) {
  const current = () =>
    db
      .select({ id: classes.id, code: classes.joinCode, joinOpen: classes.joinOpen })
      .from(classes)
      .where(isNull(classes.endedAt));
  const [row] = await current();
  if (!row) throw new NoClassError();
  if (row.code && !newCode) return { ...row, code: row.code };
  for (let attempt = 0; ; attempt++) {
    try {
      // a code drawn at the same moment by another request wins; both answer the one stored
      await db
        .update(classes)
        .set({ joinCode: drawCode() })
        .where(and(eq(classes.id, row.id), newCode ? undefined : isNull(classes.joinCode)));
      const [after] = await current();
      // the class ended in between
      if (!after?.code) throw new NoClassError();
      return { ...after, code: after.code };
    } catch (err) {
      // a drawn code another class already has (1 in 887 million a class): draw again
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export async function setJoinOpen(db: Db, joinOpen: boolean) {
  await db.update(classes).set({ joinOpen }).where(isNull(classes.endedAt));
}

/**
 * Everything stored for one seat, for "Download my data": the seat, its devices (how many), its groups and the
 * Tariff Wars choices it locked for its team.
 */
export async function seatRecord(db: Db, id: number) {
  const [seat] = await db
    .select({
      id: seats.id,
      name: seats.name,
      lang: seats.lang,
      seatCode: seats.seatCode,
      joinedAt: seats.joinedAt,
      lastSeenAt: seats.lastSeenAt,
      pageClosedAt: seats.pageClosedAt,
      className: classes.name,
    })
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(eq(seats.id, id));
  const [devices] = await db.select({ n: count() }).from(seatDevices).where(eq(seatDevices.seatId, id));
  const memberOf = await db
    .select({ id: groups.id, kind: groups.kind, joinedAt: groupMembers.createdAt })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.seatId, id));
  const tariffLocks = await db
    .select({
      gameId: tariffChoices.gameId,
      round: tariffChoices.round,
      choice: tariffChoices.choice,
      at: tariffChoices.createdAt,
    })
    .from(tariffChoices)
    .where(eq(tariffChoices.seatId, id));
  return seat ? { seat, devices: devices?.n ?? 0, groups: memberOf, tariffLocks } : null;
}
