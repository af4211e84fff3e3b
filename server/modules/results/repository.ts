import { and, asc, eq, gt } from 'drizzle-orm';
import type { NeutralSubmission, ResultSimulation } from '@shared/contracts/results';
import type { Db } from '../../db/client';
import { castingResults, legalFeeResults } from '../../db/schema';

/** One table per reported simulation; the party-name columns differ, everything else is shared. */
const tables = {
  queenOfSorrows: {
    table: castingResults,
    reporter: castingResults.yejiAgentName,
    counterpart: castingResults.studioCounterpartName,
  },
  shinhwaDaesung: {
    table: legalFeeResults,
    reporter: legalFeeResults.shinhwaAssociateName,
    counterpart: legalFeeResults.daesungGcName,
  },
} as const;

/** A stored result with neutral party keys; the service renames them for the API. */
export interface StoredResult {
  id: number;
  reporter: string;
  counterpart: string;
  noAgreement: boolean;
  amountPaid: number | null;
  additionalTerms: string;
  createdAt: Date;
}

function columnsOf(sim: ResultSimulation) {
  const { table, reporter, counterpart } = tables[sim];
  return {
    id: table.id,
    reporter,
    counterpart,
    noAgreement: table.noAgreement,
    amountPaid: table.amountPaid,
    additionalTerms: table.additionalTerms,
    createdAt: table.createdAt,
  };
}

/**
 * Inserts a result. With an idempotency key, a second insert with the same key does nothing (the unique
 * constraint decides, so parallel requests cannot both insert) and null is returned.
 */
export async function insertResult(
  db: Db,
  sim: ResultSimulation,
  input: NeutralSubmission,
  idempotency: { key: string; requestHash: string } | null,
): Promise<number | null> {
  const common = {
    noAgreement: input.noAgreement,
    amountPaid: input.amountPaid,
    additionalTerms: input.additionalTerms,
    idempotencyKey: idempotency?.key ?? null,
    requestHash: idempotency?.requestHash ?? null,
  };
  const rows =
    sim === 'queenOfSorrows'
      ? await db
          .insert(castingResults)
          .values({ ...common, yejiAgentName: input.reporter, studioCounterpartName: input.counterpart })
          .onConflictDoNothing({ target: castingResults.idempotencyKey })
          .returning({ id: castingResults.id })
      : await db
          .insert(legalFeeResults)
          .values({ ...common, shinhwaAssociateName: input.reporter, daesungGcName: input.counterpart })
          .onConflictDoNothing({ target: legalFeeResults.idempotencyKey })
          .returning({ id: legalFeeResults.id });
  return rows[0]?.id ?? null;
}

/** The result first stored with this idempotency key, and the hash of the body it was stored with. */
export async function findByIdempotencyKey(db: Db, sim: ResultSimulation, key: string) {
  const { table } = tables[sim];
  const [row] = await db
    .select({ id: table.id, requestHash: table.requestHash })
    .from(table)
    .where(eq(table.idempotencyKey, key));
  return row ?? null;
}

/** Results not hidden by the instructor with an id above `afterId`, oldest first, at most `limit` of them. */
export async function listVisibleResults(
  db: Db,
  sim: ResultSimulation,
  afterId: number,
  limit: number,
): Promise<StoredResult[]> {
  const { table } = tables[sim];
  return db
    .select(columnsOf(sim))
    .from(table)
    .where(and(eq(table.isHidden, false), gt(table.id, afterId)))
    .orderBy(asc(table.id))
    .limit(limit);
}

/** Hides a result (one way). Returns false when there is no such result. */
export async function hideResult(db: Db, sim: ResultSimulation, id: number): Promise<boolean> {
  const { table } = tables[sim];
  const rows = await db
    .update(table)
    .set({ isHidden: true })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
