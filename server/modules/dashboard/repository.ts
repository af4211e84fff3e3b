import { count, desc, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { castingResults, feedback, legalFeeResults } from '../../db/schema';

const hiddenCount = (isHidden: AnyColumn) => sql<number>`count(*) filter (where ${isHidden})`.mapWith(Number);

/** All reported results of one simulation, and how many of them are hidden from the results table. */
export async function countCastingResults(db: Db) {
  const [row] = await db
    .select({ total: count(), hidden: hiddenCount(castingResults.isHidden) })
    .from(castingResults);
  return row ?? { total: 0, hidden: 0 };
}

export async function countLegalFeeResults(db: Db) {
  const [row] = await db
    .select({ total: count(), hidden: hiddenCount(legalFeeResults.isHidden) })
    .from(legalFeeResults);
  return row ?? { total: 0, hidden: 0 };
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
export async function latestCastingResults(db: Db, limit: number) {
  return db
    .select({
      id: castingResults.id,
      reporter: castingResults.yejiAgentName,
      counterpart: castingResults.studioCounterpartName,
      noAgreement: castingResults.noAgreement,
      isHidden: castingResults.isHidden,
      createdAt: castingResults.createdAt,
    })
    .from(castingResults)
    .orderBy(desc(castingResults.createdAt), desc(castingResults.id))
    .limit(limit);
}

export async function latestLegalFeeResults(db: Db, limit: number) {
  return db
    .select({
      id: legalFeeResults.id,
      reporter: legalFeeResults.shinhwaAssociateName,
      counterpart: legalFeeResults.daesungGcName,
      noAgreement: legalFeeResults.noAgreement,
      isHidden: legalFeeResults.isHidden,
      createdAt: legalFeeResults.createdAt,
    })
    .from(legalFeeResults)
    .orderBy(desc(legalFeeResults.createdAt), desc(legalFeeResults.id))
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
