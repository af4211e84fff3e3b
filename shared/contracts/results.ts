import { z } from 'zod';
import { simulationTitles } from './roles';

/**
 * Negotiation results (SPEC sections 3, 5, 7 and 8): what the reporting side sends, what the instructor's
 * table lists, and the words both the form and the server use. The same schemas validate the form in the
 * browser and the request body on the server.
 */

export const RESULT_SIMULATIONS = ['queenOfSorrows', 'shinhwaDaesung'] as const;
export type ResultSimulation = (typeof RESULT_SIMULATIONS)[number];

/** Longest accepted texts, in characters (names match the varchar(100) columns). */
export const RESULT_LIMITS = { name: 100, additionalTerms: 2000 } as const;

/** numeric(14,2): amounts must stay below this. */
export const AMOUNT_BOUND = 1_000_000_000_000;
export const MAX_AMOUNT = 999_999_999_999.99;

export const resultMessages = {
  /** SPEC section 5, word for word. */
  amountLimit: 'The compensation amount cannot exceed 999,999,999,999.99 due to database constraints.',
  amountRequired: 'Enter the amount, or tick "No agreement was reached".',
  amountNotNumber: 'Enter the amount as digits with an optional decimal point.',
  amountPositive: 'The amount must be greater than 0.',
  amountDecimals: 'The amount can have at most 2 decimal places.',
  amountWithNoAgreement: 'Leave the amount empty (null) when no agreement was reached.',
  termsTooLong: `Additional terms can be at most ${RESULT_LIMITS.additionalTerms} characters.`,
  /** SPEC section 8. */
  submitFailed: 'Failed to submit results. Please try again.',
  networkError: 'An error occurred while submitting the form. Please try again.',
  submitted: 'Thank you! Your results have been submitted successfully.',
  loadFailed: 'Error loading results. Please try again later.',
  hideFailed: 'Failed to hide result. Please try again.',
  hidden: 'Result has been hidden from the table',
  emptyTable: 'No results found. Try adjusting your search.',
  notFound: 'No such result.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 64 letters, digits, dashes or underscores.',
  idempotencyConflict:
    'This form was already submitted with different details. Reload the page to report another result.',
} as const;

/** The header the form sends so that a double click or a retry never stores a result twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Which party each simulation's columns and fields name. The reporter is the side that posts the result. */
export const resultSimulations = {
  queenOfSorrows: {
    title: simulationTitles.queenOfSorrows,
    apiSlug: 'qos',
    reporterField: 'yeji_agent_name',
    counterpartField: 'studio_counterpart_name',
    reporterKey: 'yejiAgentName',
    counterpartKey: 'studioCounterpartName',
    reporterLabel: 'Agent Name',
    counterpartLabel: 'Studio Representative Name',
    reporterColumn: 'Agent Name',
    counterpartColumn: 'Studio Rep',
    amountLabel: 'Amount Paid per Episode (KRW)',
    amountColumn: 'Amount per Episode',
    reporterRole: "Yeji's agent",
  },
  shinhwaDaesung: {
    title: simulationTitles.shinhwaDaesung,
    apiSlug: 'svd',
    reporterField: 'shinhwa_associate_name',
    counterpartField: 'daesung_gc_name',
    reporterKey: 'shinhwaAssociateName',
    counterpartKey: 'daesungGcName',
    reporterLabel: 'Shinhwa Associate Name',
    counterpartLabel: 'Daesung General Counsel Representative Name',
    reporterColumn: 'Associate Name',
    counterpartColumn: 'Daesung GC Rep',
    amountLabel: 'Annual Fee (KRW)',
    amountColumn: 'Annual Fee',
    reporterRole: 'the Shinhwa senior associate',
  },
} as const satisfies Record<ResultSimulation, object>;

export const resultUrls = (sim: ResultSimulation) => {
  const base = `/api/sims/${resultSimulations[sim].apiSlug}`;
  return {
    submit: `${base}/submit`,
    list: `${base}/results`,
    hide: (id: number) => `${base}/results/${id}/hide`,
  };
};

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(RESULT_LIMITS.name, `${label} can be at most ${RESULT_LIMITS.name} characters.`);

/** Counts decimals from the shortest text form of the number (what JSON carried, for any sane client). */
const decimalPlaces = (n: number) => {
  const m = /\.(\d+)$/.exec(String(n));
  return m ? m[1]!.length : /e-/.test(String(n)) ? Infinity : 0;
};

/** The one amount rule: a number, 0 < amount < 1e12, at most 2 decimals. Returns the first problem. */
export function amountProblem(amount: unknown): string | null {
  if (amount === undefined || amount === null || amount === '') return resultMessages.amountRequired;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return typeof amount === 'number' && amount > 0
      ? resultMessages.amountLimit
      : resultMessages.amountNotNumber;
  }
  if (amount <= 0) return resultMessages.amountPositive;
  if (amount >= AMOUNT_BOUND) return resultMessages.amountLimit;
  if (decimalPlaces(amount) > 2) return resultMessages.amountDecimals;
  return null;
}

/** What the form types: digits with an optional decimal point (separators are display only). */
export const amountTextPattern = /^(\d+\.?\d*|\.\d+)$/;

/** The form's amount text as the number the API takes; undefined when empty, NaN when not a number. */
export function parseAmountText(text: string): number | undefined {
  const plain = text.replace(/,/g, '').trim();
  if (plain === '') return undefined;
  return amountTextPattern.test(plain) ? Number(plain) : NaN;
}

const commonFields = {
  no_agreement: z.boolean({ error: 'no_agreement must be true or false.' }).default(false),
  amount_paid: z.unknown().optional(),
  additional_terms: z
    .string({ error: 'Additional terms must be text.' })
    .trim()
    .max(RESULT_LIMITS.additionalTerms, resultMessages.termsTooLong)
    .nullish()
    .transform((v) => v ?? ''),
};

/**
 * Amount required unless there was no agreement; then it must be absent or null and is stored as null.
 * The rule also runs when a name is missing, so the form can show every problem at once.
 */
function withAmountRule<T extends { no_agreement: boolean; amount_paid?: unknown }>(schema: z.ZodType<T>) {
  return schema
    .superRefine(
      (v, ctx) => {
        if (v.no_agreement === true) {
          if (v.amount_paid !== undefined && v.amount_paid !== null)
            ctx.addIssue({
              code: 'custom',
              path: ['amount_paid'],
              message: resultMessages.amountWithNoAgreement,
            });
          return;
        }
        const problem = amountProblem(v.amount_paid);
        if (problem) ctx.addIssue({ code: 'custom', path: ['amount_paid'], message: problem });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((v) => ({ ...v, amount_paid: v.no_agreement ? null : (v.amount_paid as number) }));
}

/** POST /api/sims/qos/submit body. Unknown fields are refused. */
export const castingSubmissionSchema = withAmountRule(
  z
    .object({
      yeji_agent_name: requiredName(resultSimulations.queenOfSorrows.reporterLabel),
      studio_counterpart_name: requiredName(resultSimulations.queenOfSorrows.counterpartLabel),
      ...commonFields,
    })
    .strict(),
);

/** POST /api/sims/svd/submit body. Unknown fields are refused. */
export const legalFeeSubmissionSchema = withAmountRule(
  z
    .object({
      shinhwa_associate_name: requiredName(resultSimulations.shinhwaDaesung.reporterLabel),
      daesung_gc_name: requiredName(resultSimulations.shinhwaDaesung.counterpartLabel),
      ...commonFields,
    })
    .strict(),
);

export type CastingSubmission = z.output<typeof castingSubmissionSchema>;
export type LegalFeeSubmission = z.output<typeof legalFeeSubmissionSchema>;

export const submissionSchemas = {
  queenOfSorrows: castingSubmissionSchema,
  shinhwaDaesung: legalFeeSubmissionSchema,
} as const;

/** Any submission, with the party names under neutral keys (how the server stores and hashes it). */
export interface NeutralSubmission {
  reporter: string;
  counterpart: string;
  noAgreement: boolean;
  amountPaid: number | null;
  additionalTerms: string;
}

export function neutralSubmission(sim: ResultSimulation, body: CastingSubmission | LegalFeeSubmission) {
  const cfg = resultSimulations[sim];
  const b = body as Record<string, unknown>;
  return {
    reporter: b[cfg.reporterField] as string,
    counterpart: b[cfg.counterpartField] as string,
    noAgreement: body.no_agreement,
    amountPaid: body.amount_paid,
    additionalTerms: body.additional_terms,
  } satisfies NeutralSubmission;
}

/** POST answer: `{ success: true, data: { id } }` with status 201 (also for a replayed idempotent request). */
export interface SubmittedResult {
  id: number;
}

interface ListedResultBase {
  id: number;
  noAgreement: boolean;
  /** Won, as a JSON number; null when no agreement was reached. */
  amountPaid: number | null;
  additionalTerms: string;
  /** ISO 8601 time the result was reported. */
  createdAt: string;
}

/** GET /api/sims/qos/results items (hidden results are not listed). */
export interface CastingResult extends ListedResultBase {
  yejiAgentName: string;
  studioCounterpartName: string;
}

/** GET /api/sims/svd/results items (hidden results are not listed). */
export interface LegalFeeResult extends ListedResultBase {
  shinhwaAssociateName: string;
  daesungGcName: string;
}

export type ListedResult = CastingResult | LegalFeeResult;

/** PATCH /api/sims/{qos|svd}/results/{id}/hide answer. */
export interface HiddenResult {
  id: number;
  isHidden: true;
}
