import type { DraftForm, MyPair } from '@shared/contracts/deal';
import { roundsOf } from '../pairing';
import { pairOf, type DealDeps } from './pair';
import { debriefReleased, draftsOf, findDeal, findVersion, plansOf, surveysOf } from './repository';
import { agreementView, firstOfferView, planView, presentMembers, stepOf } from './views';

/**
 * GET my-pair: the asking seat's pair as its phone shows it: the members still in the class, the step to
 * open, its own plan, survey and drafts (never the partner's), the first offer and the current agreement.
 */
export async function myPair(deps: DealDeps, key: string, seatId: number | null): Promise<MyPair> {
  const pair = await pairOf(deps, key, seatId);
  const { db } = deps;
  const { published } = pair.table;
  const [deal, [plan], [survey], drafts, released] = await Promise.all([
    findDeal(db, published.assignmentId, published.table),
    plansOf(db, key, published.round, [pair.seatId]),
    surveysOf(db, key, published.round, [pair.seatId]),
    draftsOf(db, key, published.round, pair.seatId),
    debriefReleased(db, published.classId, key),
  ]);
  const version = deal?.agreementVersion ? await findVersion(db, deal.id, deal.agreementVersion) : null;
  const agreement = deal && version ? agreementView(deal, version, pair.table, pair.seatId) : null;
  return {
    round: published.round,
    rounds: await roundsOf(db, key),
    table: published.table,
    role: pair.role,
    members: presentMembers(pair.table).map((m) => ({
      name: pair.table.seats.get(m.seatId)!.name,
      role: m.role,
      me: m.seatId === pair.seatId,
    })),
    step: stepOf({
      planned: Boolean(plan),
      talksStarted: Boolean(deal?.firstOfferRole),
      agreement,
      surveyed: Boolean(survey),
    }),
    plan: plan ? planView(plan.body, plan.submittedAt) : null,
    firstOffer: deal ? firstOfferView(deal, pair.table, pair.seatId, pair.role) : null,
    agreement,
    survey: survey ? { answers: survey.answers, submittedAt: survey.submittedAt.toISOString() } : null,
    drafts: Object.fromEntries(drafts.map((d) => [d.form, d.body])) as Partial<Record<DraftForm, unknown>>,
    debriefReleased: released,
  };
}
