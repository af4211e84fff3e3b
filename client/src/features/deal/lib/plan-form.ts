import { z } from 'zod';
import { readAmountText } from '@shared/amount-text';
import type { PlanFieldId, PlanPrompt, PlanRankingPrompt } from '@shared/class-flow';
import { planBodySchema, type Plan, type PlanBody } from '@shared/contracts/deal';
import type { Lang } from '@shared/simulations';
import { amountFieldValue } from './deal-amount';
import { dealFormSchema } from './deal-form-schema';
import { planText } from './plan-text';

/** What the Plan step holds: each amount and text prompt as typed, and the ranked term keys. */
export interface PlanValues {
  fields: Partial<Record<PlanFieldId, string>>;
  priorities: string[];
}

const planValues: z.ZodType<PlanValues, PlanValues> = z.object({
  fields: z.record(z.string(), z.string()),
  priorities: z.array(z.string()),
});

const rankingOf = (prompts: readonly PlanPrompt[]) =>
  prompts.find((p): p is PlanRankingPrompt => p.kind === 'ranking');

/** The case's rankable keys in a valid order: `keys` first (known ones, once each), then the rest. */
function ranked(prompts: readonly PlanPrompt[], keys: readonly unknown[]): string[] {
  const all = rankingOf(prompts)?.options.map((o) => o.key) ?? [];
  const first = [...new Set(keys.filter((k): k is string => typeof k === 'string' && all.includes(k)))];
  return [...first, ...all.filter((k) => !first.includes(k))];
}

/** The form as a stored plan left it, or empty with the terms in the case's order. */
export function initialPlan(prompts: readonly PlanPrompt[], plan: Plan | null): PlanValues {
  const fields: PlanValues['fields'] = {};
  for (const p of prompts) {
    if (p.kind === 'amount') fields[p.id] = amountFieldValue(plan?.[p.id as 'target']);
    if (p.kind === 'text') fields[p.id] = plan ? String(plan[p.id as 'questions'] ?? '') : '';
  }
  return { fields, priorities: ranked(prompts, plan?.priorities ?? []) };
}

/** A saved draft read back into the form, keeping only what the prompts ask; null when it is not one. */
export function restorePlan(prompts: readonly PlanPrompt[], raw: unknown): PlanValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { fields, priorities } = raw as Record<string, unknown>;
  if (typeof fields !== 'object' || fields === null || !Array.isArray(priorities)) return null;
  const restored = initialPlan(prompts, null);
  for (const p of prompts) {
    const v = (fields as Record<string, unknown>)[p.id];
    if (p.kind !== 'ranking' && typeof v === 'string') restored.fields[p.id] = v;
  }
  return { fields: restored.fields, priorities: ranked(prompts, priorities) };
}

export type PlanErrors = Partial<Record<PlanFieldId, string>>;

/** The plan's problems by prompt, in the seat's language, and the body to send when there are none. */
export function checkPlan(
  prompts: readonly PlanPrompt[],
  values: PlanValues,
  lang: Lang,
): { errors: PlanErrors; body: PlanBody | null } {
  const errors: PlanErrors = {};
  const body: Record<string, unknown> = { priorities: values.priorities };
  for (const p of prompts) {
    const typed = values.fields[p.id] ?? '';
    if (p.kind === 'amount') {
      if (!typed.trim()) {
        if (p.required) errors[p.id] = planText[lang].amountRequired;
        else body[p.id] = null;
        continue;
      }
      const reading = readAmountText(typed, lang);
      if (reading.ok) body[p.id] = reading.value;
      else errors[p.id] = reading.message;
    } else if (p.kind === 'text') {
      if (typed.length > p.maxLength) errors[p.id] = planText[lang].tooLong(p.maxLength);
      else body[p.id] = typed.trim();
    }
  }
  return { errors, body: Object.keys(errors).length ? null : (body as PlanBody) };
}

/** Where each of the plan's keys (the body's, the server's refusals') is typed: its prompt's field. */
export const planFieldOf = (prompts: readonly PlanPrompt[]): Record<string, string> =>
  Object.fromEntries(prompts.map((p) => [p.id, p.kind === 'ranking' ? 'priorities' : `fields.${p.id}`]));

/** The Plan step's schema for the form layer: checkPlan's rules and words, the server's schema of the body. */
export const planFormSchema = (prompts: readonly PlanPrompt[], lang: Lang) =>
  dealFormSchema({
    values: planValues,
    check: (values) => checkPlan(prompts, values, lang),
    body: planBodySchema,
    fieldOf: { ...planFieldOf(prompts), priorities: 'priorities' },
  });
