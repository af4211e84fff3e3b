import type { MyDebrief } from '@shared/contracts/debrief';
import type { OtherWalkAwayEstimate, StudentOutcome } from '@shared/debrief/plans';
import { agreedAmount } from '@shared/debrief/share';
import { fitLine, lineAt, median, percentileRank, type LineFit } from '@shared/debrief/stats';
import { slopeStep } from '@shared/debrief/words';
import { SURVEY_DIMENSIONS, type SurveyDimension } from '@shared/survey';

/**
 * What a student's own debrief shows, computed from their MyDebrief with the debrief's statistics
 * (shared/debrief): where their deal sits in the class, their first offer against the class's line, their
 * plan against the result, their survey against the class's medians. The page only words and draws these.
 * What is measured on the case's confidential figures (the share of the range, the plan against the real
 * walk-away, the estimate of the other side's) comes measured from the server (`measures`): the figures are
 * never in the phone's code.
 */

export interface DealPlace {
  /** The pair's agreed amount (null: no agreement). */
  amount: number | null;
  /** The class's agreed amounts, ascending (the student's own among them). */
  classAmounts: number[];
  /** Final agreements in the class, with an amount or without. */
  classPairs: number;
  /** The mid-rank percentile of the amount among the class's, 0..100. */
  percentile: number | null;
  /** The student's side's share of the bargaining range, 0..1, when the case has one. */
  share: number | null;
}

export interface FirstOfferFigures {
  /** Who opened in the student's pair (null: not recorded). */
  opened: { mine: boolean; role: string; amount: number } | null;
  fit: LineFit;
  /** A round step of the class's first offers, for the slope in words. */
  step: number;
  /** What the class line expects for the pair's first offer, and how far the deal is from it (in the
   * student's favour when `better`). */
  versusLine: { expected: number; gap: number; better: boolean | null } | null;
}

export interface FeelingRow {
  dimension: SurveyDimension | 'global';
  mine: number | null;
  classMedian: number | null;
}

export interface MyFigures {
  place: DealPlace;
  firstOffer: FirstOfferFigures;
  /** The plan against the result; null without a final agreement (nothing to measure it on). */
  plan: StudentOutcome | null;
  /** Their estimate of the other side's walk-away against the real one, agreement or not; null without one. */
  estimate: OtherWalkAwayEstimate | null;
  feelings: FeelingRow[];
}

export function myFigures(d: MyDebrief): MyFigures {
  const amount = d.pair ? agreedAmount(d.pair) : null;
  const classAmounts = d.classDeals
    .flatMap((x) => (x.noAgreement || x.amount === null ? [] : [x.amount]))
    .sort((a, b) => a - b);
  const place: DealPlace = {
    amount,
    classAmounts,
    classPairs: d.classDeals.length,
    percentile: amount === null ? null : percentileRank(amount, classAmounts),
    share: d.measures.share,
  };
  return {
    place,
    firstOffer: firstOfferFigures(d, amount),
    plan: d.measures.plan,
    estimate: d.measures.estimate,
    feelings: feelings(d),
  };
}

function firstOfferFigures(d: MyDebrief, amount: number | null): FirstOfferFigures {
  const points = d.classDeals.flatMap((x) =>
    x.noAgreement || x.amount === null || !x.firstOffer ? [] : [{ x: x.firstOffer.amount, y: x.amount }],
  );
  const fit = fitLine(points);
  const own = d.pair?.firstOffer ?? null;
  const dir = d.measures.direction;
  let versusLine: FirstOfferFigures['versusLine'] = null;
  if (fit.line && own && amount !== null) {
    const expected = lineAt(fit.line, own.amount);
    const gap = amount - expected;
    versusLine = { expected, gap, better: dir === 0 || gap === 0 ? null : gap * dir > 0 };
  }
  return {
    opened: own && { mine: own.role === d.role, role: own.role, amount: own.amount },
    fit,
    step: slopeStep(points.map((p) => p.x)),
    versusLine,
  };
}

function feelings(d: MyDebrief): FeelingRow[] {
  const classOf = (pick: (s: MyDebrief['classScores'][number]['scores']) => number | null) =>
    median(d.classScores.flatMap((x) => (pick(x.scores) === null ? [] : [pick(x.scores)!])));
  return [
    ...SURVEY_DIMENSIONS.map((dimension) => ({
      dimension,
      mine: d.me.scores?.dimensions[dimension] ?? null,
      classMedian: classOf((s) => s.dimensions[dimension]),
    })),
    {
      dimension: 'global' as const,
      mine: d.me.scores?.global ?? null,
      classMedian: classOf((s) => s.global),
    },
  ];
}
