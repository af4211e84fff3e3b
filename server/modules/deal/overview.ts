import { STUCK_AFTER_MS, type PairOverview, type PairsOverview } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { scoreSurvey } from '@shared/survey';
import type { PublishedPairs } from '../context';
import { publishedTables } from '../pairing';
import { caseOr404, type DealDeps } from './pair';
import {
  dealsOfAssignment,
  lastDraftAt,
  plansOf,
  resultIdsOf,
  seatsByIds,
  surveysOf,
  versionsOf,
  type VersionRow,
} from './repository';
import {
  agreementView,
  firstOfferView,
  pairStatusOf,
  planView,
  presentMembers,
  type TableSeats,
} from './views';

const latest = (dates: Array<Date | null | undefined>): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/**
 * GET pairs (instructor): every table of the current class's latest published assignment with its status,
 * what each member entered, every agreement version, and the counts at the top of the run page. A fixed
 * number of queries whatever the number of pairs.
 */
export async function pairsOverview(deps: DealDeps, key: string, now = new Date()): Promise<PairsOverview> {
  caseOr404(key);
  const published = await publishedTables(deps.db, key, undefined, deps.round);
  const { pairs, left } = published ? await overviewOf(deps, key, published, now) : { pairs: [], left: [] };
  const final = pairs.filter((p) => p.agreement?.final);
  return {
    pairs,
    counts: {
      pairs: pairs.length,
      agreed: final.filter((p) => !p.agreement!.noAgreement).length,
      noAgreement: final.filter((p) => p.agreement!.noAgreement).length,
      disputed: pairs.filter((p) => p.status === 'disputed').length,
      waiting: pairs.filter((p) => p.status === 'waiting').length,
      stuck: pairs.filter((p) => p.stuck).length,
    },
    left,
  };
}

async function overviewOf(
  deps: DealDeps,
  key: string,
  published: PublishedPairs,
  now: Date,
): Promise<Pick<PairsOverview, 'pairs' | 'left'>> {
  const { db } = deps;
  const deals = await dealsOfAssignment(db, published.assignmentId);
  const dealIds = deals.map((d) => d.id);
  const seatIds = published.tables.flatMap((t) => t.members.map((m) => m.seatId));
  const [versions, seats, plans, surveys, drafts, resultIds] = await Promise.all([
    versionsOf(db, dealIds),
    seatsByIds(db, seatIds),
    plansOf(db, key, published.round, seatIds),
    surveysOf(db, key, published.round, seatIds),
    lastDraftAt(db, key, published.round, seatIds),
    resultIdsOf(db, dealIds),
  ]);
  const versionsByDeal = new Map<number, VersionRow[]>();
  for (const v of versions) versionsByDeal.set(v.dealId, [...(versionsByDeal.get(v.dealId) ?? []), v]);

  // a member whose seat is gone left the class (or was removed) since the pairs were published
  const left = published.tables.flatMap((t) =>
    t.members.filter((m) => !seats.has(m.seatId)).map((m) => ({ table: t.table, role: m.role })),
  );
  const pairs = published.tables.map((t): PairOverview => {
    const table: TableSeats = { members: t.members, seats };
    const present = presentMembers(table);
    const ids = present.map((m) => m.seatId);
    const deal = deals.find((d) => d.tableNo === t.table) ?? null;
    const all = deal ? (versionsByDeal.get(deal.id) ?? []) : [];
    const views = deal ? all.map((v) => agreementView(deal, v, table, null)) : [];
    const agreement = views.find((v) => v.version === deal?.agreementVersion) ?? null;
    const myPlans = plans.filter((p) => ids.includes(p.seatId));
    const mySurveys = surveys.filter((s) => ids.includes(s.seatId));
    const lastActivityAt = latest([
      deal?.lastActivityAt,
      ...myPlans.map((p) => p.submittedAt),
      ...mySurveys.map((s) => s.submittedAt),
      ...ids.map((id) => drafts.get(id)),
    ]);
    const firstOffer = deal ? firstOfferView(deal, table, null, null) : null;
    const quietSince = lastActivityAt ?? published.publishedAt;
    return {
      table: t.table,
      members: present.map((m) => {
        const seat = seats.get(m.seatId)!;
        return { seatId: m.seatId, name: seat.name, role: m.role, lang: seat.lang as Lang };
      }),
      status: pairStatusOf({
        agreement,
        firstOffer: firstOffer !== null,
        everyonePlanned: ids.length > 0 && ids.every((id) => myPlans.some((p) => p.seatId === id)),
        everyoneSurveyed: ids.length > 0 && ids.every((id) => mySurveys.some((s) => s.seatId === id)),
      }),
      stuck: !agreement?.final && now.getTime() - quietSince.getTime() >= STUCK_AFTER_MS,
      lastActivityAt: lastActivityAt?.toISOString() ?? null,
      plans: myPlans.map((p) => ({ seatId: p.seatId, plan: planView(p.body, p.submittedAt) })),
      firstOffer,
      agreement,
      versions: views,
      surveys: mySurveys.map((s) => ({
        seatId: s.seatId,
        // a skip is stored as a survey with no answer: said as such, so no page has to know that
        skipped: Object.keys(s.answers).length === 0,
        scores: scoreSurvey(s.answers),
        submittedAt: s.submittedAt.toISOString(),
      })),
      resultId: deal ? (resultIds.get(deal.id) ?? null) : null,
    };
  });
  return { pairs, left };
}
