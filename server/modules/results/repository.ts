import { and, asc, eq, gt } from 'drizzle-orm';
import type { NeutralSubmission } from '@shared/contracts/results';
import { inClass } from '../../db/class-scope';
import type { Db } from '../../db/client';
import { results } from '../../db/schema';

/** A stored result with neutral party names; the service names them for the API. */
export interface StoredResult extends NeutralSubmission {
  id: number;
  createdAt: Date;
  classId: number;
  isHidden: boolean;
  /** A pair's final agreement made it (the deal module stores those rows); null for a report. */
  dealId: number | null;
  confirmedByBoth: boolean;
  tableNo: number | null;
  /** The round of the case (a report: 1). */
  round: number;
  firstOfferRole: string | null;
  firstOfferAmount: number | null;
  contingentAmount: number | null;
  contingentCondition: string | null;
}

const listed = {
  id: results.id,
  reporter: results.reporterName,
  counterpart: results.counterpartName,
  noAgreement: results.noAgreement,
  amountPaid: results.amountPaid,
  additionalTerms: results.additionalTerms,
  createdAt: results.createdAt,
  classId: results.classId,
  isHidden: results.isHidden,
  dealId: results.dealId,
  confirmedByBoth: results.confirmedByBoth,
  tableNo: results.tableNo,
  round: results.round,
  firstOfferRole: results.firstOfferRole,
  firstOfferAmount: results.firstOfferAmount,
  contingentAmount: results.contingentAmount,
  contingentCondition: results.contingentCondition,
};

/**
 * Inserts a result. With an idempotency key, a second insert with the same key does nothing (the unique
 * constraint decides, so parallel requests cannot both insert) and null is returned.
 */
export async function insertResult(
  db: Db,
  simKey: string,
  input: NeutralSubmission,
  idempotency: { key: string; requestHash: string } | null,
): Promise<number | null> {
  const rows = await db
    .insert(results)
    .values({
      simKey,
      reporterName: input.reporter,
      counterpartName: input.counterpart,
      noAgreement: input.noAgreement,
      amountPaid: input.amountPaid,
      additionalTerms: input.additionalTerms,
      idempotencyKey: idempotency?.key ?? null,
      requestHash: idempotency?.requestHash ?? null,
    })
    .onConflictDoNothing({ target: [results.simKey, results.idempotencyKey] })
    .returning({ id: results.id });
  return rows[0]?.id ?? null;
}

/** The result first stored with this idempotency key, and the hash of the body it was stored with. */
export async function findByIdempotencyKey(db: Db, simKey: string, key: string) {
  const [row] = await db
    .select({ id: results.id, requestHash: results.requestHash })
    .from(results)
    .where(and(eq(results.simKey, simKey), eq(results.idempotencyKey, key)));
  return row ?? null;
}

/** What a list shows: one class or all, and the hidden results too or not. */
export interface ResultScope {
  /** A class id, or every class. */
  classFilter: number | 'all';
  includeHidden: boolean;
}

/** Results in `scope` with an id above `afterId`, oldest first, at most `limit` of them. */
export async function listResultsPage(
  db: Db,
  simKey: string,
  scope: ResultScope,
  afterId: number,
  limit: number,
): Promise<StoredResult[]> {
  return db
    .select(listed)
    .from(results)
    .where(
      and(
        eq(results.simKey, simKey),
        scope.includeHidden ? undefined : eq(results.isHidden, false),
        inClass(results.classId, scope.classFilter),
        gt(results.id, afterId),
      ),
    )
    .orderBy(asc(results.id))
    .limit(limit);
}

/** Hides or unhides a result. Returns false when there is no such result. */
export async function setResultHidden(
  db: Db,
  simKey: string,
  id: number,
  isHidden: boolean,
): Promise<boolean> {
  const rows = await db
    .update(results)
    .set({ isHidden })
    .where(and(eq(results.simKey, simKey), eq(results.id, id)))
    .returning({ id: results.id });
  return rows.length > 0;
}
