import { count, desc, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, feedback, results, simulationSettings, tariffGames } from '../../db/schema';
import { writePublicSettings } from '../../db/settings-version';

export type ClassRow = typeof classes.$inferSelect;

/** Every class, newest first. */
export async function listClasses(db: Db): Promise<ClassRow[]> {
  return db.select().from(classes).orderBy(desc(classes.startedAt), desc(classes.id));
}

/** Reported results per class and simulation (hidden ones included). */
export async function countResultsByClass(db: Db) {
  return db
    .select({ classId: results.classId, simKey: results.simKey, n: count() })
    .from(results)
    .groupBy(results.classId, results.simKey);
}

/** Feedback entries per class. */
export async function countFeedbackByClass(db: Db) {
  return db.select({ classId: feedback.classId, n: count() }).from(feedback).groupBy(feedback.classId);
}

/** Tariff Wars games per class. */
export async function countGamesByClass(db: Db) {
  return db
    .select({ classId: tariffGames.classId, n: count() })
    .from(tariffGames)
    .groupBy(tariffGames.classId);
}

/** How many active (not archived) entries of each class gave each rating. */
export async function activeRatingsByClass(db: Db) {
  return db
    .select({ classId: feedback.classId, rating: feedback.rating, n: count() })
    .from(feedback)
    .where(not(feedback.isArchived))
    .groupBy(feedback.classId, feedback.rating);
}

/** Serialises class starts and ends (any constant; the transaction holds it until it ends). */
const START_LOCK = 180_18;

/**
 * Ends the current class and starts a new one, in one transaction; with `closeSimulations`, every
 * simulation is closed to students (access off) in the same moment. Two starts at once run one after the
 * other: the second waits for the lock, then ends the class the first one started (the partial unique
 * index would refuse a second current class anyway).
 */
export async function startClass(db: Db, name: string, closeSimulations: boolean): Promise<ClassRow> {
  // closing the simulations is a write of public settings: it bumps the settings version with it
  const transaction = closeSimulations
    ? <T>(work: (tx: Db) => Promise<T>) => writePublicSettings(db, work)
    : <T>(work: (tx: Db) => Promise<T>) => db.transaction(work);
  return transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const now = new Date();
    await tx.update(classes).set({ endedAt: now }).where(isNull(classes.endedAt));
    const [row] = await tx.insert(classes).values({ name, startedAt: now }).returning();
    if (closeSimulations) await tx.update(simulationSettings).set({ isAccessible: false, updatedAt: now });
    return row!;
  });
}

/**
 * Ends the current class under the start lock, so an end and a start never interleave: null when no class
 * was running (a second End class, or one after another instructor's).
 */
export async function endClass(db: Db): Promise<ClassRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const [row] = await tx
      .update(classes)
      .set({ endedAt: new Date() })
      .where(isNull(classes.endedAt))
      .returning();
    return row ?? null;
  });
}

export async function updateClass(
  db: Db,
  id: number,
  set: { name?: string; retentionDays?: number },
): Promise<ClassRow | null> {
  const [row] = await db.update(classes).set(set).where(eq(classes.id, id)).returning();
  return row ?? null;
}

export async function findClass(db: Db, id: number): Promise<ClassRow | null> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id));
  return row ?? null;
}
