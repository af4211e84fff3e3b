import { amountDigits } from '@shared/format';
import type { AgreementDefinition } from '@shared/class-flow';
import { readAmountText } from '@shared/amount-text';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { agreementBodySchema, type AgreementBody, type AgreementView } from '@shared/contracts/deal';
import { amountProblem } from '@shared/contracts/results';
import { bodySchema } from '@/lib/form';

/**
 * The instructor's form for entering a pair's result: what it holds as typed, and the body it sends. The
 * amounts follow the report's rule and messages (digits or 억/만, read exactly, 0 < amount < 1e12).
 */
export interface EnterForm {
  noAgreement: boolean;
  amount: string;
  contingentAmount: string;
  condition: string;
  /** Term key -> option value, every term of the case. */
  terms: Record<string, string>;
  text: string;
}

export type EnterField = 'amount' | 'contingentAmount' | 'condition' | 'text';
export type EnterProblems = Partial<Record<EnterField, string>>;

/** The enter form: its fields as typed, and the body its submit hands over. */
export type EnterResultForm = UseFormReturn<EnterForm, unknown, z.output<typeof agreementBodySchema>>;

/** The form starts from what the pair last entered (a disputed or waiting version), else from the defaults. */
export function initialEnterForm(def: AgreementDefinition, from: AgreementView | null): EnterForm {
  const terms = Object.fromEntries(def.terms.map((t) => [t.key, from?.terms[t.key] ?? t.default]));
  return {
    noAgreement: from?.noAgreement ?? false,
    amount: from?.amount != null ? amountDigits(from.amount) : '',
    contingentAmount: from?.contingent ? amountDigits(from.contingent.amount) : '',
    condition: from?.contingent?.condition ?? '',
    terms,
    text: from?.text ?? '',
  };
}

/** A typed amount as won, or the report's message for it. */
export function readAmount(text: string): { value: number } | { problem: string } {
  const reading = readAmountText(text, 'en');
  if (!reading.ok) return { problem: reading.message };
  const problem = amountProblem(reading.value);
  return problem ? { problem } : { value: reading.value };
}

const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;

/**
 * The problem of each field. With No agreement only the free text counts (the amounts and terms are left
 * out, and kept in the form, so unticking brings them back). A contingent part needs its amount; its
 * condition alone is refused rather than dropped.
 */
export function enterProblems(def: AgreementDefinition, form: EnterForm): EnterProblems {
  const problems: EnterProblems = {};
  const problemOf = (typed: string) => {
    const read = readAmount(typed);
    return 'problem' in read ? read.problem : undefined;
  };
  if (form.text.trim().length > def.text.maxLength)
    problems.text = tooLong(def.text.label, def.text.maxLength);
  if (form.noAgreement) return problems;

  const amount = problemOf(form.amount);
  if (amount) problems.amount = amount;
  const condition = form.condition.trim();
  if (condition.length > def.contingent.condition.maxLength)
    problems.condition = tooLong(def.contingent.condition.label, def.contingent.condition.maxLength);
  if (form.contingentAmount.trim() !== '') {
    const contingentAmount = problemOf(form.contingentAmount);
    if (contingentAmount) problems.contingentAmount = contingentAmount;
  } else if (condition !== '') {
    problems.contingentAmount = `Enter the ${def.contingent.label.toLowerCase()}'s amount, or leave its condition empty.`;
  }
  return problems;
}

/**
 * The body the form makes, as far as its amounts read (one that cannot be read is left out: `enterProblems`
 * says why). With No agreement, no amount, contingent part or terms.
 */
export function enterBody(def: AgreementDefinition, form: EnterForm): AgreementBody {
  const text = form.text.trim();
  if (form.noAgreement) return { noAgreement: true, amount: null, contingent: null, terms: {}, text };
  const valueOf = (typed: string) => {
    const read = readAmount(typed);
    return 'value' in read ? read.value : undefined;
  };
  const contingent =
    form.contingentAmount.trim() === ''
      ? null
      : { amount: valueOf(form.contingentAmount), condition: form.condition.trim() };
  return { noAgreement: false, amount: valueOf(form.amount), contingent, terms: { ...form.terms }, text };
}

/** The body to send, or the problem of each field. */
export function readEnterForm(
  def: AgreementDefinition,
  form: EnterForm,
): { body: AgreementBody } | { problems: EnterProblems } {
  const problems = enterProblems(def, form);
  return Object.keys(problems).length > 0 ? { problems } : { body: enterBody(def, form) };
}

/** The form's field for each key of the request body, and of the server's refusals (`contingent.amount`). */
export const enterFieldOf: Record<string, EnterField> = {
  amount: 'amount',
  contingent: 'contingentAmount',
  'contingent.amount': 'contingentAmount',
  'contingent.condition': 'condition',
  text: 'text',
};

/**
 * The enter form's check: each field's problem, then the body it makes checked by the server's own schema
 * (its issues on the field they are about). The output is the body to send.
 */
export function enterFormSchema(def: AgreementDefinition) {
  return bodySchema({
    fields: z.object({
      noAgreement: z.boolean(),
      amount: z.string(),
      contingentAmount: z.string(),
      condition: z.string(),
      terms: z.record(z.string(), z.string()),
      text: z.string(),
    }),
    fieldIssues: (form) => enterProblems(def, form),
    toBody: (form) => enterBody(def, form),
    body: agreementBodySchema,
    fieldOf: enterFieldOf,
  });
}
