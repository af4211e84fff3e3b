import { count, desc, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, results } from '../../db/schema';

const hiddenCount = (isHidden: AnyColumn) => sql<number>`count(*) filter (where ${isHidden})`.mapWith(Number);

/** Reported results per simulation key, and how many of them are hidden from the results table. */
export async function countResultsBySimulation(db: Db) {
  return db
    .select({ simKey: results.simKey, total: count(), hidden: hiddenCount(results.isHidden) })
    .from(results)
    .groupBy(results.simKey);
}

export async function countFeedback(db: Db) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where not ${feedback.isArchived})`.mapWith(Number),
      archived: sql<number>`count(*) filter (where ${feedback.isArchived})`.mapWith(Number),
    })
    .from(feedback);
  return row ?? { active: 0, archived: 0 };
}

/** The newest `limit` rows of each source; the service merges them (each query uses its created_at order). */
export async function latestResults(db: Db, limit: number) {
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
    .orderBy(desc(results.createdAt), desc(results.id))
    .limit(limit);
}

export async function latestFeedback(db: Db, limit: number) {
  return db
    .select({
      id: feedback.id,
      name: feedback.name,
      rating: feedback.rating,
      isArchived: feedback.isArchived,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
