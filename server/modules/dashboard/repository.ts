import { count, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, results } from '../../db/schema';

const hiddenCount = (isHidden: AnyColumn) => sql<number>`count(*) filter (where ${isHidden})`.mapWith(Number);

/** Reported results per simulation key, and how many of them are hidden from the results table. */
export async function countResultsBySimulation(db: Db, classId: number) {
  return db
    .select({ simKey: results.simKey, total: count(), hidden: hiddenCount(results.isHidden) })
    .from(results)
    .where(eq(results.classId, classId))
    .groupBy(results.simKey);
}

export async function countFeedback(db: Db, classId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${feedback.isArchived})`.mapWith(Number),
      archived: sql<number>`count(*) filter (where ${feedback.isArchived})`.mapWith(Number),
    })
    .from(feedback)
    .where(eq(feedback.classId, classId));
  return row ?? { active: 0, archived: 0 };
}

/** The newest `limit` rows of each source; the service merges them (each query uses its created_at order). */
export async function latestResults(db: Db, classId: number, limit: number) {
  return db
    .select({
      simKey: results.simKey,
      id: results.id,
      reporter: results.reporterName,
      counterpart: results.counterpartName,
      noAgreement: results.noAgreement,
      isHidden: results.isHidden,
      createdAt: results.createdAt,
    })
    .from(results)
    .where(eq(results.classId, classId))
    .orderBy(desc(results.createdAt), desc(results.id))
    .limit(limit);
}

export async function latestFeedback(db: Db, classId: number, limit: number) {
  return db
    .select({
      id: feedback.id,
      name: feedback.name,
      rating: feedback.rating,
      isArchived: feedback.isArchived,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.classId, classId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
