import { z } from 'zod';
import { readAmountText } from '@shared/amount-text';
import { firstOfferBodySchema, type FirstOffer, type FirstOfferBody } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { agreementText } from './agreement-text';
import { amountFieldValue } from './deal-amount';
import { dealFormSchema } from './deal-form-schema';

/** Who opened (my side or the other) and the amount as typed; `by` is empty until chosen. */
const firstOfferValues = z.object({ by: z.enum(['me', 'partner', '']), amount: z.string() });
export type FirstOfferValues = z.infer<typeof firstOfferValues>;

/** The form as the recorded first offer left it (to correct it), or empty. */
export const initialFirstOffer = (offer: FirstOffer | null): FirstOfferValues =>
  offer
    ? { by: offer.mine ? 'me' : 'partner', amount: amountFieldValue(offer.amount) }
    : { by: '', amount: '' };

export function restoreFirstOffer(raw: unknown): FirstOfferValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { by, amount } = raw as Record<string, unknown>;
  if ((by !== 'me' && by !== 'partner' && by !== '') || typeof amount !== 'string') return null;
  return { by, amount };
}

export type FirstOfferErrors = Partial<Record<keyof FirstOfferValues, string>>;

export function checkFirstOffer(
  values: FirstOfferValues,
  lang: Lang,
): { errors: FirstOfferErrors; body: FirstOfferBody | null } {
  const t = agreementText[lang].firstOffer;
  const errors: FirstOfferErrors = {};
  if (!values.by) errors.by = t.whoRequired;
  const reading = values.amount.trim() ? readAmountText(values.amount, lang) : null;
  if (!reading) errors.amount = t.amountRequired;
  else if (!reading.ok) errors.amount = reading.message;
  if (errors.by || errors.amount || !reading?.ok) return { errors, body: null };
  return { errors, body: { by: values.by as 'me' | 'partner', amount: reading.value } };
}

/** The first offer's schema for the form layer: checkFirstOffer's rules and words, the server's body schema. */
export const firstOfferFormSchema = (lang: Lang) =>
  dealFormSchema({
    values: firstOfferValues,
    check: (values) => checkFirstOffer(values, lang),
    body: firstOfferBodySchema,
    fieldOf: {},
  });
