import { englishWon } from '@shared/format';
import { agreementTermsText, type AgreedDeal } from '@shared/agreement';
import type { AgreementDefinition } from '@shared/class-flow';
import type { AgreementView, DealMember, FirstOffer } from '@shared/contracts/deal';
import { roleTitle } from '@/lib/role-title';

/** A student as the instructor reads them: "Ara (Yeji's Agent)". */
export const memberText = (sim: string, m: Pick<DealMember, 'name' | 'role'>) =>
  `${m.name} (${roleTitle(sim, m.role)})`;

/**
 * An open dispute as the instructor reads it: who, their note, and the amount they say was agreed if they
 * named one ("Ara (Yeji's Agent) says something is wrong: “…” The amount agreed, they say: 120 million won.").
 */
export function disputeText(sim: string, dispute: NonNullable<AgreementView['dispute']>): string {
  const note = dispute.note.trim();
  const said = `${memberText(sim, dispute.by)} says something is wrong${note ? `: “${note}”` : ' (no note).'}`;
  return dispute.amount === null
    ? said
    : `${said} The amount agreed, they say: ${englishWon(dispute.amount)}.`;
}

/** An agreement in two lines: the amount (or "No agreement"), and the rest of its terms as words. */
export function agreementWords(
  def: AgreementDefinition,
  deal: AgreedDeal,
): { amount: string; terms: string } {
  return {
    amount: deal.noAgreement || deal.amount === null ? 'No agreement' : englishWon(deal.amount),
    terms: agreementTermsText(def, deal, 'en'),
  };
}

/**
 * Who entered a version and who confirmed it: "Version 2, entered by Ara; confirmed by Ara, Bo", and
 * whether the instructor settled it.
 */
export function versionText(a: AgreementView): string {
  const by = a.enteredBy ? `entered by ${a.enteredBy.name}` : 'entered by the instructor';
  const confirmed = a.confirmations.length
    ? `; confirmed by ${a.confirmations.map((m) => m.name).join(', ')}`
    : '';
  const settled = a.byInstructor && a.enteredBy ? '; settled by the instructor' : '';
  return `Version ${a.version}, ${by}${confirmed}${settled}`;
}

/** "200 million won by Yeji's Agent". */
export const firstOfferText = (sim: string, offer: FirstOffer) =>
  `${englishWon(offer.amount)} by ${roleTitle(sim, offer.role)}`;
