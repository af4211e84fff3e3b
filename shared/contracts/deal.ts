import { z } from 'zod';
import { int32 } from './int';
import type { AgreedDeal } from '../agreement';
import type { Lang } from '../simulations';
import type { SurveyAnswers, SurveyScores } from '../survey';

/**
 * The deal: a seated pair's negotiation on both phones (plan, first offer, an agreement both sides confirm,
 * the post-negotiation survey), and the instructor's view of every pair. The case's prompts, terms and
 * contingent part come from the class flow registry (shared/class-flow.ts), so nothing here is per case.
 *
 * A pair is a table of the class's published assignment of that simulation (pairing): its members are the
 * table's seats, two or three (a trio's mirror shares a role). Everything a pair writes is refused with 403 to
 * anyone else. The server validates bodies against the case's definition (shared/deal-rules.ts holds the
 * rules, which a form may apply too).
 */

/** Where a student is in the flow, as `GET my-pair` tells the phone to open. */
export const DEAL_STEPS = ['plan', 'negotiate', 'confirm', 'survey', 'done'] as const;
export type DealStep = (typeof DEAL_STEPS)[number];

/** An agreement form's state: entered and waiting for the other side, confirmed by both, or disputed. */
export const AGREEMENT_STATUSES = ['waiting', 'confirmed', 'disputed'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** A pair's progress as the instructor's run page shows it. */
export const PAIR_STATUSES = [
  'planning',
  'negotiating',
  'first-offer',
  'waiting',
  'disputed',
  'agreed',
  'no-agreement',
  'survey-done',
] as const;
export type PairStatus = (typeof PAIR_STATUSES)[number];

/** A pair that has written nothing for this long is marked stuck on the run page. */
export const STUCK_AFTER_MS = 8 * 60_000;

/** The forms whose drafts the server keeps per seat, a few seconds after typing stops. */
export const DRAFT_FORMS = ['plan', 'firstOffer', 'agreement', 'survey'] as const;
export type DraftForm = (typeof DRAFT_FORMS)[number];
/** A draft is the form's own fields as JSON, at most this many characters. */
export const DRAFT_MAX_CHARS = 8_000;
/** What the phone waits after the last keystroke before saving a draft. */
export const DRAFT_SAVE_DELAY_MS = 2_000;

/**
 * The deal's addresses. A student's are for one round of the case when `round` is given (`?round=N`: a phone
 * finishing an earlier round writes to that round's pair), otherwise for the latest published round.
 */
export const dealUrls = (key: string, round?: number) => {
  const base = `/api/sims/${key}`;
  const r = round === undefined ? '' : `?round=${round}`;
  return {
    /** GET (a seated member of a published pair): MyPair. */
    myPair: `${base}/my-pair${r}`,
    /** PUT PlanBody: the student's plan (private to them and the instructor), one per round. */
    myPlan: `${base}/my-plan${r}`,
    /** PUT FirstOfferBody: who opened and with what; last correction wins. */
    firstOffer: `${base}/my-pair/first-offer${r}`,
    /** PUT AgreementBody (Idempotency-Key header): a new version, `{version}`. */
    agreement: `${base}/my-pair/agreement${r}`,
    /** POST `{version}`: 409 `agreement-changed` when it is no longer the current version. */
    confirm: `${base}/my-pair/agreement/confirm${r}`,
    /** POST `{note, amount?}`: the amount the disputing side says was agreed, if it names one. */
    dispute: `${base}/my-pair/agreement/dispute${r}`,
    /** PUT `{answers}`: answered once a round (the same answers again: 200; others: 409). */
    mySurvey: `${base}/my-survey${r}`,
    /** PUT (any JSON, at most DRAFT_MAX_CHARS) / GET: the seat's draft of one form. */
    myDraft: (form: DraftForm) => `${base}/my-drafts/${form}${r}`,
    /** GET (instructor): every pair of the current class's published assignment, PairOverview[]. */
    pairs: `${base}/pairs`,
    /** POST (instructor): a confirmed agreement is open again (its result row goes until re-confirmed). */
    reopen: (table: number) => `${base}/pairs/${table}/reopen`,
    /**
     * POST `{version}` (instructor): settles a dispute: that version is the pair's agreement. With
     * `namedAmount` (the disputed version and the amount its dispute named), the pair's agreement is that
     * version at the named amount.
     */
    settle: (table: number) => `${base}/pairs/${table}/settle`,
    /** PUT AgreementBody (instructor): enters the pair's result for them; final at once. */
    enter: (table: number) => `${base}/pairs/${table}/agreement`,
  };
};

// ---------------------------------------------------------------------------------------------------------
// Bodies

/** Amounts are won as JSON numbers, under the report's rule (amountProblem): the server says which is wrong. */
const amount = z.unknown();

export const planBodySchema = z
  .object({
    target: amount,
    walkAway: amount,
    /** The student's estimate of the other side's walk-away (empty or left out: none). */
    otherWalkAway: amount.optional(),
    firstOffer: amount,
    /** The case's rankable term keys, most important first. */
    priorities: z.array(z.string().max(64)).max(20).default([]),
    firstOfferWhy: z.string().max(2_000).optional(),
    questions: z.string().max(2_000).optional(),
    batna: z.string().max(2_000).optional(),
    otherInterests: z.string().max(2_000).optional(),
  })
  .strict();
export type PlanBody = z.input<typeof planBodySchema>;

export const firstOfferBodySchema = z.object({ by: z.enum(['me', 'partner']), amount }).strict();
export type FirstOfferBody = z.input<typeof firstOfferBodySchema>;

export const agreementBodySchema = z
  .object({
    noAgreement: z.boolean(),
    amount: amount.optional(),
    contingent: z
      .object({ amount, condition: z.string().max(2_000) })
      .strict()
      .nullable()
      .optional(),
    terms: z.record(z.string().max(64), z.string().max(64)).default({}),
    text: z.string().max(5_000).default(''),
  })
  .strict();
export type AgreementBody = z.input<typeof agreementBodySchema>;

export const confirmBodySchema = z.object({ version: int32().positive() }).strict();
/** "Something's wrong": a note, and the amount the student says was agreed (empty or left out: none named). */
export const disputeBodySchema = z
  .object({ note: z.string().max(2_000), amount: amount.optional() })
  .strict();
export type DisputeBody = z.input<typeof disputeBodySchema>;
export const surveyBodySchema = z.object({ answers: z.record(z.string(), z.unknown()) }).strict();
export const settleBodySchema = z
  .object({
    version: int32().positive(),
    /** The amount the open dispute named, as the instructor saw it (a dispute changed since: 409). */
    namedAmount: z.number().optional(),
  })
  .strict();
export type SettleBody = z.input<typeof settleBodySchema>;

/** Longest dispute note, in characters (after trimming); an empty note is allowed. */
export const DISPUTE_NOTE_MAX = 500;

// ---------------------------------------------------------------------------------------------------------
// Answers

/**
 * A stored plan: the amounts in won (null where the prompt was optional and left empty), the texts ('' where
 * left empty; a plan sent before a prompt existed reads as having left it empty).
 */
export interface Plan {
  target: number | null;
  walkAway: number | null;
  firstOffer: number | null;
  priorities: string[];
  firstOfferWhy: string;
  questions: string;
  /** My alternative if there is no deal. */
  batna: string;
  /** My estimate of the other side's walk-away. */
  otherWalkAway: number | null;
  /** My guess at the other side's interests. */
  otherInterests: string;
  submittedAt: string;
}

export interface DealMember {
  name: string;
  /** Registry role slug. */
  role: string;
  /** This member is the seat asking (MyPair only; false in the instructor's view). */
  me: boolean;
}

export interface FirstOffer {
  /** The role of the side that opened. */
  role: string;
  /** The side that opened is the asking seat's side (MyPair only). */
  mine: boolean;
  amount: number;
  /** Who last recorded or corrected it. */
  recordedBy: DealMember;
  at: string;
}

export interface AgreementView extends AgreedDeal {
  version: number;
  /** Null when the instructor entered it. */
  enteredBy: DealMember | null;
  /** Who confirmed this version (the member who entered it counts as confirming it). */
  confirmations: DealMember[];
  status: AgreementStatus;
  /** The open dispute: its note, who wrote it, and the amount they say was agreed (null: none named). */
  dispute: { note: string; by: DealMember; amount: number | null } | null;
  /** Confirmed by both sides or settled by the instructor: nothing changes it but a reopen. */
  final: boolean;
  /** The instructor settled or entered it. */
  byInstructor: boolean;
}

/** GET /api/sims/{key}/my-pair: the asking seat's pair. */
export interface MyPair {
  /** The round of the case this pair is in. */
  round: number;
  /** Every round of the case the class has published so far, in order (the phone names the round when 2+). */
  rounds: number[];
  table: number;
  /** The asking seat's role. */
  role: string;
  members: DealMember[];
  step: DealStep;
  /** The asking seat's own plan (never the partner's). */
  plan: Plan | null;
  firstOffer: FirstOffer | null;
  agreement: AgreementView | null;
  /** The asking seat's own survey. */
  survey: { answers: SurveyAnswers; submittedAt: string } | null;
  /** The seat's saved drafts, by form (what was typed and not yet sent). */
  drafts: Partial<Record<DraftForm, unknown>>;
  /** The instructor has released the debrief (the student's own debrief can be opened). */
  debriefReleased: boolean;
}

/** One pair on the instructor's run page (GET /api/sims/{key}/pairs). */
export interface PairOverview {
  table: number;
  members: Array<{ seatId: number; name: string; role: string; lang: Lang }>;
  status: PairStatus;
  /** Nothing written for STUCK_AFTER_MS while not yet agreed. */
  stuck: boolean;
  lastActivityAt: string | null;
  plans: Array<{ seatId: number; plan: Plan }>;
  firstOffer: FirstOffer | null;
  agreement: AgreementView | null;
  /** Every version entered, oldest first (for settling a dispute). */
  versions: AgreementView[];
  /**
   * The members who sent the survey or skipped it (a member not listed has done neither yet). `skipped`: sent
   * with no statement answered ("Skip the survey", or every statement left out).
   */
  surveys: Array<{ seatId: number; skipped: boolean; scores: SurveyScores; submittedAt: string }>;
  /** The results row a final agreement made. */
  resultId: number | null;
}

export interface PairsOverview {
  pairs: PairOverview[];
  counts: {
    pairs: number;
    agreed: number;
    noAgreement: number;
    disputed: number;
    waiting: number;
    stuck: number;
  };
  /** Members who left the class (erased their data) since the pairs were published. */
  left: Array<{ table: number; role: string }>;
}

/** Reasons a deal write is refused, with their HTTP status. */
export const DEAL_ERRORS = {
  'not-seated': 403,
  'not-in-pair': 403,
  'agreement-changed': 409,
  'agreement-final': 409,
  'first-offer-final': 409,
  'survey-answered': 409,
  'survey-too-early': 409,
  'no-agreement-yet': 409,
  'not-disputable': 409,
  'unknown-table': 404,
  'unknown-version': 404,
} as const;
export type DealErrorCode = keyof typeof DEAL_ERRORS;

export const dealMessages: Record<
  Lang,
  Record<DealErrorCode | 'unknownTerm' | 'unknownOption' | 'priorities' | 'amountOnNoAgreement', string>
> = {
  en: {
    'not-seated': 'Join the class first (My class, /me).',
    'not-in-pair': 'You are not at a table of this simulation. Your instructor assigns the pairs.',
    'agreement-changed': 'The agreement has changed since you looked at it. Look again, then confirm.',
    'agreement-final': 'This agreement is final. Ask your instructor if it needs changing.',
    'first-offer-final':
      'The agreement is final, so its first offer can no longer be changed. Ask your instructor if it needs correcting.',
    'survey-answered': 'You have already answered the survey.',
    'survey-too-early':
      'The survey opens once your agreement is final: confirmed by both sides, or settled or entered by your instructor.',
    'no-agreement-yet': 'There is no agreement to confirm yet.',
    'not-disputable': 'Only an agreement waiting for confirmation can be questioned.',
    'unknown-table': 'There is no such table.',
    'unknown-version': 'There is no such version of the agreement.',
    unknownTerm: 'This case has no such term.',
    unknownOption: 'Choose one of the listed options for each term.',
    priorities: "Rank the case's terms, each at most once.",
    amountOnNoAgreement:
      'The agreement as entered says no agreement was reached: write what was agreed in the note instead.',
  },
  ko: {
    'not-seated': '먼저 수업에 참여해 주세요(내 수업, /me).',
    'not-in-pair': '이 시뮬레이션에서 배정된 테이블이 없습니다. 짝은 강사가 정합니다.',
    'agreement-changed': '확인하신 뒤에 합의 내용이 바뀌었습니다. 다시 보고 확인해 주세요.',
    'agreement-final': '확정된 합의입니다. 고쳐야 한다면 강사에게 말씀해 주세요.',
    'first-offer-final':
      '합의가 확정되어 첫 제안은 더 이상 바꿀 수 없습니다. 고쳐야 한다면 강사에게 말씀해 주세요.',
    'survey-answered': '설문에 이미 답하셨습니다.',
    'survey-too-early':
      '설문은 합의가 확정된 뒤에 답할 수 있습니다. 양쪽이 모두 확인하거나, 강사가 합의를 정하거나 직접 입력하면 됩니다.',
    'no-agreement-yet': '아직 확인할 합의가 없습니다.',
    'not-disputable': '확인을 기다리는 합의에만 이의를 제기할 수 있습니다.',
    'unknown-table': '그런 테이블은 없습니다.',
    'unknown-version': '그런 합의 버전은 없습니다.',
    unknownTerm: '이 사례에는 없는 조건입니다.',
    unknownOption: '각 조건은 목록에 있는 선택지 중에서 골라 주세요.',
    priorities: '사례의 조건에 순위를 매겨 주세요. 각 조건은 한 번만 쓸 수 있습니다.',
    amountOnNoAgreement:
      '입력된 합의서에는 합의하지 못했다고 되어 있습니다. 합의한 내용은 메모에 적어 주세요.',
  },
};
