import { z } from 'zod';
import type { DebriefCase } from '../debrief/case';
import type { ClassesSoFarFigures } from '../debrief/classes-so-far';
import type { OtherWalkAwayEstimate, StudentOutcome } from '../debrief/plans';
import type { ReferenceLine } from '../debrief/reference-lines';
import type { SurveyScores } from '../survey';

/**
 * The debrief's data: the pairs' deals as the statistics of the projector views and each student's own
 * debrief read them (shared/debrief/). Only final agreements (confirmed by both, or settled or entered by
 * the instructor) are plotted; pairs without one are counted apart. No names: a student is a role and a
 * table.
 */

export const debriefUrls = (key: string) => {
  const base = `/api/sims/${key}`;
  return {
    /** GET (instructor) `?class=current|all|{id}&round=N|all` (the latest round by default): DebriefData. */
    data: `${base}/debrief-data`,
    /** POST (instructor) `{released}`: the students' own debriefs open or close; GET: `{released}`. */
    release: `${base}/debrief/release`,
    /** GET (seated member of a pair) `?round=N` (their latest by default): MyDebrief; 403 before release. */
    myDebrief: `${base}/my-debrief`,
    /** GET (instructor): DebriefFigures, the case's confidential figures as the chart and the views use them. */
    caseFigures: `${base}/case-figures`,
    /** GET (instructor) `?classes=all|{id},{id}` (all by default): ClassesSoFar, every chosen class's pairs. */
    classesSoFar: `${base}/classes-so-far`,
  };
};

/** Which classes "Your classes so far" counts: every class, or the ones listed. */
export type ClassesChoice = 'all' | number[];

/** The address of "Your classes so far" for these classes. */
export const classesSoFarUrl = (key: string, choice: ClassesChoice) =>
  `${debriefUrls(key).classesSoFar}?classes=${choice === 'all' ? 'all' : choice.join(',')}`;

/**
 * `?classes=`: `all` (also when absent) or class ids separated by commas, each once and in order; null for
 * anything else (the API answers 400 with `classesSoFarMessages.badClasses`).
 */
export function parseClassesChoice(raw: unknown): ClassesChoice | null {
  if (raw === undefined || raw === 'all') return 'all';
  if (typeof raw !== 'string') return null;
  const parts = raw.split(',');
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= 2_147_483_647)) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

export const classesSoFarMessages = {
  badClasses: 'Choose the classes: classes=all, or class ids separated by commas (classes=3,5).',
} as const;

export const releaseBodySchema = z.object({ released: z.boolean() }).strict();

/** One student of a pair, by role: what they planned and how they felt (each may be missing). */
export interface DebriefStudent {
  role: string;
  /**
   * The same number for the same student in every round of the class (the instructor's debrief only: the
   * Round 1 vs round 2 view pairs a student's rounds). Never in a student's own debrief.
   */
  student?: number;
  target: number | null;
  walkAway: number | null;
  /** Their estimate of the other side's walk-away. */
  otherWalkAway: number | null;
  plannedFirstOffer: number | null;
  scores: SurveyScores | null;
}

/** One pair's final agreement. */
export interface DebriefPair {
  classId: number;
  /** The round of the case the pair negotiated in (1 for the first). */
  round: number;
  table: number;
  noAgreement: boolean;
  /** Won; null with no agreement. */
  amount: number | null;
  /** Who opened and where; null if the pair never recorded it. */
  firstOffer: { role: string; amount: number } | null;
  /** The contingent part's amount (a bonus, a success fee), or null. */
  contingentAmount: number | null;
  /** The term keys the deal grants (shared/agreement.ts grantedTerms), for the joint value. */
  grantedTerms: string[];
  students: DebriefStudent[];
}

export interface DebriefData {
  /** The class the view is for (the current one unless `?class=` said otherwise). */
  classId: number | null;
  /** The round shown (`?round=N`, the latest by default), or 'all' for every round's pairs together. */
  round: number | 'all';
  /** The rounds of the case that class has published, in order ([] before the first). */
  rounds: number[];
  /** Final agreements of that class. */
  pairs: DebriefPair[];
  /** Final agreements of the other classes, for "this class against earlier ones" (only with `?class=all`). */
  earlier: DebriefPair[];
  /** Pairs of that class without a final agreement: listed apart, never plotted. */
  unconfirmed: Array<{ table: number; status: 'negotiating' | 'waiting' | 'disputed' }>;
  released: boolean;
}

/**
 * GET /api/sims/{key}/case-figures (instructor only): the results chart's reference lines and the case the
 * debrief measures on (both sides' walk-aways, the points per term). Both sides' limits: never in the
 * client's code or a visitor's page, only in this answer to the signed-in instructor.
 */
export interface DebriefFigures {
  lines: ReferenceLine[];
  case: DebriefCase;
}

/**
 * What a student's own debrief measures on the case's confidential figures, computed by the server
 * (shared/debrief/own-measures.ts) so that the figures themselves never reach the phone.
 */
export interface OwnMeasures {
  /** The student's side's share of the bargaining range, 0..1; null without an agreed amount or a range. */
  share: number | null;
  /** +1 when the student's side wants the amount high, -1 low, 0 when the case has no range. */
  direction: 1 | -1 | 0;
  /** The plan against the result (with their own side's real walk-away); null without a final agreement. */
  plan: StudentOutcome | null;
  /**
   * Their estimate of the other side's walk-away against the real one, with or without an agreement; null
   * when they wrote none (then the other side's figure is not sent). The released debrief's takeaway page
   * reveals both sides' walk-aways, and this answer exists only after the release.
   */
  estimate: OtherWalkAwayEstimate | null;
}

/** GET /api/sims/{key}/my-debrief: the student's own pair, and the class's anonymous distribution only. */
export interface MyDebrief {
  /** The round this debrief is of. */
  round: number;
  /** Every round the student sat at a table in, in order: their own debrief of each. */
  rounds: number[];
  role: string;
  table: number;
  /**
   * The student's own pair, or null when it has no final agreement. The others at the table are there by
   * role only: a plan and a survey are private to their author and the instructor, so theirs are null.
   */
  pair: DebriefPair | null;
  /** The student's own plan and survey (also inside `pair.students`, marked here for the phone). */
  me: DebriefStudent;
  /** The class's final agreements without tables or students: amounts, first offers, survey scores by role. */
  classDeals: Array<{
    noAgreement: boolean;
    amount: number | null;
    firstOffer: { role: string; amount: number } | null;
  }>;
  /**
   * The survey scores of the students of the class's final agreements, by role, in no order; empty while
   * fewer than CLASS_SCORES_MIN have answered (a median of a few would show a partner's own answers).
   */
  classScores: Array<{ role: string; scores: SurveyScores }>;
  /** The case's takeaway page in the seat's language, rendered from its Markdown (never served before release). */
  takeaway: { title: string; html: string };
  /** The student's own deal and plan measured on the case's figures. */
  measures: OwnMeasures;
}

/** A class as "Your classes so far" offers it to be chosen. */
export interface ClassesSoFarClass {
  id: number;
  name: string;
  /** ISO 8601. */
  startedAt: string;
  isCurrent: boolean;
  /** Its personal data was destroyed: its pairs went with it, and it counts not at all. */
  destroyed: boolean;
  /** Among the chosen classes (a destroyed one never is). */
  counted: boolean;
  /** Its final agreements of the case, every round (0 for a class not counted). */
  pairs: number;
}

/**
 * GET /api/sims/{key}/classes-so-far (instructor only): the debrief's measures over the final agreements of
 * the chosen classes, every round of each, as the case's teaching notes show them; and every class of the
 * site, newest first, to choose from.
 */
export interface ClassesSoFar extends ClassesSoFarFigures {
  classes: ClassesSoFarClass[];
  /** Where the case's teaching notes expect most agreements to land; null where they give no range. */
  expected: { low: number; high: number } | null;
}

/** The fewest survey answers in a class whose scores a student's own debrief compares with. */
export const CLASS_SCORES_MIN = 5;

export const debriefMessages = {
  en: {
    notReleased: 'Your instructor has not released the debrief yet.',
    noSuchRound: 'You did not negotiate in that round.',
  },
  ko: {
    notReleased: '강사가 아직 디브리핑을 공개하지 않았습니다.',
    noSuchRound: '해당 라운드에는 협상에 참여하지 않았습니다.',
  },
} as const;
