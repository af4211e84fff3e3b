import { z } from 'zod';
import { readAmountText } from '@shared/amount-text';
import type { AgreementDefinition } from '@shared/class-flow';
import { agreementBodySchema, type AgreementBody, type AgreementView } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import { agreementText } from './agreement-text';
import { amountFieldValue } from './deal-amount';
import { dealFormSchema } from './deal-form-schema';

/**
 * What the agreement form holds: the amounts as typed, the contingent part's condition, each term's chosen
 * option (every term present, starting on its default) and the free text; or no agreement, with its text.
 */
const agreementValues = z.object({
  noAgreement: z.boolean(),
  amount: z.string(),
  contingentAmount: z.string(),
  condition: z.string(),
  terms: z.record(z.string(), z.string()),
  text: z.string(),
});
export type AgreementValues = z.infer<typeof agreementValues>;

const defaultTerms = (def: AgreementDefinition) =>
  Object.fromEntries(def.terms.map((t) => [t.key, t.default]));

/** Only the case's terms, each on one of its options (else its default). */
function validTerms(def: AgreementDefinition, terms: unknown): Record<string, string> {
  const given = typeof terms === 'object' && terms !== null ? (terms as Record<string, unknown>) : {};
  return Object.fromEntries(
    def.terms.map((t) => {
      const v = given[t.key];
      return [t.key, t.options.some((o) => o.value === v) ? (v as string) : t.default];
    }),
  );
}

/** The form as an agreement left it (to edit it), or empty on the terms' defaults. */
export function initialAgreement(
  def: AgreementDefinition,
  agreement: AgreementView | null,
  noAgreement?: boolean,
): AgreementValues {
  if (!agreement) {
    return {
      noAgreement: noAgreement ?? false,
      amount: '',
      contingentAmount: '',
      condition: '',
      terms: defaultTerms(def),
      text: '',
    };
  }
  return {
    noAgreement: noAgreement ?? agreement.noAgreement,
    amount: amountFieldValue(agreement.amount),
    contingentAmount: amountFieldValue(agreement.contingent?.amount),
    condition: agreement.contingent?.condition ?? '',
    terms: validTerms(def, agreement.terms),
    text: agreement.text,
  };
}

export function restoreAgreement(def: AgreementDefinition, raw: unknown): AgreementValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const v = raw as Record<string, unknown>;
  const strings = ['amount', 'contingentAmount', 'condition', 'text'] as const;
  if (typeof v.noAgreement !== 'boolean' || strings.some((k) => typeof v[k] !== 'string')) return null;
  return {
    noAgreement: v.noAgreement,
    amount: v.amount as string,
    contingentAmount: v.contingentAmount as string,
    condition: v.condition as string,
    terms: validTerms(def, v.terms),
    text: v.text as string,
  };
}

export type AgreementField = 'amount' | 'contingentAmount' | 'condition' | 'text';
export type AgreementErrors = Partial<Record<AgreementField, string>>;

/**
 * The form's problems, in the seat's language: the amount under the report's rule and messages (the same
 * reader and words as the report form), a contingent part needs both its amount and its condition, texts
 * within the case's limits. The body to send when there are none.
 */
export function checkAgreement(
  def: AgreementDefinition,
  values: AgreementValues,
  lang: Lang,
): { errors: AgreementErrors; body: AgreementBody | null } {
  const t = agreementText[lang].agreement;
  const part = localized(def.contingent, 'label', lang);
  const errors: AgreementErrors = {};
  if (values.text.length > def.text.maxLength) errors.text = t.tooLong(def.text.maxLength);
  if (values.noAgreement) {
    return {
      errors,
      body: errors.text ? null : { noAgreement: true, contingent: null, terms: {}, text: values.text.trim() },
    };
  }
  const amount = readAmountText(values.amount, lang);
  if (!amount.ok) errors.amount = amount.message;

  const condition = values.condition.trim();
  let contingent: AgreementBody['contingent'] = null;
  if (values.contingentAmount.trim()) {
    const reading = readAmountText(values.contingentAmount, lang);
    if (!reading.ok) errors.contingentAmount = reading.message;
    else contingent = { amount: reading.value, condition };
    if (!condition) errors.condition = t.conditionRequired(part);
  } else if (condition) {
    errors.contingentAmount = t.conditionWithoutAmount(part);
  }
  if (values.condition.length > def.contingent.condition.maxLength)
    errors.condition = t.tooLong(def.contingent.condition.maxLength);

  if (Object.keys(errors).length || !amount.ok) return { errors, body: null };
  return {
    errors,
    body: {
      noAgreement: false,
      amount: amount.value,
      contingent,
      terms: values.terms,
      text: values.text.trim(),
    },
  };
}

/** Where the body's keys and the server's refusals are typed, where the form names them otherwise. */
export const agreementFieldOf: Record<string, string> = {
  contingent: 'contingentAmount',
  'contingent.amount': 'contingentAmount',
  'contingent.condition': 'condition',
};

/** The agreement form's schema for the form layer: checkAgreement's rules and words, the server's body schema. */
export const agreementFormSchema = (def: AgreementDefinition, lang: Lang) =>
  dealFormSchema({
    values: agreementValues,
    check: (values) => checkAgreement(def, values, lang),
    body: agreementBodySchema,
    fieldOf: agreementFieldOf,
  });
