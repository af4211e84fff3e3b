import {
  agreementBodySchema,
  confirmBodySchema,
  dealMessages,
  disputeBodySchema,
  DRAFT_FORMS,
  DRAFT_MAX_CHARS,
  firstOfferBodySchema,
  planBodySchema,
  surveyBodySchema,
  type AgreementView,
  type DraftForm,
  type FirstOffer,
  type Plan,
} from '@shared/contracts/deal';
import {
  checkAgreement,
  checkDispute,
  checkOfferAmount,
  checkPlan,
  dealRuleMessages,
  draftProblem,
  sameDeal,
} from '@shared/deal-rules';
import { surveyAnswersProblem, type SurveyAnswers } from '@shared/survey';
import { HttpError } from '../../lib/http';
import type { DbOrTx } from '../context';
import { parseBody } from '../../middleware/validate';
import { addVersion, finalize, idempotencyKeyOr400, replayedVersion } from './agreement';
import { dealError, pairOf, problemsError, roundOf, writeToPair, type DealDeps, type SeatPair } from './pair';
import {
  addDisputeNote,
  deleteDraft,
  draftsOf,
  findVersion,
  saveDraft,
  savePlan,
  setConfirmations,
  surveysOf,
  insertSurvey,
  updateDeal,
  type DealRow,
  type VersionRow,
} from './repository';
import { agreementView, confirmedByEveryRole, firstOfferView, planView } from './views';

/**
 * A seated pair's writes, each refused with 403 to anyone but the pair's members (pairOf), checked against
 * the case (shared/deal-rules.ts), and stored while the pair's deal row is locked (writeToPair).
 */

/** The other side's role (a trio's mirror shares one of the two). */
const otherRole = (pair: SeatPair) =>
  pair.table.members.find((m) => m.role !== pair.role)?.role ??
  pair.sim.roles.find((r) => r.slug !== pair.role)!.slug;

/** PUT my-plan: the seat's plan (replacing an earlier one), against its role's planning prompts. */
export async function submitPlan(deps: DealDeps, key: string, seatId: number | null, raw: unknown) {
  const pair = await pairOf(deps, key, seatId);
  const body = parseBody(planBodySchema, raw);
  const checked = checkPlan(pair.flow.planning.roles[pair.role] ?? [], body, pair.lang);
  if (!checked.ok) throw problemsError(checked.problems);
  return writeToPair<Plan>(deps, key, pair.table, async (tx, deal) => {
    const now = new Date();
    await savePlan(tx, pair.seatId, key, roundOf(pair), checked.value, now);
    await deleteDraft(tx, pair.seatId, key, roundOf(pair), 'plan');
    await updateDeal(tx, deal.id, { lastActivityAt: now });
    return { value: planView(checked.value, now) };
  });
}

/**
 * PUT my-pair/first-offer: who opened (`me` or `partner`, stored as the opener's role) and the amount. Either
 * side may record or correct it until the agreement is final; then it is part of the pair's result, which
 * only both sides (or the instructor) decide: a change is refused with 409 `first-offer-final`, the offer
 * already stored sent again (a phone's retry) answers it unchanged.
 */
export async function recordFirstOffer(deps: DealDeps, key: string, seatId: number | null, raw: unknown) {
  const pair = await pairOf(deps, key, seatId);
  const body = parseBody(firstOfferBodySchema, raw);
  const amount = checkOfferAmount(body.amount, pair.lang);
  if (!amount.ok) throw problemsError(amount.problems);
  const role = body.by === 'me' ? pair.role : otherRole(pair);
  return writeToPair<FirstOffer>(deps, key, pair.table, async (tx, deal) => {
    if (deal.finalAt !== null) {
      if (deal.firstOfferRole !== role || Number(deal.firstOfferAmount) !== amount.value)
        throw dealError('first-offer-final', pair.lang);
      return { value: firstOfferView(deal, pair.table, pair.seatId, pair.role)!, changed: false };
    }
    const now = new Date();
    const updated = await updateDeal(tx, deal.id, {
      firstOfferRole: role,
      firstOfferAmount: amount.value,
      firstOfferRecordedBy: pair.seatId,
      firstOfferAt: now,
      lastActivityAt: now,
    });
    await deleteDraft(tx, pair.seatId, key, roundOf(pair), 'firstOffer');
    return { value: firstOfferView(updated, pair.table, pair.seatId, pair.role)! };
  });
}

/**
 * PUT my-pair/agreement: a new version of the agreement form, entered by this seat (which counts as its
 * confirmation). The form the other side already entered, sent again, confirms that version instead of
 * adding one. With an Idempotency-Key, a replay answers the version it made or confirmed. 409 once final.
 */
export async function enterAgreement(
  deps: DealDeps,
  key: string,
  seatId: number | null,
  raw: unknown,
  idempotencyHeader: string | undefined,
) {
  const pair = await pairOf(deps, key, seatId);
  const idempotencyKey = idempotencyKeyOr400(idempotencyHeader);
  const checked = checkAgreement(pair.flow, parseBody(agreementBodySchema, raw), pair.lang);
  if (!checked.ok) throw problemsError(checked.problems);
  const body = checked.value;
  return writeToPair<{ version: number }>(deps, key, pair.table, async (tx, deal) => {
    const replay = await replayedVersion(tx, deal, body, idempotencyKey, pair.lang);
    if (replay) return { value: { version: replay.version }, changed: false };
    if (deal.finalAt !== null) {
      // The request that made it final by confirming the partner's form stored no version of its own, so its
      // key is not found: its retry (the same form, which this seat confirmed) answers what it answered.
      const final = (await findVersion(tx, deal.id, deal.agreementVersion))!;
      if (idempotencyKey && sameDeal(final.body, body) && final.confirmedBy.includes(pair.seatId))
        return { value: { version: final.version }, changed: false };
      throw dealError('agreement-final', pair.lang);
    }
    const now = new Date();
    await deleteDraft(tx, pair.seatId, key, roundOf(pair), 'agreement');
    const current = deal.agreementVersion ? await findVersion(tx, deal.id, deal.agreementVersion) : null;
    if (current && sameDeal(current.body, body)) {
      // the two sides typed the same agreement: this seat confirms the one already there
      const confirmed = await confirmVersion(tx, pair, deal, current, now);
      return { value: { version: current.version }, resultChanged: confirmed.final };
    }
    const added = await addVersion(tx, deal, body, pair.seatId, idempotencyKey, now);
    if (!confirmedByEveryRole(pair.table, added.version.confirmedBy))
      return { value: { version: added.version.version } };
    await finalize(tx, pair, added.deal, added.version, pair.table, false, now);
    return { value: { version: added.version.version }, resultChanged: true };
  });
}

/** Adds the seat's confirmation to the current version (clearing its own dispute); final once every role has. */
async function confirmVersion(tx: DbOrTx, pair: SeatPair, deal: DealRow, version: VersionRow, now: Date) {
  const confirmedBy = [...new Set([...version.confirmedBy, pair.seatId])];
  await setConfirmations(tx, deal.id, version.version, confirmedBy);
  const confirmed = { ...version, confirmedBy };
  if (confirmedByEveryRole(pair.table, confirmedBy))
    return {
      deal: await finalize(tx, pair, deal, confirmed, pair.table, false, now),
      confirmed,
      final: true,
    };
  const ownDispute = deal.status === 'disputed' && deal.disputeBy === pair.seatId;
  const updated = await updateDeal(tx, deal.id, {
    lastActivityAt: now,
    ...(ownDispute ? { status: 'waiting', disputeNote: null, disputeBy: null, disputeAmount: null } : {}),
  });
  return { deal: updated, confirmed, final: false };
}

/**
 * POST my-pair/agreement/confirm `{version}`: the seat confirms what it saw. 409 `agreement-changed` when
 * another version is current by now (look again), `no-agreement-yet` before any. Confirming a final
 * agreement's version again changes nothing.
 */
export async function confirmAgreement(deps: DealDeps, key: string, seatId: number | null, raw: unknown) {
  const pair = await pairOf(deps, key, seatId);
  const { version } = parseBody(confirmBodySchema, raw);
  return writeToPair<AgreementView>(deps, key, pair.table, async (tx, deal) => {
    if (deal.agreementVersion === 0) throw dealError('no-agreement-yet', pair.lang);
    if (version !== deal.agreementVersion) throw dealError('agreement-changed', pair.lang);
    const current = (await findVersion(tx, deal.id, version))!;
    if (deal.finalAt !== null)
      return { value: agreementView(deal, current, pair.table, pair.seatId), changed: false };
    const done = await confirmVersion(tx, pair, deal, current, new Date());
    return {
      value: agreementView(done.deal, done.confirmed, pair.table, pair.seatId),
      resultChanged: done.final,
    };
  });
}

/**
 * POST my-pair/agreement/dispute `{note, amount?}`: "Something's wrong" about the agreement waiting for
 * confirmation, with the amount the student says was agreed if they name one (400 on a version that says no
 * agreement was reached). Either side then enters a corrected form, or the instructor settles it (at the
 * named amount, if there is one).
 */
export async function disputeAgreement(deps: DealDeps, key: string, seatId: number | null, raw: unknown) {
  const pair = await pairOf(deps, key, seatId);
  const dispute = checkDispute(parseBody(disputeBodySchema, raw), pair.lang);
  if (!dispute.ok) throw problemsError(dispute.problems);
  const { note, amount } = dispute.value;
  return writeToPair<AgreementView>(deps, key, pair.table, async (tx, deal) => {
    if (deal.agreementVersion === 0) throw dealError('no-agreement-yet', pair.lang);
    if (deal.finalAt !== null) throw dealError('agreement-final', pair.lang);
    if (deal.status !== 'waiting') throw dealError('not-disputable', pair.lang);
    const current = (await findVersion(tx, deal.id, deal.agreementVersion))!;
    if (amount !== null && current.body.noAgreement)
      throw problemsError({ amount: [dealMessages[pair.lang].amountOnNoAgreement] });
    const now = new Date();
    const updated = await updateDeal(tx, deal.id, {
      status: 'disputed',
      disputeNote: note,
      disputeBy: pair.seatId,
      disputeAmount: amount,
      lastActivityAt: now,
    });
    await addDisputeNote(tx, {
      dealId: deal.id,
      seatId: pair.seatId,
      version: deal.agreementVersion,
      note,
      amount,
    });
    return { value: agreementView(updated, current, pair.table, pair.seatId) };
  });
}

const sameAnswers = (a: SurveyAnswers, b: SurveyAnswers) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * PUT my-survey `{answers}`: answered once, and only once the pair's agreement is final (confirmed by every
 * role, or settled or entered by the instructor: 409 `survey-too-early` before); the same answers again
 * answer 200 (also after a reopen), others 409.
 */
export async function answerSurvey(deps: DealDeps, key: string, seatId: number | null, raw: unknown) {
  const pair = await pairOf(deps, key, seatId);
  const { answers } = parseBody(surveyBodySchema, raw);
  const problem = surveyAnswersProblem(answers, pair.lang);
  if (problem) throw problemsError({ answers: [problem] });
  const given = answers as SurveyAnswers;
  return writeToPair<{ answers: SurveyAnswers; submittedAt: string }>(
    deps,
    key,
    pair.table,
    async (tx, deal) => {
      if (deal.finalAt === null && (await surveysOf(tx, key, roundOf(pair), [pair.seatId])).length === 0)
        throw dealError('survey-too-early', pair.lang);
      const now = new Date();
      if (!(await insertSurvey(tx, pair.seatId, key, roundOf(pair), given, now))) {
        const [stored] = await surveysOf(tx, key, roundOf(pair), [pair.seatId]);
        if (!stored || !sameAnswers(stored.answers, given)) throw dealError('survey-answered', pair.lang);
        return {
          value: { answers: stored.answers, submittedAt: stored.submittedAt.toISOString() },
          changed: false,
        };
      }
      await deleteDraft(tx, pair.seatId, key, roundOf(pair), 'survey');
      await updateDeal(tx, deal.id, { lastActivityAt: now });
      return { value: { answers: given, submittedAt: now.toISOString() } };
    },
  );
}

export const isDraftForm = (form: string): form is DraftForm =>
  (DRAFT_FORMS as readonly string[]).includes(form);

/**
 * PUT my-drafts/{form}: what the seat has typed into a form and not sent (any JSON object or array of at
 * most DRAFT_MAX_CHARS characters). Kept per seat; it does not lock the pair or tell anyone.
 */
export async function saveMyDraft(
  deps: DealDeps,
  key: string,
  seatId: number | null,
  form: string,
  raw: unknown,
) {
  const pair = await pairOf(deps, key, seatId);
  const words = dealRuleMessages[pair.lang];
  if (!isDraftForm(form)) throw new HttpError(404, words.unknownForm);
  const problem = draftProblem(raw, pair.lang);
  if (problem) throw new HttpError(400, problem);
  if (JSON.stringify(raw).length > DRAFT_MAX_CHARS) throw new HttpError(413, words.draftTooLarge);
  const savedAt = await saveDraft(deps.db, pair.seatId, key, roundOf(pair), form, raw);
  return { form, savedAt: savedAt.toISOString() };
}

/** GET my-drafts/{form}: the seat's draft of one form, or null. */
export async function myDraft(deps: DealDeps, key: string, seatId: number | null, form: string) {
  const pair = await pairOf(deps, key, seatId);
  if (!isDraftForm(form)) throw new HttpError(404, dealRuleMessages[pair.lang].unknownForm);
  const found = (await draftsOf(deps.db, key, roundOf(pair), pair.seatId)).find((d) => d.form === form);
  return found ? (found.body as unknown) : null;
}
