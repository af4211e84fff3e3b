import { amountDigits } from '@shared/format';
import type { AgreementDefinition } from '@shared/class-flow';
import { readAmountText } from '@shared/amount-text';
import type { AgreementBody, AgreementView } from '@shared/contracts/deal';
import { amountProblem } from '@shared/contracts/results';

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
 * The body to send, or the problem of each field. With No agreement, the amounts and terms are left out
 * (and kept in the form, so unticking brings them back). A contingent part needs its amount; its
 * condition alone is refused rather than dropped.
 */
export function readEnterForm(
  def: AgreementDefinition,
  form: EnterForm,
): { body: AgreementBody } | { problems: EnterProblems } {
  const problems: EnterProblems = {};
  const text = form.text.trim();
  if (text.length > def.text.maxLength) problems.text = tooLong(def.text.label, def.text.maxLength);
  if (form.noAgreement) {
    if (problems.text) return { problems };
    return { body: { noAgreement: true, amount: null, contingent: null, terms: {}, text } };
  }

  const amount = readAmount(form.amount);
  if ('problem' in amount) problems.amount = amount.problem;

  let contingent: AgreementBody['contingent'] = null;
  const condition = form.condition.trim();
  if (condition.length > def.contingent.condition.maxLength)
    problems.condition = tooLong(def.contingent.condition.label, def.contingent.condition.maxLength);
  if (form.contingentAmount.trim() !== '') {
    const c = readAmount(form.contingentAmount);
    if ('problem' in c) problems.contingentAmount = c.problem;
    else contingent = { amount: c.value, condition };
  } else if (condition !== '') {
    problems.contingentAmount = `Enter the ${def.contingent.label.toLowerCase()}'s amount, or leave its condition empty.`;
  }

  if (Object.keys(problems).length > 0 || 'problem' in amount) return { problems };
  return { body: { noAgreement: false, amount: amount.value, contingent, terms: { ...form.terms }, text } };
}
