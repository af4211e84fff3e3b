import { agreementBodySchema, settleBodySchema, type PairOverview } from '@shared/contracts/deal';
import { checkAgreement } from '@shared/deal-rules';
import { parseBody } from '../../middleware/validate';
import { publishedTables } from '../pairing';
import { addVersion, finalize, idempotencyKeyOr400, replayedVersion } from './agreement';
import { pairsOverview } from './overview';
import {
  caseOr404,
  dealError,
  problemsError,
  tableSeats,
  writeToPair,
  type DealCase,
  type DealDeps,
  type PairTable,
} from './pair';
import { deleteDealResult, findVersion, updateDeal } from './repository';

/**
 * The instructor's hand in a pair's deal, from the run page: reopen a final agreement, settle a dispute by
 * choosing the right version (or at the amount the disputing student named), or enter the pair's result for
 * them (final at once). Each locks the pair's deal like the students' writes, and answers the pair as the run
 * page shows it.
 */

async function tableOr404(
  deps: DealDeps,
  key: string,
  tableNo: number,
): Promise<DealCase & { table: PairTable }> {
  const c = caseOr404(key);
  const published = await publishedTables(deps.db, key, undefined, deps.round);
  const found = published?.tables.find((t) => t.table === tableNo);
  if (!published || !found) throw dealError('unknown-table');
  return { ...c, table: await tableSeats(deps.db, { ...published, ...found }) };
}

async function pairAfter(deps: DealDeps, key: string, tableNo: number): Promise<PairOverview> {
  return (await pairsOverview(deps, key)).pairs.find((p) => p.table === tableNo)!;
}

/**
 * POST pairs/{table}/reopen: the final agreement is open again. Its result row goes, and its terms come back
 * as a new version that every side confirms again (a phone still holding the old version is told it changed).
 * Reopening an agreement that is not final changes nothing.
 */
export async function reopen(deps: DealDeps, key: string, tableNo: number): Promise<PairOverview> {
  const pair = await tableOr404(deps, key, tableNo);
  await writeToPair(deps, key, pair.table, async (tx, deal) => {
    if (deal.finalAt === null) return { value: null, changed: false };
    const final = (await findVersion(tx, deal.id, deal.agreementVersion))!;
    const open = await updateDeal(tx, deal.id, { finalAt: null, byInstructor: false });
    await addVersion(tx, open, final.body, null, null, new Date());
    await deleteDealResult(tx, deal.id);
    return { value: null, resultChanged: true };
  });
  return pairAfter(deps, key, tableNo);
}

/**
 * POST pairs/{table}/settle `{version}`: that version is the pair's agreement, final (a dispute settled).
 * 409 once final, 404 for a version the pair never entered. With `namedAmount`: the disputed version at the
 * amount its dispute named, as a new version the instructor entered, final (409 `agreement-changed` unless
 * `version` is still the one disputed and the dispute still names that amount: the instructor settles what
 * they read).
 */
export async function settle(deps: DealDeps, key: string, tableNo: number, raw: unknown) {
  const pair = await tableOr404(deps, key, tableNo);
  const { version, namedAmount } = parseBody(settleBodySchema, raw);
  await writeToPair(deps, key, pair.table, async (tx, deal) => {
    if (deal.finalAt !== null) throw dealError('agreement-final');
    const chosen = await findVersion(tx, deal.id, version);
    if (!chosen) throw dealError(deal.agreementVersion === 0 ? 'no-agreement-yet' : 'unknown-version');
    const now = new Date();
    if (namedAmount === undefined) {
      await finalize(tx, pair, deal, chosen, pair.table, true, now);
      return { value: null, resultChanged: true };
    }
    const named = deal.disputeAmount === null ? null : Number(deal.disputeAmount);
    if (deal.status !== 'disputed' || version !== deal.agreementVersion || named !== namedAmount)
      throw dealError('agreement-changed');
    const added = await addVersion(tx, deal, { ...chosen.body, amount: named }, null, null, now);
    await finalize(tx, pair, added.deal, added.version, pair.table, true, now);
    return { value: null, resultChanged: true };
  });
  return pairAfter(deps, key, tableNo);
}

/**
 * PUT pairs/{table}/agreement: the instructor enters the pair's agreement (a new version), final at once.
 * 409 once final (reopen it first). An Idempotency-Key makes a retry store it once.
 */
export async function enterForPair(
  deps: DealDeps,
  key: string,
  tableNo: number,
  raw: unknown,
  idempotencyHeader: string | undefined,
) {
  const pair = await tableOr404(deps, key, tableNo);
  const idempotencyKey = idempotencyKeyOr400(idempotencyHeader);
  const checked = checkAgreement(pair.flow, parseBody(agreementBodySchema, raw), 'en');
  if (!checked.ok) throw problemsError(checked.problems);
  await writeToPair(deps, key, pair.table, async (tx, deal) => {
    if (await replayedVersion(tx, deal, checked.value, idempotencyKey, 'en'))
      return { value: null, changed: false };
    if (deal.finalAt !== null) throw dealError('agreement-final');
    const now = new Date();
    const added = await addVersion(tx, deal, checked.value, null, idempotencyKey, now);
    await finalize(tx, pair, added.deal, added.version, pair.table, true, now);
    return { value: null, resultChanged: true };
  });
  return pairAfter(deps, key, tableNo);
}
