import { z } from 'zod';
import { surveyBodySchema } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { SCALE_MAX, SCALE_MIN, SURVEY_ITEMS, surveyAnswersProblem, type SurveyAnswers } from '@shared/survey';
import { dealFormSchema } from './deal-form-schema';

/** The survey's answers so far, by question id; a question left out is skipped. */
const surveyValues = z.object({ answers: z.record(z.string(), z.number()) });
export type SurveyValues = z.infer<typeof surveyValues>;

export const emptySurvey = (): SurveyValues => ({ answers: {} });

/** A saved draft's answers, keeping only the survey's questions (today's) and points of the scale. */
export function restoreSurvey(raw: unknown): SurveyValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const given = (raw as Record<string, unknown>).answers;
  if (typeof given !== 'object' || given === null) return null;
  const answers: Record<string, number> = {};
  for (const item of SURVEY_ITEMS) {
    const v = (given as Record<string, unknown>)[item.id];
    if (typeof v === 'number' && Number.isInteger(v) && v >= SCALE_MIN && v <= SCALE_MAX)
      answers[item.id] = v;
  }
  return { answers };
}

export const surveyBody = (values: SurveyValues): { answers: SurveyAnswers } => ({ answers: values.answers });

/**
 * Where the survey opens: at the first question not yet answered (a draft from before a reload or from the
 * other device carries on where it stopped), or at the last when every one is.
 */
export function openingStatement(values: SurveyValues): number {
  const open = SURVEY_ITEMS.findIndex((item) => values.answers[item.id] === undefined);
  return open === -1 ? SURVEY_ITEMS.length - 1 : open;
}

/** The survey's schema for the form layer: the server's rule for answers (surveyAnswersProblem) and body. */
export const surveyFormSchema = (lang: Lang) =>
  dealFormSchema({
    values: surveyValues,
    check: (values) => ({
      errors: { answers: surveyAnswersProblem(values.answers, lang) ?? undefined },
      body: surveyBody(values),
    }),
    body: surveyBodySchema,
    fieldOf: {},
  });
