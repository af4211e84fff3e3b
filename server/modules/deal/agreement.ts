import type { AgreedDeal } from '@shared/agreement';
import { dealRuleMessages, sameDeal } from '@shared/deal-rules';
import { idempotencyKeyPattern, resultMessages } from '@shared/contracts/results-config';
import type { Lang } from '@shared/simulations';
import type { DbOrTx } from '../context';
import { HttpError } from '../../lib/http';
import type { DealCase, PairTable } from './pair';
import {
  insertVersion,
  lastVersion,
  saveDealResult,
  updateDeal,
  versionByKey,
  type DealRow,
  type VersionRow,
} from './repository';
import { dealResultValues } from './result-row';

/**
 * The agreement's versions and how one becomes final, for the students' writes and the instructor's alike
 * (each in the transaction that locked the deal).
 */

/** The Idempotency-Key header as sent: 400 unless 1 to 64 letters, digits, dashes or underscores. */
export function idempotencyKeyOr400(raw: string | undefined): string | null {
  if (raw !== undefined && !idempotencyKeyPattern.test(raw))
    throw new HttpError(400, resultMessages.badIdempotencyKey);
  return raw ?? null;
}

/**
 * The version an Idempotency-Key already made, if any: a replay of the same form gets it back; the same key
 * with another form is refused (409), so a retry never stores a second version.
 */
export async function replayedVersion(
  tx: DbOrTx,
  deal: DealRow,
  body: AgreedDeal,
  key: string | null,
  lang: Lang,
): Promise<VersionRow | null> {
  if (!key) return null;
  const found = await versionByKey(tx, deal.id, key);
  if (found && !sameDeal(found.body, body))
    throw new HttpError(409, dealRuleMessages[lang].idempotencyConflict, undefined, 'idempotency-conflict');
  return found;
}

/**
 * A new version of the agreement, the current one from now on: waiting for the others' confirmation (the
 * seat that entered it counts as confirming it), any dispute of the one before cleared.
 */
export async function addVersion(
  tx: DbOrTx,
  deal: DealRow,
  body: AgreedDeal,
  enteredBy: number | null,
  key: string | null,
  now: Date,
): Promise<{ deal: DealRow; version: VersionRow }> {
  const version: VersionRow = {
    dealId: deal.id,
    version: (await lastVersion(tx, deal.id)) + 1,
    body,
    enteredBy,
    confirmedBy: enteredBy === null ? [] : [enteredBy],
    idempotencyKey: key,
    createdAt: now,
  };
  await insertVersion(tx, version);
  const updated = await updateDeal(tx, deal.id, {
    agreementVersion: version.version,
    status: 'waiting',
    disputeNote: null,
    disputeBy: null,
    disputeAmount: null,
    lastActivityAt: now,
  });
  return { deal: updated, version };
}

/**
 * Makes `version` the pair's final agreement (confirmed by every role, or settled or entered by the
 * instructor) and stores it as the pair's one result row, in the same transaction.
 */
export async function finalize(
  tx: DbOrTx,
  c: DealCase,
  deal: DealRow,
  version: VersionRow,
  table: PairTable,
  byInstructor: boolean,
  now: Date,
): Promise<DealRow> {
  const updated = await updateDeal(tx, deal.id, {
    agreementVersion: version.version,
    status: 'confirmed',
    disputeNote: null,
    disputeBy: null,
    disputeAmount: null,
    finalAt: now,
    byInstructor,
    lastActivityAt: now,
  });
  await saveDealResult(
    tx,
    dealResultValues(c.sim, c.flow, updated, version, table, table.published.round, !byInstructor),
  );
  return updated;
}
