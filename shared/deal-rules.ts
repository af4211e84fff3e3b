import type { z } from 'zod';
import type { AgreedDeal } from './agreement';
import type { ClassFlowDefinition, PlanPrompt } from './class-flow';
import {
  DISPUTE_NOTE_MAX,
  DRAFT_MAX_CHARS,
  dealMessages,
  type agreementBodySchema,
  type disputeBodySchema,
  type planBodySchema,
} from './contracts/deal';
import { amountProblem, reportFormMessages } from './contracts/results';
import { textMessages, withoutControlCharacters } from './contracts/text';
import type { Lang } from './simulations';
import { localized } from './words';

/**
 * The deal's rules on what a student sends (the plan, the first offer, the agreement form, a dispute note,
 * a draft), checked against the case's definition in the class flow registry. The server applies them to
 * every body; a form may apply the same ones before it sends. Each returns the value as it is stored, or
 * every problem by field (the API's 400 `errors`), in the language of the form.
 */

/** What a final agreement's result row and the pair's views say in place of a member who left the class. */
export const LEFT_CLASS_NAME = '(left the class)';
/** LEFT_CLASS_NAME as a student's page says it, in their language. */
export const leftClassName: Record<Lang, string> = { en: LEFT_CLASS_NAME, ko: '(수업을 떠남)' };

/** How deep a draft's objects and arrays may nest (a form's fields are two or three levels). */
export const DRAFT_MAX_DEPTH = 16;

export const dealRuleMessages: Record<
  Lang,
  {
    idempotencyConflict: string;
    draftTooLarge: string;
    draftNotJson: string;
    unknownForm: string;
    draftControl: string;
    draftTooDeep: string;
    /** The dispute note, named in its refusals. */
    note: string;
  }
> = {
  en: {
    idempotencyConflict:
      'This agreement form was already sent with different details. Look at the agreement again before sending.',
    draftTooLarge: `A draft can be at most ${DRAFT_MAX_CHARS.toLocaleString('en-US')} characters of JSON.`,
    draftNotJson: 'A draft must be a JSON object or array.',
    unknownForm: 'There is no such form.',
    draftControl: 'The draft contains a control character (such as NUL) that cannot be saved.',
    draftTooDeep: `A draft can nest objects and arrays at most ${DRAFT_MAX_DEPTH} deep.`,
    note: 'The note',
  },
  ko: {
    idempotencyConflict:
      '이 합의서는 이미 다른 내용으로 보냈습니다. 합의 내용을 다시 확인한 뒤에 보내 주세요.',
    draftTooLarge: `임시 저장 내용은 JSON ${DRAFT_MAX_CHARS.toLocaleString('en-US')}자까지 저장할 수 있습니다.`,
    draftNotJson: '임시 저장 내용은 JSON 객체나 배열이어야 합니다.',
    unknownForm: '그런 양식은 없습니다.',
    draftControl: '임시 저장 내용에 저장할 수 없는 제어 문자(NUL 등)가 들어 있습니다.',
    draftTooDeep: `임시 저장 내용은 객체와 배열을 ${DRAFT_MAX_DEPTH}단계까지만 겹쳐 쓸 수 있습니다.`,
    note: '메모',
  },
};

/**
 * Text the database cannot store: NUL, and a lone half of a surrogate pair (JSON columns refuse both).
 * Code units, not code points, on purpose: that is what finds a lone half.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a draft's JSON for storing it, if anything (its size is checked apart). */
export function draftProblem(value: unknown, lang: Lang): string | null {
  const words = dealRuleMessages[lang];
  if (typeof value !== 'object' || value === null) return words.draftNotJson;
  const walk = (v: unknown, depth: number): string | null => {
    if (typeof v === 'string') return UNSTORABLE.test(v) ? words.draftControl : null;
    if (typeof v !== 'object' || v === null) return null;
    if (depth > DRAFT_MAX_DEPTH) return words.draftTooDeep;
    for (const [k, x] of Object.entries(v)) {
      const problem = UNSTORABLE.test(k) ? words.draftControl : walk(x, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  return walk(value, 1);
}

/** Problems by field; empty when there is none. */
export type Problems = Record<string, string[]>;
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problems };

const add = (problems: Problems, field: string, message: string) => (problems[field] ??= []).push(message);
const done = <T>(problems: Problems, value: () => T): Checked<T> =>
  Object.keys(problems).length ? { ok: false, problems } : { ok: true, value: value() };
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** A typed text: trimmed, at most `max` characters, no control characters (line breaks allowed). */
function checkText(problems: Problems, field: string, raw: string, label: string, max: number, lang: Lang) {
  const value = raw.trim();
  if (value.length > max) add(problems, field, textMessages[lang].tooLong(label, max));
  else if (!withoutControlCharacters(label, { multiline: true })(value) || UNSTORABLE.test(value))
    add(problems, field, textMessages[lang].control(label));
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// The plan

/** A plan as stored: the amounts in won, null where an optional prompt was left empty. */
export interface PlanValues {
  target: number | null;
  walkAway: number | null;
  firstOffer: number | null;
  priorities: string[];
  firstOfferWhy: string;
  questions: string;
  /** Missing from a plan stored before these prompts were asked. */
  batna?: string;
  otherWalkAway?: number | null;
  otherInterests?: string;
}

const PLAN_AMOUNTS = ['target', 'walkAway', 'otherWalkAway', 'firstOffer'] as const;
const PLAN_TEXTS = ['batna', 'otherInterests', 'firstOfferWhy', 'questions'] as const;

/** A role's plan against its planning prompts (the case's, for that role). */
export function checkPlan(
  prompts: readonly PlanPrompt[],
  body: z.output<typeof planBodySchema>,
  lang: Lang,
): Checked<PlanValues> {
  const problems: Problems = {};
  const words = reportFormMessages[lang];
  const prompt = (id: string) => prompts.find((p) => p.id === id);
  const amounts = {} as Record<(typeof PLAN_AMOUNTS)[number], number | null>;
  for (const id of PLAN_AMOUNTS) {
    const raw = body[id];
    const p = prompt(id);
    if (isEmpty(raw) && !p?.required) {
      amounts[id] = null;
      continue;
    }
    const problem = amountProblem(raw, words);
    if (problem) add(problems, id, problem);
    amounts[id] = problem ? null : (raw as number);
  }
  const texts = {} as Record<(typeof PLAN_TEXTS)[number], string>;
  for (const id of PLAN_TEXTS) {
    const p = prompt(id);
    const max = p?.kind === 'text' ? p.maxLength : 500;
    const label = p ? localized(p, 'label', lang) : id;
    texts[id] = checkText(problems, id, body[id] ?? '', label, max, lang);
    if (p?.required && !texts[id]) add(problems, id, textMessages[lang].required(label));
  }
  const ranking = prompts.find((p) => p.kind === 'ranking');
  const keys = new Set(ranking?.kind === 'ranking' ? ranking.options.map((o) => o.key) : []);
  const priorities = body.priorities ?? [];
  const min = ranking?.kind === 'ranking' && ranking.required ? ranking.min : 0;
  if (
    priorities.some((k) => !keys.has(k)) ||
    new Set(priorities).size !== priorities.length ||
    priorities.length < min
  )
    add(problems, 'priorities', dealMessages[lang].priorities);
  return done(problems, () => ({ ...amounts, priorities: [...priorities], ...texts }));
}

// ---------------------------------------------------------------------------------------------------------
// The first offer and the dispute note

/** The first offer's amount, under the report's amount rule. */
export function checkOfferAmount(amount: unknown, lang: Lang): Checked<number> {
  const problem = amountProblem(amount, reportFormMessages[lang]);
  return problem ? { ok: false, problems: { amount: [problem] } } : { ok: true, value: amount as number };
}

/**
 * "Something's wrong": the note, trimmed, at most DISPUTE_NOTE_MAX characters (an empty note is allowed), and
 * the amount the student says was agreed, under the report's amount rule (empty: none named).
 */
export function checkDispute(
  body: z.output<typeof disputeBodySchema>,
  lang: Lang,
): Checked<{ note: string; amount: number | null }> {
  const problems: Problems = {};
  const note = checkText(problems, 'note', body.note, dealRuleMessages[lang].note, DISPUTE_NOTE_MAX, lang);
  const problem = isEmpty(body.amount) ? null : amountProblem(body.amount, reportFormMessages[lang]);
  if (problem) add(problems, 'amount', problem);
  return done(problems, () => ({
    note,
    amount: isEmpty(body.amount) ? null : (body.amount as number),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// The agreement form

/**
 * An agreement form against the case's definition: the amount under the report's rule unless there was no
 * agreement (then it must be empty, and the contingent part and terms are dropped); the contingent part,
 * when it has an amount or a condition, with both checked; each term one of the case's, with one of its
 * options; the free text within the case's limit.
 */
export function checkAgreement(
  flow: ClassFlowDefinition,
  body: z.output<typeof agreementBodySchema>,
  lang: Lang,
): Checked<AgreedDeal> {
  const def = flow.agreement;
  const problems: Problems = {};
  const words = reportFormMessages[lang];
  const label = (x: { label: string; labelKo: string }) => localized(x, 'label', lang);
  const text = checkText(problems, 'text', body.text, label(def.text), def.text.maxLength, lang);
  if (body.noAgreement) {
    if (!isEmpty(body.amount)) add(problems, 'amount', words.amountWithNoAgreement);
    return done(problems, () => ({ noAgreement: true, amount: null, contingent: null, terms: {}, text }));
  }
  const amountIssue = amountProblem(body.amount, words);
  if (amountIssue) add(problems, 'amount', amountIssue);

  let contingent: AgreedDeal['contingent'] = null;
  const c = body.contingent;
  if (c && !(isEmpty(c.amount) && c.condition.trim() === '')) {
    const problem = amountProblem(c.amount, words);
    if (problem) add(problems, 'contingent.amount', problem);
    const condition = checkText(
      problems,
      'contingent.condition',
      c.condition,
      label(def.contingent.condition),
      def.contingent.condition.maxLength,
      lang,
    );
    contingent = { amount: c.amount as number, condition };
  }

  for (const [key, value] of Object.entries(body.terms)) {
    const term = def.terms.find((t) => t.key === key);
    if (!term) add(problems, `terms.${key}`, dealMessages[lang].unknownTerm);
    else if (!term.options.some((o) => o.value === value))
      add(problems, `terms.${key}`, dealMessages[lang].unknownOption);
  }
  // every term of the case, at its default where the form left it out: one way to write each deal
  const terms = Object.fromEntries(def.terms.map((t) => [t.key, body.terms[t.key] ?? t.default]));
  return done(problems, () => ({
    noAgreement: false,
    amount: body.amount as number,
    contingent,
    terms,
    text,
  }));
}

/** The same deal, written the same way: what tells a replay or a matching form from a change. */
export function sameDeal(a: AgreedDeal, b: AgreedDeal): boolean {
  const canonical = (d: AgreedDeal) =>
    JSON.stringify([
      d.noAgreement,
      d.amount,
      d.contingent ? [d.contingent.amount, d.contingent.condition] : null,
      Object.entries(d.terms).sort(([x], [y]) => (x < y ? -1 : 1)),
      d.text,
    ]);
  return canonical(a) === canonical(b);
}
