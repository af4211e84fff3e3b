import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ROLE_RULES_DEFAULTS, type RoleRules } from '@shared/contracts/pairing';
import { writePublicSettings } from '../../db/settings-version';
import { assignments, classes, roleRules, seats } from '../../db/schema';
import type { Assignment } from './assignment';

export type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type AssignmentRow = Omit<typeof assignments.$inferSelect, 'state'> & { state: Assignment };

/** A class's assignments: the current class's when no id is given. */
const ofClass = (classId?: number) =>
  classId === undefined ? sql`${assignments.classId} = current_class_id()` : eq(assignments.classId, classId);

const rowOf = (r: typeof assignments.$inferSelect): AssignmentRow => ({ ...r, state: r.state as Assignment });

/** The current class's latest assignment of a simulation (a draft or published), if any. */
export async function latestAssignment(q: Q, simKey: string): Promise<AssignmentRow | null> {
  const [row] = await q
    .select()
    .from(assignments)
    .where(and(eq(assignments.simKey, simKey), sql`${assignments.classId} = current_class_id()`))
    .orderBy(desc(assignments.id))
    .limit(1);
  return row ? rowOf(row) : null;
}

/** One assignment of the current class. */
export async function findAssignment(q: Q, simKey: string, id: number): Promise<AssignmentRow | null> {
  const [row] = await q
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.id, id),
        eq(assignments.simKey, simKey),
        sql`${assignments.classId} = current_class_id()`,
      ),
    );
  return row ? rowOf(row) : null;
}

/** A published assignment by id, of any class (a seat's group names it). */
export async function findPublished(q: Q, id: number): Promise<AssignmentRow | null> {
  const [row] = await q
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, id), isNotNull(assignments.publishedAt)));
  return row ? rowOf(row) : null;
}

/** Every published assignment of the current class (any simulation): who has negotiated with whom. */
export async function publishedAssignments(q: Q): Promise<AssignmentRow[]> {
  const rows = await q
    .select()
    .from(assignments)
    .where(and(isNotNull(assignments.publishedAt), sql`${assignments.classId} = current_class_id()`))
    .orderBy(assignments.id);
  return rows.map(rowOf);
}

/**
 * A class's (by default the current one's) latest published assignment of a simulation: of its latest round,
 * or of `round` when given. Null when none.
 */
export async function latestPublished(
  q: Q,
  simKey: string,
  classId?: number,
  round?: number,
): Promise<AssignmentRow | null> {
  const [row] = await q
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.simKey, simKey),
        isNotNull(assignments.publishedAt),
        ofClass(classId),
        round === undefined ? undefined : eq(assignments.round, round),
      ),
    )
    .orderBy(desc(assignments.round), desc(assignments.id))
    .limit(1);
  return row ? rowOf(row) : null;
}

/** The rounds of a simulation a class (by default the current one) has published, in order. */
export async function publishedRounds(q: Q, simKey: string, classId?: number): Promise<number[]> {
  const rows = await q
    .selectDistinct({ round: assignments.round })
    .from(assignments)
    .where(and(eq(assignments.simKey, simKey), isNotNull(assignments.publishedAt), ofClass(classId)))
    .orderBy(assignments.round);
  return rows.map((r) => r.round);
}

/** A new draft, replacing the unpublished drafts of this simulation in the current class (one transaction). */
export async function replaceDraft(q: Q, simKey: string, odd: string, state: Assignment, round: number) {
  await q
    .delete(assignments)
    .where(
      and(
        eq(assignments.simKey, simKey),
        isNull(assignments.publishedAt),
        sql`${assignments.classId} = current_class_id()`,
      ),
    );
  const [row] = await q.insert(assignments).values({ simKey, round, odd, state }).returning();
  return rowOf(row!);
}

export async function saveState(q: Q, id: number, state: Assignment) {
  await q.update(assignments).set({ state }).where(eq(assignments.id, id));
}

export async function markPublished(q: Q, id: number, at: Date) {
  await q.update(assignments).set({ publishedAt: at }).where(eq(assignments.id, id));
}

/** The names of these seats (of any class); a seat that no longer exists is missing from the map. */
export async function seatNames(q: Q, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.select({ id: seats.id, name: seats.name }).from(seats).where(inArray(seats.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The current class's seats. */
export async function currentSeats(q: Q) {
  return q
    .select({ id: seats.id })
    .from(seats)
    .innerJoin(classes, eq(classes.id, seats.classId))
    .where(isNull(classes.endedAt));
}

/** Serialises assigning within a class and simulation (two instructor tabs pressing Assign at once). */
export async function lockAssigning(q: Q, simKey: string) {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`assign:${simKey}`}))`);
}

/** A simulation's role rules as stored: `assignedOnly` null until the instructor chooses. */
async function storedRoleRules(q: Q, simKey: string) {
  const [row] = await q
    .select({ assignedOnly: roleRules.assignedOnly, unseatedAccess: roleRules.unseatedAccess })
    .from(roleRules)
    .where(eq(roleRules.simKey, simKey));
  return { assignedOnly: row?.assignedOnly ?? null, unseatedAccess: row?.unseatedAccess ?? false };
}

/** Whether the current class has published an assignment of this simulation. */
async function hasPublishedAssignment(q: Q, simKey: string): Promise<boolean> {
  const [row] = await q
    .select({ id: assignments.id })
    .from(assignments)
    .where(
      and(
        eq(assignments.simKey, simKey),
        isNotNull(assignments.publishedAt),
        sql`${assignments.classId} = current_class_id()`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A simulation's role rules in force. "Assigned roles only" is the instructor's choice once made; until
 * then it is on while the current class has a published assignment of the case (its students were each
 * given a role) and off otherwise (a class that does not use seats reads every open role).
 */
export async function findRoleRules(q: Q, simKey: string): Promise<RoleRules> {
  const stored = await storedRoleRules(q, simKey);
  return {
    assignedOnly: stored.assignedOnly ?? (await hasPublishedAssignment(q, simKey)),
    unseatedAccess: stored.unseatedAccess,
  };
}

/** Whether "Assigned roles only" follows the class (the instructor has not chosen it either way). */
export const assignedOnlyUnchosen = async (q: Q, simKey: string) =>
  (await storedRoleRules(q, simKey)).assignedOnly === null;

/** Changes a simulation's role rules; a public setting, so the settings version moves with it. */
export async function changeRoleRules(db: Db, simKey: string, patch: Partial<RoleRules>): Promise<RoleRules> {
  return writePublicSettings(db, async (tx) => {
    await tx
      .insert(roleRules)
      .values({ simKey, unseatedAccess: ROLE_RULES_DEFAULTS.unseatedAccess, ...patch })
      .onConflictDoUpdate({ target: roleRules.simKey, set: { ...patch, updatedAt: new Date() } });
    return findRoleRules(tx, simKey);
  });
}
