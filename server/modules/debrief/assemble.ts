import { grantedTerms, type AgreedDeal } from '@shared/agreement';
import type { AgreementDefinition } from '@shared/class-flow';
import type { DebriefData, DebriefPair, DebriefStudent } from '@shared/contracts/debrief';
import { scoreSurvey, type SurveyAnswers } from '@shared/survey';
import type { PublishedPairs } from '../context';
import type { DealRow } from './repository';

/**
 * A class's debrief from what its latest published assignment's tables wrote (pure): the final agreements as
 * pairs, every other table apart. Each pair keeps its members' seat ids beside it (`seatIds[i]` is
 * `pair.students[i]`'s) for the student's own debrief; they never leave the server.
 */
export interface SeatedPair {
  pair: DebriefPair;
  seatIds: number[];
}

export interface ClassDebrief {
  pairs: SeatedPair[];
  unconfirmed: DebriefData['unconfirmed'];
}

/** Several rounds' debriefs as one (every pair keeps its round). */
export const joinRounds = (rounds: readonly ClassDebrief[]): ClassDebrief => ({
  pairs: rounds.flatMap((r) => r.pairs),
  unconfirmed: rounds.flatMap((r) => r.unconfirmed),
});

export interface ClassRows {
  classId: number;
  round: number;
  tables: PublishedPairs['tables'];
  deals: readonly DealRow[];
  /** Plan bodies and survey answers by seat id. */
  plans: ReadonlyMap<number, unknown>;
  surveys: ReadonlyMap<number, unknown>;
  agreement: AgreementDefinition;
}

const amountOr = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A student's plan and survey scores, by role (null where they wrote none). */
export function studentOf(role: string, plan: unknown, answers: unknown): DebriefStudent {
  const p = (typeof plan === 'object' && plan !== null ? plan : {}) as Record<string, unknown>;
  return {
    role,
    target: amountOr(p.target),
    walkAway: amountOr(p.walkAway),
    otherWalkAway: amountOr(p.otherWalkAway),
    plannedFirstOffer: amountOr(p.firstOffer),
    scores: typeof answers === 'object' && answers !== null ? scoreSurvey(answers as SurveyAnswers) : null,
  };
}

/** Where a table without a final agreement stands. */
function unconfirmedStatus(deal: DealRow | undefined): DebriefData['unconfirmed'][number]['status'] {
  if (deal?.status === 'disputed') return 'disputed';
  // an agreement entered and not yet confirmed by the other side (or confirmed but not yet final)
  if (deal?.status === 'waiting' || deal?.status === 'confirmed') return 'waiting';
  return 'negotiating';
}

export function assembleClass(rows: ClassRows): ClassDebrief {
  const members = new Map(rows.tables.map((t) => [t.table, t.members]));
  const dealOf = new Map(rows.deals.map((d) => [d.tableNo, d]));
  const tableNos = [...new Set([...members.keys(), ...dealOf.keys()])].sort((a, b) => a - b);
  const out: ClassDebrief = { pairs: [], unconfirmed: [] };
  for (const table of tableNos) {
    const deal = dealOf.get(table);
    if (!deal?.finalAt || !deal.body) {
      out.unconfirmed.push({ table, status: unconfirmedStatus(deal) });
      continue;
    }
    const body = deal.body as AgreedDeal;
    const seated = members.get(table) ?? [];
    const firstOffer =
      deal.firstOfferRole !== null && deal.firstOfferAmount !== null
        ? { role: deal.firstOfferRole, amount: deal.firstOfferAmount }
        : null;
    out.pairs.push({
      seatIds: seated.map((m) => m.seatId),
      pair: {
        classId: rows.classId,
        round: rows.round,
        table,
        noAgreement: body.noAgreement,
        amount: body.noAgreement ? null : amountOr(body.amount),
        firstOffer,
        contingentAmount: body.noAgreement ? null : amountOr(body.contingent?.amount),
        grantedTerms: body.noAgreement ? [] : grantedTerms(rows.agreement, body.terms ?? {}),
        students: seated.map((m) => ({
          ...studentOf(m.role, rows.plans.get(m.seatId), rows.surveys.get(m.seatId)),
          student: m.seatId,
        })),
      },
    });
  }
  return out;
}
