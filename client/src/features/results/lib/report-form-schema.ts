import { amountReadBack } from '@shared/format';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { readAmountText, type AmountReading } from '@shared/amount-text';
import { reportedSimulation, submissionSchema, type Submission } from '@shared/contracts/results';
import type { Lang } from '@shared/simulations';
import { bodySchema } from '@/lib/form';
import type { ReportDraft } from './report-draft';

/** What the report form holds; the amount as the field shows it: grouped digits, or Korean units as typed. */
export type ReportValues = ReportDraft;

/** The fields that can be refused (the no-agreement box cannot). */
export type ReportField = 'reporter' | 'counterpart' | 'amount' | 'terms';

/** The message each field shows under it, if any. */
export type ReportProblems = Partial<Record<ReportField, string>>;

/** The report form: its fields as typed, and the request body its submit hands over. */
export type ReportForm = UseFormReturn<ReportValues, unknown, Submission>;

export const emptyReport: ReportValues = {
  reporter: '',
  counterpart: '',
  amount: '',
  noAgreement: false,
  terms: '',
};

/** The form's field for each key of the request body (the party names are the simulation's own). */
export function reportFieldOf(sim: string): Record<string, ReportField> {
  const { results } = reportedSimulation(sim);
  return {
    [results.reporter.field]: 'reporter',
    [results.counterpart.field]: 'counterpart',
    amount_paid: 'amount',
    additional_terms: 'terms',
  };
}

/** The request body in the API's snake_case, from what the form holds and how its amount reads. */
function reportBody(sim: string, v: ReportValues, amount: AmountReading) {
  const { results } = reportedSimulation(sim);
  return {
    [results.reporter.field]: v.reporter,
    [results.counterpart.field]: v.counterpart,
    no_agreement: v.noAgreement,
    // An amount that cannot be read is not sent as its digits: it is missing, and the form says why.
    amount_paid: v.noAgreement ? null : amount.ok ? amount.value : undefined,
    // The terms box is disabled with no agreement: what it held is not part of the report.
    additional_terms: v.noAgreement ? '' : v.terms,
  };
}

/**
 * The report form's check: the shared schema's verdict on the body the fields make, in the form's language,
 * each issue on its field; for an amount that cannot be read, the parser's message (shared/amount-text.ts)
 * says what is wrong, rather than that the amount is missing.
 */
export function reportFormSchema(sim: string, lang: Lang) {
  return bodySchema({
    fields: z
      .object({
        reporter: z.string(),
        counterpart: z.string(),
        amount: z.string(),
        noAgreement: z.boolean(),
        terms: z.string(),
      })
      .transform((v) => ({ ...v, reading: readAmountText(v.amount, lang) })),
    toBody: ({ reading, ...v }) => reportBody(sim, v, reading),
    body: submissionSchema(sim, lang),
    fieldOf: reportFieldOf(sim),
    fieldIssues: ({ noAgreement, reading }) => ({
      amount: noAgreement || reading.ok ? undefined : reading.message,
    }),
  });
}

/**
 * What each field shows. Before the first submit a field speaks up only once something is typed in it (a
 * name too long, an amount that cannot be read), never to say it is required; after it, every problem shows.
 */
export function shownProblems(
  errors: FieldErrors<ReportValues>,
  v: ReportValues,
  attempted: boolean,
): ReportProblems {
  const said = (field: ReportField) => errors[field]?.message;
  if (attempted)
    return {
      reporter: said('reporter'),
      counterpart: said('counterpart'),
      amount: said('amount'),
      terms: said('terms'),
    };
  return {
    reporter: v.reporter.trim() ? said('reporter') : undefined,
    counterpart: v.counterpart.trim() ? said('counterpart') : undefined,
    amount: v.amount && !v.noAgreement ? said('amount') : undefined,
  };
}

/** What the amount will be sent as, read back while typing: "150,000,000 원 · 1억 5천만 원" and any note. */
export function amountReadBackOf(v: ReportValues, lang: Lang): string {
  const reading = readAmountText(v.amount, lang);
  return !v.noAgreement && reading.ok
    ? [amountReadBack(reading.value), reading.note].filter(Boolean).join(' ')
    : '';
}
