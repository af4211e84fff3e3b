import { z } from 'zod';
import { readAmountText } from '@shared/amount-text';
import { disputeBodySchema, type DisputeBody } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { dealFormSchema } from './deal-form-schema';

/** "Something's wrong" as typed: the note, and the amount the student says was agreed (empty: none named). */
const disputeValues = z.object({ note: z.string(), amount: z.string() });
export type DisputeValues = z.infer<typeof disputeValues>;

export const emptyDispute = (): DisputeValues => ({ note: '', amount: '' });

/**
 * The note, trimmed, and the amount read as the report form reads it, with its messages in the seat's
 * language; a version that says no agreement was reached (`withAmount` false) has no amount to correct.
 */
export function checkDispute(
  values: DisputeValues,
  withAmount: boolean,
  lang: Lang,
): { errors: { amount?: string }; body: DisputeBody | null } {
  const reading = withAmount && values.amount.trim() ? readAmountText(values.amount, lang) : null;
  if (reading && !reading.ok) return { errors: { amount: reading.message }, body: null };
  const body: DisputeBody = { note: values.note.trim() };
  if (reading?.ok) body.amount = reading.value;
  return { errors: {}, body };
}

/** The dispute note's schema for the form layer: checkDispute's rules and words, the server's body schema. */
export const disputeFormSchema = (withAmount: boolean, lang: Lang) =>
  dealFormSchema({
    values: disputeValues,
    check: (values) => checkDispute(values, withAmount, lang),
    body: disputeBodySchema,
    fieldOf: {},
  });
