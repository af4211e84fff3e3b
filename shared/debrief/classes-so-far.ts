import type { DebriefPair } from '../contracts/debrief';
import { LANGS, type Lang } from '../simulations';
import type { DebriefCase } from './case';
import { QUADRANTS, dimensionMeans, howItFelt, type Quadrant } from './feelings';
import { valueCreated } from './joint-value';
import { plansAndOutcomes, type EstimateReading, type WalkAwayReading } from './plans';
import { compareRounds, type RoundSummary } from './rounds';
import { agreedAmount, pairShare } from './share';
import { fitLine, mean, quantile } from './stats';
import { slopeStep } from './words';

/**
 * "Your classes so far": the debrief's measures over every pair of the classes the instructor chose, every
 * round of each, instead of one class's one round. The same rows the debrief reads (final agreements only),
 * the same measures (shares of the range, plans against outcomes, joint value, how it felt), pooled; and the
 * same again for the pairs whose students all read English, and for those who all read Korean.
 */

/**
 * Below this many pairs with a first offer and an agreed amount the pull of the first offer has no slope and
 * no r (`tooFew`). It is stricter than one class's "too few pairs" (MIN_PAIRS_FOR_LINE): these figures are
 * printed beside the teaching notes as what the classes teach, and with fewer than eight pairs an r must be
 * above about 0.7 to tell a pull from none; one pair more or less swings it by more than the notes could say.
 */
export const MIN_PAIRS_FOR_PULL = 8;

/** One pair and the language its students read: null when they read different ones, or one is unknown. */
export interface LangPair {
  pair: DebriefPair;
  lang: Lang | null;
}

/** The language all of a pair's students read; null when they differ or one is unknown (a seat that left). */
export function pairLang(langs: ReadonlyArray<Lang | null | undefined>): Lang | null {
  const first = langs[0];
  if (!first || !langs.every((l) => l === first)) return null;
  return first;
}

export interface FirstOfferFigures {
  /** Won more in the deal per won more in the first offer; null when `tooFew` or every first offer was the same. */
  slope: number | null;
  /** Pearson's r between first offer and deal; null as the slope (or when every deal was the same). */
  r: number | null;
  /** Pairs with a first offer and an agreed amount. */
  n: number;
  /** n < MIN_PAIRS_FOR_PULL: the pairs are counted, no line is drawn through them. */
  tooFew: boolean;
  /** The first offers' step that puts the slope in words (shared/debrief/words.ts slopeInWords). */
  step: number;
}

export interface MeanOf {
  mean: number | null;
  n: number;
}

export interface RolePlanFigures {
  /** Students of the role in the pairs. */
  n: number;
  /** Of those with a target and an agreed amount, how many met or beat their target. */
  withTarget: number;
  beatTarget: number;
  /** How they read their own walk-away, against the case's real one. */
  readings: Record<WalkAwayReading, number>;
  /** Deals worse for them than their real walk-away. */
  beyondReal: number;
  /** Their estimates of the other side's walk-away, by reading, and the median gap (estimate - real). */
  estimates: Record<EstimateReading, number> & { medianGap: number | null };
}

export interface OutcomeFigures {
  /** Final agreements, no-deals included. */
  pairs: number;
  agreements: number;
  noDeals: number;
  /** The agreed amounts' median and quartiles (won); null with no agreed amount. */
  median: number | null;
  q1: number | null;
  q3: number | null;
  /** The pull of the first offer; null when no pair recorded a first offer and agreed an amount. */
  firstOffer: FirstOfferFigures | null;
  /** Each side's mean share of the bargaining range (0..1) over the agreed amounts; null when the case has none. */
  share: Record<string, MeanOf> | null;
  plans: Record<string, RolePlanFigures>;
  jointValue: {
    /** Pairs with an agreed amount. */
    n: number;
    /** The mean of both sides' points (1 point = 1 million won). */
    meanJoint: number | null;
    /** The mean of the tradeable terms' joint points, against the best the case allows. */
    meanTradeable: number | null;
    best: number;
    /** Pairs that left tradeable value on the table. */
    leftOnTable: number;
  };
  felt: {
    /** Students with a share of the range and an overall score, by quadrant. */
    counts: Record<Quadrant, number>;
    /** Each role's mean overall subjective value (1..7). */
    byRole: Record<string, MeanOf>;
  };
}

export interface ClassesSoFarFigures extends OutcomeFigures {
  /** Round by round, every class's round N together. */
  rounds: RoundSummary[];
  /** The same figures over the pairs whose students all read one language. */
  byLang: Record<Lang, OutcomeFigures>;
  /** Pairs counted above but in neither language: their students read different ones, or one's is unknown. */
  mixedLang: number;
}

const numbers = (xs: ReadonlyArray<number | null>): number[] => xs.filter((x): x is number => x !== null);
const meanOf = (xs: readonly number[]): MeanOf => ({ mean: mean(xs), n: xs.length });

function firstOfferFigures(pairs: readonly DebriefPair[]): FirstOfferFigures | null {
  const points = pairs.flatMap((p) => {
    const amount = agreedAmount(p);
    return amount !== null && p.firstOffer ? [{ x: p.firstOffer.amount, y: amount }] : [];
  });
  if (points.length === 0) return null;
  const fit = fitLine(points, MIN_PAIRS_FOR_PULL);
  return {
    slope: fit.line?.slope ?? null,
    r: fit.r,
    n: fit.n,
    tooFew: fit.reason === 'tooFew',
    step: slopeStep(points.map((p) => p.x)),
  };
}

/** The figures of one set of pairs (several classes' and rounds' together). */
export function outcomeFigures(c: DebriefCase, pairs: readonly DebriefPair[]): OutcomeFigures {
  const amounts = numbers(pairs.map(agreedAmount));
  const plans = plansAndOutcomes(c, pairs).byRole;
  const value = valueCreated(c, pairs);
  const felt = howItFelt(c, pairs);
  const scores = dimensionMeans(c.roles, pairs);
  const byRole = <T>(of: (role: string) => T): Record<string, T> =>
    Object.fromEntries(c.roles.map((r) => [r, of(r)]));
  return {
    pairs: pairs.length,
    agreements: pairs.filter((p) => !p.noAgreement).length,
    noDeals: pairs.filter((p) => p.noAgreement).length,
    median: quantile(amounts, 0.5),
    q1: quantile(amounts, 0.25),
    q3: quantile(amounts, 0.75),
    firstOffer: firstOfferFigures(pairs),
    share: c.range ? byRole((r) => meanOf(numbers(pairs.map((p) => pairShare(c, p, r))))) : null,
    plans: byRole((r) => {
      const p = plans[r]!;
      return {
        n: p.n,
        withTarget: p.targetFit.n,
        beatTarget: p.beatTarget,
        readings: p.readings,
        beyondReal: p.beyondReal,
        estimates: p.estimates,
      };
    }),
    jointValue: {
      n: value.pairs.length,
      meanJoint: value.meanJoint,
      meanTradeable: value.meanTradeable,
      best: value.best.value,
      leftOnTable: value.leftCount,
    },
    felt: {
      counts: Object.fromEntries(QUADRANTS.map((q) => [q, felt.counts[q]])) as Record<Quadrant, number>,
      byRole: byRole((r) => ({ ...scores[r]!.global })),
    },
  };
}

/** Every chosen class's pairs, each with its students' language: the figures, by round and by language. */
export function classesSoFar(c: DebriefCase, rows: readonly LangPair[]): ClassesSoFarFigures {
  const pairs = rows.map((r) => r.pair);
  return {
    ...outcomeFigures(c, pairs),
    rounds: compareRounds(c, pairs).rounds,
    byLang: Object.fromEntries(
      LANGS.map((l) => [
        l,
        outcomeFigures(
          c,
          rows.filter((r) => r.lang === l).map((r) => r.pair),
        ),
      ]),
    ) as Record<Lang, OutcomeFigures>,
    mixedLang: rows.filter((r) => r.lang === null).length,
  };
}
