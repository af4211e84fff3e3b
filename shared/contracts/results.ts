import { z } from 'zod';
import type { Lang, ReportedSimulation } from '../simulations';
import { localized, wordsIn } from '../words';
import {
  AMOUNT_BOUND,
  RESULT_LIMITS,
  reportFormMessages,
  reportedSimulation,
  resultMessages,
  type AmountRuleMessages,
} from './results-config';
import { text, textMessages } from './text';

/**
 * Negotiation results: what the reporting side sends, what the instructor's
 * table lists, and the words both the form and the server use. The same schemas validate the form in the
 * browser and the request body on the server.
 */

export * from './results-config';

const requiredName = (label: string, lang: Lang) => {
  const words = textMessages[lang];
  return text(label, { lang, notText: words.required(label) })
    .min(1, words.required(label))
    .max(RESULT_LIMITS.name, words.tooLong(label, RESULT_LIMITS.name));
};

/** Counts decimals from the shortest text form of the number (what JSON carried, for any sane client). */
const decimalPlaces = (n: number) => {
  const m = /\.(\d+)$/.exec(String(n));
  return m ? m[1]!.length : /e-/.test(String(n)) ? Infinity : 0;
};

/** The one amount rule: a number, 0 < amount < 1e12, at most 2 decimals. Returns the first problem. */
export function amountProblem(amount: unknown, words: AmountRuleMessages = resultMessages): string | null {
  if (amount === undefined || amount === null || amount === '') return words.amountRequired;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    return typeof amount === 'number' && amount > 0 ? words.amountLimit : words.amountNotNumber;
  }
  if (amount <= 0) return words.amountPositive;
  if (amount >= AMOUNT_BOUND) return words.amountLimit;
  if (decimalPlaces(amount) > 2) return words.amountDecimals;
  return null;
}

// What the form types (`1억 5천만`, `150,000,000`, ...) is read into this number by readAmountText in
// shared/amount-text.ts, which refuses what it cannot read instead of keeping its digits.

/** The names the schema's messages give a field ("Additional terms contains a control character ..."). */
const fieldNames = wordsIn({ additionalTerms: 'Additional terms' }, { additionalTerms: '추가 조건' });

const commonFields = (lang: Lang) => ({
  no_agreement: z.boolean({ error: 'no_agreement must be true or false.' }).default(false),
  amount_paid: z.unknown().optional(),
  additional_terms: text(fieldNames[lang].additionalTerms, { multiline: true, lang })
    .trim()
    .max(RESULT_LIMITS.additionalTerms, reportFormMessages[lang].termsTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});

/**
 * Amount required unless there was no agreement; then it must be absent or null and is stored as null.
 * The rule also runs when a name is missing, so the form can show every problem at once.
 */
function withAmountRule<T extends { no_agreement: boolean; amount_paid?: unknown }>(
  schema: z.ZodType<T>,
  words: AmountRuleMessages,
) {
  return schema
    .superRefine(
      (v, ctx) => {
        if (v.no_agreement === true) {
          if (v.amount_paid !== undefined && v.amount_paid !== null)
            ctx.addIssue({
              code: 'custom',
              path: ['amount_paid'],
              message: words.amountWithNoAgreement,
            });
          return;
        }
        const problem = amountProblem(v.amount_paid, words);
        if (problem) ctx.addIssue({ code: 'custom', path: ['amount_paid'], message: problem });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((v) => ({ ...v, amount_paid: v.no_agreement ? null : (v.amount_paid as number) }));
}

type SubmissionSchema = ReturnType<typeof buildSubmissionSchema>;
export type Submission = z.output<SubmissionSchema>;

function buildSubmissionSchema({ results }: ReportedSimulation, lang: Lang) {
  const label = (party: ReportedSimulation['results']['reporter']) => localized(party, 'label', lang);
  return withAmountRule(
    z
      .object({
        [results.reporter.field]: requiredName(label(results.reporter), lang),
        [results.counterpart.field]: requiredName(label(results.counterpart), lang),
        ...commonFields(lang),
      })
      .strict(),
    reportFormMessages[lang],
  );
}

const schemas = new Map<string, SubmissionSchema>();

/**
 * POST /api/sims/{apiSlug}/submit body of a simulation: its two party names under its own snake_case names
 * (`yeji_agent_name`, ...), the agreement, amount and terms. Unknown fields are refused. The API checks
 * with the English messages; the Korean report form checks the same rules with `lang` 'ko'.
 */
export function submissionSchema(key: string, lang: Lang = 'en'): SubmissionSchema {
  let schema = schemas.get(`${key}:${lang}`);
  if (!schema) {
    schema = buildSubmissionSchema(reportedSimulation(key), lang);
    schemas.set(`${key}:${lang}`, schema);
  }
  return schema;
}

/**
 * PATCH /api/sims/{apiSlug}/results/{id}/hide body: `{ isHidden: false }` unhides (the Undo after a hide);
 * no body, or `{ isHidden: true }`, hides.
 */
export const hideBodySchema = z
  .object({ isHidden: z.boolean({ error: 'isHidden must be true or false.' }).default(true) })
  .strict();
export type HideBody = z.output<typeof hideBodySchema>;

/** Any submission, with the party names under neutral keys (how the server stores and hashes it). */
export interface NeutralSubmission {
  reporter: string;
  counterpart: string;
  noAgreement: boolean;
  amountPaid: number | null;
  additionalTerms: string;
}

export function neutralSubmission(key: string, body: Submission): NeutralSubmission {
  const { results } = reportedSimulation(key);
  const b = body as Record<string, unknown>;
  return {
    reporter: b[results.reporter.field] as string,
    counterpart: b[results.counterpart.field] as string,
    noAgreement: body.no_agreement,
    amountPaid: body.amount_paid,
    additionalTerms: body.additional_terms,
  };
}
