import type {
  AgreementStatus,
  AgreementView,
  DealMember,
  DealStep,
  FirstOffer,
  PairStatus,
  Plan,
} from '@shared/contracts/deal';
import { LEFT_CLASS_NAME, type PlanValues } from '@shared/deal-rules';
import type { DealRow, SeatInfo, VersionRow } from './repository';

/**
 * What the phones and the run page are shown, built from the stored rows: pure functions, so the rules of
 * who counts, when an agreement is final and which step a phone opens are written once.
 */

/** A table as its deal sees it: the stored members (one who left is still there) and the seats that exist. */
export interface TableSeats {
  members: ReadonlyArray<{ seatId: number; role: string }>;
  /** The seats that still exist, by id. */
  seats: ReadonlyMap<number, SeatInfo>;
}

/** The members still in the class, in table order. */
export const presentMembers = (t: TableSeats) => t.members.filter((m) => t.seats.has(m.seatId));

/** A member as a phone shows them; one who left the class is named LEFT_CLASS_NAME. */
export function memberView(t: TableSeats, seatId: number | null, me: number | null): DealMember {
  const member = seatId === null ? undefined : t.members.find((m) => m.seatId === seatId);
  const seat = seatId === null ? undefined : t.seats.get(seatId);
  return {
    name: seat?.name ?? LEFT_CLASS_NAME,
    role: member?.role ?? '',
    me: seatId !== null && seatId === me,
  };
}

/**
 * Whether these confirmations make an agreement final: every role of the table has a member (of the table
 * now) who entered or confirmed it. A trio's two mirrors share a role: either one confirms for it.
 */
export function confirmedByEveryRole(t: TableSeats, confirmedBy: readonly number[]): boolean {
  const roles = new Set(t.members.map((m) => m.role));
  const confirmed = new Set(t.members.filter((m) => confirmedBy.includes(m.seatId)).map((m) => m.role));
  return roles.size >= 2 && [...roles].every((r) => confirmed.has(r));
}

export function agreementView(deal: DealRow, v: VersionRow, t: TableSeats, me: number | null): AgreementView {
  const current = v.version === deal.agreementVersion;
  const final = current && deal.finalAt !== null;
  const disputed = current && !final && deal.status === 'disputed';
  const status: AgreementStatus = final ? 'confirmed' : disputed ? 'disputed' : 'waiting';
  return {
    noAgreement: v.body.noAgreement,
    amount: v.body.amount,
    contingent: v.body.contingent,
    terms: v.body.terms,
    text: v.body.text,
    version: v.version,
    enteredBy: v.enteredBy === null ? null : memberView(t, v.enteredBy, me),
    // only members of the table now count (a seat moved to another table no longer confirms for this one)
    confirmations: v.confirmedBy
      .filter((id) => t.members.some((m) => m.seatId === id))
      .map((id) => memberView(t, id, me)),
    status,
    dispute: disputed
      ? {
          note: deal.disputeNote ?? '',
          by: memberView(t, deal.disputeBy, me),
          amount: deal.disputeAmount === null ? null : Number(deal.disputeAmount),
        }
      : null,
    final,
    byInstructor: current && deal.byInstructor,
  };
}

export function firstOfferView(deal: DealRow, t: TableSeats, me: number | null, myRole: string | null) {
  if (deal.firstOfferRole === null || deal.firstOfferAmount === null) return null;
  return {
    role: deal.firstOfferRole,
    mine: myRole !== null && deal.firstOfferRole === myRole,
    amount: Number(deal.firstOfferAmount),
    recordedBy: memberView(t, deal.firstOfferRecordedBy, me),
    at: (deal.firstOfferAt ?? deal.createdAt).toISOString(),
  } satisfies FirstOffer;
}

/** A stored plan as the API answers it; a plan stored before a prompt existed has that prompt left empty. */
export const planView = (body: PlanValues, submittedAt: Date): Plan => ({
  target: body.target,
  walkAway: body.walkAway,
  firstOffer: body.firstOffer,
  priorities: body.priorities,
  firstOfferWhy: body.firstOfferWhy,
  questions: body.questions,
  batna: body.batna ?? '',
  otherWalkAway: body.otherWalkAway ?? null,
  otherInterests: body.otherInterests ?? '',
  submittedAt: submittedAt.toISOString(),
});

/**
 * Where a phone opens: where the pair is. The deal leads, not the order of the steps: an agreement made
 * (entered on the partner's phone, or by the instructor) is confirmed, then surveyed, then done, whether or
 * not this seat filled its plan; once the talks have started (a first offer), the talks. The plan comes
 * first only while nothing has happened yet; skipped, it stays open to fill in (the card offers it).
 */
export function stepOf(s: {
  planned: boolean;
  talksStarted: boolean;
  agreement: AgreementView | null;
  surveyed: boolean;
}): DealStep {
  if (s.agreement?.final) return s.surveyed ? 'done' : 'survey';
  if (s.agreement) return 'confirm';
  return s.planned || s.talksStarted ? 'negotiate' : 'plan';
}

/** A pair's progress on the run page. */
export function pairStatusOf(s: {
  agreement: AgreementView | null;
  firstOffer: boolean;
  everyonePlanned: boolean;
  everyoneSurveyed: boolean;
}): PairStatus {
  const a = s.agreement;
  if (a?.final) {
    if (s.everyoneSurveyed) return 'survey-done';
    return a.noAgreement ? 'no-agreement' : 'agreed';
  }
  if (a) return a.status === 'disputed' ? 'disputed' : 'waiting';
  if (s.firstOffer) return 'first-offer';
  return s.everyonePlanned ? 'negotiating' : 'planning';
}
