import crypto from 'node:crypto';
import { resultMessages, type ListedResult, type NeutralSubmission } from '@shared/contracts/results';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import type { ReportedSimulation } from '@shared/simulations';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { resolveClassFilter } from '../../db/class-scope';
import {
  findByIdempotencyKey,
  insertResult,
  listResultsPage,
  setResultHidden,
  type StoredResult,
} from './repository';

/** SHA-256 of the parsed body in a fixed field order: the same result always gives the same hash. */
export function requestHash(input: NeutralSubmission): string {
  const canonical = JSON.stringify([
    input.reporter,
    input.counterpart,
    input.noAgreement,
    input.amountPaid,
    input.additionalTerms,
  ]);
  return crypto.createHash('sha256').update(canonical).digest('hex');
}

/**
 * Stores a reported result and returns its id. With an idempotency key the first answer is kept: the
 * same key with the same body answers the same id (a double click, a retry after a lost response, two
 * tabs), and the same key with a different body is refused with 422.
 */
export async function submitResult(
  db: Db,
  sim: string,
  input: NeutralSubmission,
  idempotencyKey: string | null,
): Promise<number> {
  if (!idempotencyKey) return (await insertResult(db, sim, input, null))!;
  const hash = requestHash(input);
  const id = await insertResult(db, sim, input, { key: idempotencyKey, requestHash: hash });
  if (id !== null) return id;
  // The key is taken: by a committed row, since the unique index made this insert wait for it.
  const first = await findByIdempotencyKey(db, sim, idempotencyKey);
  if (!first) throw new Error('idempotency key conflict without a stored row');
  if (first.requestHash !== hash) throw new HttpError(422, resultMessages.idempotencyConflict);
  return first.id;
}

/** Rows read per query: a page of 1,000 takes a few milliseconds; 25,000 at once held the process ~0.3 s. */
const LIST_PAGE = 1_000;

/**
 * The instructor's list in the API's camelCase shape, oldest first, a page at a time, so one
 * long list never holds up the other requests (PGlite answers in this thread).
 */
export async function* listResults(
  db: Db,
  sim: ReportedSimulation,
  { classFilter, includeHidden }: { classFilter: ClassFilter; includeHidden: boolean },
): AsyncGenerator<ListedResult[]> {
  // 'current' is fixed before the first page, so a class starting mid-list does not change the list.
  const resolved = await resolveClassFilter(db, classFilter);
  if (resolved === null) throw new HttpError(404, classMessages.notFound);
  const scope = { classFilter: resolved, includeHidden };
  for (let afterId = 0; ;) {
    const rows = await listResultsPage(db, sim.key, scope, afterId, LIST_PAGE);
    if (rows.length > 0) yield rows.map((r) => toListed(sim, r, includeHidden));
    if (rows.length < LIST_PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** The API edge: the neutral party names under the simulation's API names, from the registry. */
function toListed({ results }: ReportedSimulation, r: StoredResult, withHidden: boolean): ListedResult {
  return {
    id: r.id,
    [results.reporter.key]: r.reporter,
    [results.counterpart.key]: r.counterpart,
    noAgreement: r.noAgreement,
    amountPaid: r.amountPaid === null ? null : Number(r.amountPaid),
    additionalTerms: r.additionalTerms,
    createdAt: r.createdAt.toISOString(),
    classId: r.classId,
    ...(withHidden ? { isHidden: r.isHidden } : {}),
    confirmedByBoth: r.confirmedByBoth,
    table: r.tableNo,
    round: r.round,
    firstOfferAmount: r.firstOfferAmount === null ? null : Number(r.firstOfferAmount),
    firstOfferRole: r.firstOfferRole,
    contingentAmount: r.contingentAmount === null ? null : Number(r.contingentAmount),
    contingentCondition: r.contingentCondition,
  } as ListedResult;
}

export async function setHiddenOr404(db: Db, sim: string, id: number, isHidden: boolean): Promise<void> {
  if (!(await setResultHidden(db, sim, id, isHidden))) throw new HttpError(404, resultMessages.notFound);
}
