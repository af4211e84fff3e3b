import { simulationOf, type Lang, type ReportedSimulation } from '../simulations';
import { classQuery, type ClassFilter } from './classes-config';

/**
 * Negotiation results without the schema library: limits, messages, URLs and list shapes. The
 * instructor's table needs only these; the zod schemas (results.ts) re-export them. Which simulations
 * collect results, and their field names, are in the registry (shared/simulations.ts).
 */

/** Longest accepted texts, in characters (names match the varchar(100) columns). */
export const RESULT_LIMITS = { name: 100, additionalTerms: 2000 } as const;

/** numeric(14,2): amounts must stay below this. */
export const AMOUNT_BOUND = 1_000_000_000_000;

export const resultMessages = {
  /** Fixed wording: keep it word for word. */
  amountLimit: 'The compensation amount cannot exceed 999,999,999,999.99 due to database constraints.',
  amountRequired: 'Enter the amount, or tick "No agreement was reached".',
  amountNotNumber: 'Enter the amount as digits with an optional decimal point.',
  amountPositive: 'The amount must be greater than 0.',
  amountDecimals: 'The amount can have at most 2 decimal places.',
  amountWithNoAgreement: 'Leave the amount empty (null) when no agreement was reached.',
  termsTooLong: `Additional terms can be at most ${RESULT_LIMITS.additionalTerms} characters.`,
  submitFailed: 'Failed to submit results. Please try again.',
  networkError: 'An error occurred while submitting the form. Please try again.',
  submitted: 'Thank you! Your results have been submitted successfully.',
  loadFailed: 'Error loading results. Please try again later.',
  /** The instructor's chart and debrief when the case's figures (GET /api/sims/{key}/case-figures) failed. */
  figuresLoadFailed: "The case's figures could not be loaded. Please try again later.",
  hideFailed: 'Failed to hide result. Please try again.',
  hidden: 'Result has been hidden from the table',
  /** After Undo or Unhide. */
  unhidden: 'Result is back in the table',
  unhideFailed: 'Failed to show the result again. Please try again.',
  /** The table when a search matches nothing. */
  emptyTable: 'No results found. Try adjusting your search.',
  /** The table when nothing is listed and there is no search. */
  noneReported: 'No results reported yet.',
  notFound: 'No such result.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 64 letters, digits, dashes or underscores.',
  idempotencyConflict:
    'This form was already submitted with different details. Reload the page to report another result.',
} as const;

/** The amount rule's words, in the language of the form that shows them (the API speaks English). */
export type AmountRuleMessages = Record<
  | 'amountLimit'
  | 'amountRequired'
  | 'amountNotNumber'
  | 'amountPositive'
  | 'amountDecimals'
  | 'amountWithNoAgreement'
  | 'termsTooLong',
  string
>;

/** What a student's report form says, in each language: the amount rule, and the answers to a submit. */
export type ReportFormMessages = AmountRuleMessages &
  Record<'submitFailed' | 'networkError' | 'submitted', string>;

export const reportFormMessages: Record<Lang, ReportFormMessages> = {
  en: resultMessages,
  ko: {
    amountLimit: '데이터베이스 제약으로 금액은 999,999,999,999.99를 넘을 수 없습니다.',
    amountRequired: '금액을 입력하거나 "합의하지 못했습니다"에 체크해 주세요.',
    amountNotNumber: '금액은 숫자로 입력해 주세요. 소수점은 쓸 수 있습니다.',
    amountPositive: '금액은 0보다 커야 합니다.',
    amountDecimals: '금액은 소수점 아래 둘째 자리까지만 쓸 수 있습니다.',
    amountWithNoAgreement: '합의하지 못했다면 금액은 비워 두세요.',
    termsTooLong: `추가 조건은 ${RESULT_LIMITS.additionalTerms}자까지 입력할 수 있습니다.`,
    submitFailed: '결과를 제출하지 못했습니다. 다시 시도해 주세요.',
    networkError: '제출하는 중에 오류가 발생했습니다. 다시 시도해 주세요.',
    submitted: '감사합니다! 결과가 제출되었습니다.',
  },
};

/** The header the form sends so that a double click or a retry never stores a result twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** The results part of a reporting simulation's registry entry; throws for one without results. */
export function reportedSimulation(key: string): ReportedSimulation {
  const sim = simulationOf(key);
  if (!sim.results) throw new Error(`${key} collects no results`);
  return sim as ReportedSimulation;
}

export const resultUrls = (key: string) => {
  const base = `/api/sims/${reportedSimulation(key).results.apiSlug}`;
  return {
    submit: `${base}/submit`,
    /** `?class=current|all|{id}` (default current); `hidden=include` lists hidden rows too, marked. */
    list: `${base}/results`,
    listOf: (filter: ClassFilter, { includeHidden = false } = {}) =>
      `${base}/results?${classQuery(filter)}${includeHidden ? '&hidden=include' : ''}`,
    /** PATCH, body `{ isHidden: false }` to unhide; no body or `{ isHidden: true }` hides. */
    hide: (id: number) => `${base}/results/${id}/hide`,
  };
};

/** POST answer: `{ success: true, data: { id } }` with status 201 (also for a replayed idempotent request). */
export interface SubmittedResult {
  id: number;
}

/**
 * GET /api/sims/{apiSlug}/results items (hidden results are not listed), in the API's shape: the two
 * party names under the simulation's own camelCase keys (`yejiAgentName`, `daesungGcName`, ...).
 */
export interface ListedResultBase {
  id: number;
  noAgreement: boolean;
  /** Won, as a JSON number; null when no agreement was reached. */
  amountPaid: number | null;
  additionalTerms: string;
  /** ISO 8601 time the result was reported. */
  createdAt: string;
  /** The class that was current when it was reported. */
  classId: number;
  /** Only with `?hidden=include`: whether the instructor hid it (hidden rows are listed then too). */
  isHidden?: boolean;
  /**
   * A seated pair's agreement that both sides confirmed on their phones (the deal). False for an anonymous
   * report, and for a pair's result the instructor settled or entered.
   */
  confirmedByBoth: boolean;
  /** The pair's table, for a pair's result (the deal); null for a report. */
  table: number | null;
  /** The round of the case the pair's agreement was in (1 for the first, and for a report). */
  round: number;
  /** The first offer the pair recorded: its amount in won and the opening side's registry role slug. */
  firstOfferAmount: number | null;
  firstOfferRole: string | null;
  /** The contingent part of a pair's agreement (a bonus, a success fee): won, and its condition. */
  contingentAmount: number | null;
  contingentCondition: string | null;
}

export type ListedResult = ListedResultBase & Record<string, string | number | boolean | null>;

/** PATCH /api/sims/{apiSlug}/results/{id}/hide answer. */
export interface HiddenResult {
  id: number;
  isHidden: boolean;
}
