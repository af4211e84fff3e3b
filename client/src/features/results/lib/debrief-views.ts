import type { DebriefData, DebriefPair } from '@shared/contracts/debrief';
import { firstOfferPull, type FirstOfferPull } from '@shared/debrief/anchoring';
import { otherRole, type DebriefCase } from '@shared/debrief/case';
import {
  dimensionMeans,
  FELT_THRESHOLDS,
  howItFelt,
  quadrantLabels,
  QUADRANTS,
  type HowItFelt,
  type Quadrant,
  type RoleScores,
} from '@shared/debrief/feelings';
import { valueCreated, type ValueCreated } from '@shared/debrief/joint-value';
import { plansAndOutcomes, type PlansAndOutcomes } from '@shared/debrief/plans';
import { agreedAmount } from '@shared/debrief/share';
import { median, MIN_PAIRS_FOR_LINE, type LineFit } from '@shared/debrief/stats';
import { slopeInWords, slopeStep, TARGET_NOUNS } from '@shared/debrief/words';
import { reportedSimulation } from '@shared/contracts/results-config';
import { SCALE_MAX, SCALE_MIN } from '@shared/survey';
import {
  scatterLayout,
  stripLayout,
  type ChartBox,
  type LineInput,
  type ScatterLayout,
  type ScatterPointInput,
  type StripLayout,
} from './debrief-layout';
import { formatWonShort } from './format';

/**
 * What each projector view shows, computed from the debrief data: the statistics (shared/debrief), the
 * chart's layout and the sentences beside it. Pure, so the views' tests and the benchmark call the same
 * code the page does. Only final agreements are here: unconfirmed pairs are counted apart by the page.
 */

export interface RoleNames {
  /** "Yeji's Agent". */
  title: string;
  /** "agent": in sentences and legends. */
  short: string;
}

export interface ViewContext {
  c: DebriefCase;
  pairs: readonly DebriefPair[];
  /** Earlier classes' pairs, drawn faintly behind; null when not asked for. */
  earlier: readonly DebriefPair[] | null;
  names: Readonly<Record<string, RoleNames>>;
}

export function roleNames(sim: string): Record<string, RoleNames> {
  const cfg = reportedSimulation(sim);
  const { results } = cfg;
  const counterpart = cfg.roles.find((r) => r.slug !== results.reporterRole)!;
  const reporter = cfg.roles.find((r) => r.slug === results.reporterRole)!;
  return {
    [reporter.slug]: { title: reporter.title, short: results.reporter.short },
    [counterpart.slug]: { title: counterpart.title, short: results.counterpart.short },
  };
}

export const percent = (share: number | null) => (share === null ? '-' : `${Math.round(share * 100)}%`);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const decimals = (v: number | null, digits = 1) => (v === null ? '-' : v.toFixed(digits));

/** The sentence for a fit: the slope in words and r, or why there is no line. */
export function fitSentence(
  fit: LineFit,
  xs: readonly number[],
  nouns = undefined as typeof TARGET_NOUNS | undefined,
) {
  if (fit.line) {
    const r = fit.r === null ? '' : ` (r = ${fit.r.toFixed(2)}, n = ${fit.n})`;
    return `${slopeInWords(fit.line.slope, slopeStep(xs), 'en', nouns)}${r}`;
  }
  if (fit.reason === 'noSpread') return `All ${fit.n} were the same: there is no line to draw.`;
  return `Too few pairs for a line: ${fit.n} so far, a line needs at least ${MIN_PAIRS_FOR_LINE}.`;
}

const lineOf = (
  fit: LineFit,
  xs: readonly number[],
  key: string,
  group: string,
  faint = false,
): LineInput[] =>
  fit.line && xs.length
    ? [{ key, group, faint, ...fit.line, from: Math.min(...xs), to: Math.max(...xs) }]
    : [];

// ---------------------------------------------------------------------------------------------------------
// View 2: the pull of the first offer

export interface FirstOfferView {
  pull: FirstOfferPull;
  earlierPull: FirstOfferPull | null;
  layout: ScatterLayout;
  /** The statistics in words, for the projector and screen readers. */
  sentences: string[];
  /** Nothing to plot yet. */
  empty: boolean;
}

export function firstOfferView(ctx: ViewContext, box: ChartBox): FirstOfferView {
  const { c, names } = ctx;
  const pull = firstOfferPull(c, ctx.pairs);
  const earlierPull = ctx.earlier ? firstOfferPull(c, ctx.earlier) : null;
  const xs = pull.points.map((p) => p.firstOffer);
  const earlierXs = earlierPull?.points.map((p) => p.firstOffer) ?? [];
  const points: ScatterPointInput[] = [
    ...(earlierPull?.points ?? []).map((p) => ({
      key: `e${p.classId}-${p.table}`,
      x: p.firstOffer,
      y: p.amount,
      group: p.opener,
      faint: true,
      label: `Earlier class: first offer ${formatWonShort(p.firstOffer)}, deal ${formatWonShort(p.amount)}`,
    })),
    ...pull.points.map((p) => ({
      key: `${p.classId}-${p.table}`,
      x: p.firstOffer,
      y: p.amount,
      group: p.opener,
      table: p.table,
      label: `Table ${p.table}: the ${names[p.opener]?.short ?? p.opener} opened at ${formatWonShort(p.firstOffer)}, deal ${formatWonShort(p.amount)}`,
    })),
  ];
  const layout = scatterLayout(
    {
      points,
      lines: [
        ...(earlierPull ? lineOf(earlierPull.fit, earlierXs, 'earlier', 'earlier', true) : []),
        ...lineOf(pull.fit, xs, 'line', 'line'),
      ],
      hRules: walkAwayRules(ctx),
      xFormat: formatWonShort,
      yFormat: formatWonShort,
      xTitle: 'First offer',
      yTitle: 'Deal',
    },
    box,
  );
  const sentences: string[] = [];
  if (pull.points.length === 0) sentences.push('No pair has both a first offer and a deal yet.');
  else {
    sentences.push(fitSentence(pull.fit, xs));
    if (pull.opened.n > 0)
      sentences.push(
        `The side that opened won ${percent(pull.opened.mean)} of the bargaining range on average; the side that did not, ${percent(pull.notOpened.mean)}.`,
      );
    for (const role of c.roles) {
      const r = pull.byRole[role]!;
      const other = names[otherRole(c, role)]?.short ?? otherRole(c, role);
      if (r.opened.n + r.notOpened.n === 0) continue;
      sentences.push(
        `${capital(names[role]?.short ?? role)}: ${percent(r.opened.mean)} of the range when opening (n = ${r.opened.n}), ${percent(r.notOpened.mean)} when the ${other} opened (n = ${r.notOpened.n}).`,
      );
    }
  }
  if (earlierPull)
    sentences.push(
      earlierPull.points.length === 0
        ? 'Earlier classes: no first offers recorded.'
        : `Earlier classes: ${fitSentence(earlierPull.fit, earlierXs)} The side that opened won ${percent(earlierPull.opened.mean)} of the range.`,
    );
  return { pull, earlierPull, layout, sentences, empty: pull.points.length === 0 };
}

/** Both real walk-aways as horizontal rules (the deal's axis). */
function walkAwayRules(ctx: ViewContext) {
  return ctx.c.roles.flatMap((role) => {
    const value = ctx.c.walkAway[role];
    if (value === undefined) return [];
    return [
      {
        key: `walk-${role}`,
        value,
        group: role,
        label: `${capital(ctx.names[role]?.short ?? role)}'s walk-away ${formatWonShort(value)}`,
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------------------
// View 3: plans and outcomes

export interface PlansView {
  plans: PlansAndOutcomes;
  earlierPlans: PlansAndOutcomes | null;
  targetLayout: ScatterLayout;
  walkAwayLayout: StripLayout;
  targetSentences: string[];
  walkAwaySentences: string[];
  empty: boolean;
}

export function plansView(ctx: ViewContext, box: ChartBox): PlansView {
  const { c, names } = ctx;
  const plans = plansAndOutcomes(c, ctx.pairs);
  const earlierPlans = ctx.earlier ? plansAndOutcomes(c, ctx.earlier) : null;
  const withTarget = (p: PlansAndOutcomes) =>
    p.students.filter((s) => s.target !== null && s.amount !== null);
  const targetPoints: ScatterPointInput[] = [
    ...(earlierPlans ? withTarget(earlierPlans) : []).map((s, i) => ({
      key: `e${s.classId}-${s.table}-${s.role}-${i}`,
      x: s.target!,
      y: s.amount!,
      group: s.role,
      faint: true,
      label: `Earlier class: target ${formatWonShort(s.target!)}, deal ${formatWonShort(s.amount!)}`,
    })),
    ...withTarget(plans).map((s, i) => ({
      key: `${s.classId}-${s.table}-${s.role}-${i}`,
      x: s.target!,
      y: s.amount!,
      group: s.role,
      ring: s.beyondRealWalkAway === true,
      table: s.table,
      label: `Table ${s.table}, ${names[s.role]?.short ?? s.role}: target ${formatWonShort(s.target!)}, deal ${formatWonShort(s.amount!)}`,
    })),
  ];
  const targetsOf = (role: string) =>
    withTarget(plans)
      .filter((s) => s.role === role)
      .map((s) => s.target!);
  const targetLayout = scatterLayout(
    {
      points: targetPoints,
      lines: c.roles.flatMap((role) =>
        lineOf(plans.byRole[role]!.targetFit, targetsOf(role), `line-${role}`, role),
      ),
      xFormat: formatWonShort,
      yFormat: formatWonShort,
      xTitle: 'Target set in the plan',
      yTitle: 'Deal',
    },
    box,
  );
  const walkAwayLayout = stripLayout(
    {
      title: 'Walk-away written in the plan',
      format: formatWonShort,
      rows: c.roles.map((role) => ({
        key: role,
        label: `${capital(names[role]?.short ?? role)}s`,
        group: role,
        dots: [
          ...(earlierPlans?.students ?? [])
            .filter((s) => s.role === role && s.statedWalkAway !== null)
            .map((s, i) => ({
              key: `e${s.classId}-${s.table}-${i}`,
              x: s.statedWalkAway!,
              faint: true,
              label: `Earlier class: ${formatWonShort(s.statedWalkAway!)}`,
            })),
          ...plans.students
            .filter((s) => s.role === role && s.statedWalkAway !== null)
            .map((s, i) => ({
              key: `${s.classId}-${s.table}-${i}`,
              x: s.statedWalkAway!,
              ring: s.beyondRealWalkAway === true,
              table: s.table,
              label: `Table ${s.table}: wrote ${formatWonShort(s.statedWalkAway!)}${s.beyondRealWalkAway ? ', agreed past the real walk-away' : ''}`,
            })),
        ],
        rules:
          c.walkAway[role] === undefined
            ? []
            : [
                {
                  key: 'real',
                  value: c.walkAway[role],
                  group: role,
                  label: `Real ${formatWonShort(c.walkAway[role])}`,
                },
              ],
      })),
    },
    box.width,
  );
  const targetSentences: string[] = [];
  const walkAwaySentences: string[] = [];
  for (const role of c.roles) {
    const r = plans.byRole[role]!;
    const who = `${capital(names[role]?.short ?? role)}s`;
    const withTargets = targetsOf(role).length;
    if (withTargets > 0)
      targetSentences.push(
        `${who}: ${fitSentence(r.targetFit, targetsOf(role), TARGET_NOUNS)} ${r.beatTarget} of ${withTargets} reached their target.`,
      );
    const wrote = r.readings.right + r.readings.stricter + r.readings.looser;
    if (wrote > 0)
      walkAwaySentences.push(
        `${who}: of ${wrote}, ${r.readings.right} wrote their real walk-away, ${r.readings.stricter} a stricter one, ${r.readings.looser} a looser one; ${plural(r.beyondReal, 'deal')} went past the real walk-away.`,
      );
  }
  if (targetSentences.length === 0) targetSentences.push('No student has both a target and a deal yet.');
  if (walkAwaySentences.length === 0) walkAwaySentences.push('No student has written a walk-away yet.');
  return {
    plans,
    earlierPlans,
    targetLayout,
    walkAwayLayout,
    targetSentences,
    walkAwaySentences,
    empty: plans.students.length === 0,
  };
}

// ---------------------------------------------------------------------------------------------------------
// View 4: value created

export interface ValueView {
  value: ValueCreated;
  earlierValue: ValueCreated | null;
  layout: StripLayout;
  sentences: string[];
  empty: boolean;
}

const points = (v: number) => `${Number(v.toFixed(1))} ${Math.abs(v) === 1 ? 'point' : 'points'}`;

export function valueView(ctx: ViewContext, box: ChartBox): ValueView {
  const { c } = ctx;
  const value = valueCreated(c, ctx.pairs);
  const earlierValue = ctx.earlier ? valueCreated(c, ctx.earlier) : null;
  const tradeable = value.hasTradeableTerms;
  const measure = (v: ValueCreated['pairs'][number]) => (tradeable ? v.tradeable : v.contingent);
  const contingentLabel = c.termPoints.find((t) => t.key === c.contingentKey)?.label ?? 'Contingent part';
  const layout = stripLayout(
    {
      title: tradeable
        ? 'Joint value of the terms agreed (points)'
        : `Joint value of the ${contingentLabel.toLowerCase()} (points)`,
      format: (v) => String(Number(v.toFixed(1))),
      rows: [
        {
          key: 'pairs',
          label: 'Pairs',
          group: 'value',
          dots: [
            ...(earlierValue?.pairs ?? []).map((v) => ({
              key: `e${v.classId}-${v.table}`,
              x: measure(v),
              faint: true,
              label: `Earlier class: ${points(measure(v))}`,
            })),
            ...value.pairs.map((v) => ({
              key: `${v.classId}-${v.table}`,
              x: measure(v),
              ring: tradeable && v.leftOnTable > 1e-6,
              table: v.table,
              label: `Table ${v.table}: ${points(measure(v))}`,
            })),
          ],
          rules: tradeable
            ? [
                {
                  key: 'best',
                  value: value.best.value,
                  group: 'best',
                  label: `Best ${points(value.best.value)}`,
                },
                { key: 'zero', value: 0, group: 'zero', label: 'None' },
              ]
            : [{ key: 'zero', value: 0, group: 'zero', label: 'None' }],
        },
      ],
    },
    box.width,
  );
  const termLabel = (key: string) => c.termPoints.find((t) => t.key === key)?.label ?? key;
  const sentences: string[] = [];
  if (value.pairs.length === 0) sentences.push('No pair has agreed yet.');
  else if (tradeable) {
    sentences.push(
      `The best possible: ${points(value.best.value)}, from ${value.best.terms.map((t) => termLabel(t).toLowerCase()).join(', ')}.`,
      `${value.leftCount} of ${plural(value.pairs.length, 'pair')} left value on the table; the mean pair created ${points(value.meanTradeable ?? 0)}.`,
    );
  } else
    sentences.push(
      `This case's other terms carry no points; what a pair creates is in the ${contingentLabel.toLowerCase()}.`,
    );
  const withContingent = value.pairs.filter((v) => Math.abs(v.contingent) > 1e-9);
  if (value.pairs.length > 0 && c.contingentKey)
    sentences.push(
      withContingent.length === 0
        ? `No pair agreed a ${contingentLabel.toLowerCase()}.`
        : `${plural(withContingent.length, 'pair')} agreed a ${contingentLabel.toLowerCase()}; it created ${points(withContingent.reduce((s, v) => s + v.contingent, 0) / withContingent.length)} on average.`,
    );
  if (earlierValue)
    sentences.push(
      earlierValue.pairs.length === 0
        ? 'Earlier classes: no agreements.'
        : tradeable
          ? `Earlier classes: ${earlierValue.leftCount} of ${plural(earlierValue.pairs.length, 'pair')} left value on the table.`
          : `Earlier classes: ${plural(earlierValue.pairs.length, 'pair')}.`,
    );
  sentences.push('One point is worth one million won to a side.');
  return { value, earlierValue, layout, sentences, empty: value.pairs.length === 0 };
}

// ---------------------------------------------------------------------------------------------------------
// View 5: how it felt

export interface FeltView {
  felt: HowItFelt;
  earlierFelt: HowItFelt | null;
  means: Record<string, RoleScores>;
  earlierMeans: Record<string, RoleScores> | null;
  layout: ScatterLayout;
  quadrants: Array<{ quadrant: Quadrant; label: string; count: number }>;
  sentences: string[];
  empty: boolean;
}

export function feltView(ctx: ViewContext, box: ChartBox): FeltView {
  const { c, names } = ctx;
  const felt = howItFelt(c, ctx.pairs);
  const earlierFelt = ctx.earlier ? howItFelt(c, ctx.earlier) : null;
  const layout = scatterLayout(
    {
      points: [
        ...(earlierFelt?.points ?? []).map((p, i) => ({
          key: `e${p.classId}-${p.table}-${p.role}-${i}`,
          x: p.share,
          y: p.score,
          group: p.role,
          faint: true,
          label: `Earlier class: ${percent(p.share)} of the range, felt ${p.score.toFixed(1)}`,
        })),
        ...felt.points.map((p, i) => ({
          key: `${p.classId}-${p.table}-${p.role}-${i}`,
          x: p.share,
          y: p.score,
          group: p.role,
          table: p.table,
          label: `Table ${p.table}, ${names[p.role]?.short ?? p.role}: ${percent(p.share)} of the range, felt ${p.score.toFixed(1)}`,
        })),
      ],
      vRules: [{ key: 'half', value: FELT_THRESHOLDS.share, group: 'threshold', label: 'Half the range' }],
      hRules: [{ key: 'neutral', value: FELT_THRESHOLDS.score, group: 'threshold', label: 'Neutral' }],
      xFormat: percent,
      yFormat: (v) => String(v),
      xTitle: 'Share of the bargaining range won',
      yTitle: 'How it felt (1-7)',
      xDomain: [0, 1, 0.25],
      yDomain: [SCALE_MIN, SCALE_MAX, 1],
    },
    box,
  );
  const quadrants = QUADRANTS.map((q) => ({
    quadrant: q,
    label: quadrantLabels[q].en,
    count: felt.counts[q],
  }));
  const sentences: string[] = [];
  if (felt.points.length === 0) sentences.push('No student with a deal has answered the survey yet.');
  else
    sentences.push(
      quadrants.map((q) => `${q.label}: ${q.count}`).join(' · ') +
        ` (of ${plural(felt.points.length, 'student')}).`,
    );
  if (earlierFelt && earlierFelt.points.length > 0)
    sentences.push(
      `Earlier classes: ${QUADRANTS.map((q) => `${quadrantLabels[q].en.toLowerCase()} ${earlierFelt.counts[q]}`).join(', ')}.`,
    );
  return {
    felt,
    earlierFelt,
    means: dimensionMeans(c.roles, ctx.pairs),
    earlierMeans: ctx.earlier ? dimensionMeans(c.roles, ctx.earlier) : null,
    layout,
    quadrants,
    sentences,
    empty: felt.points.length === 0,
  };
}

export const scoreText = (s: { mean: number | null; n: number }) =>
  s.n === 0 ? '-' : `${decimals(s.mean)} (n = ${s.n})`;

// ---------------------------------------------------------------------------------------------------------
// View 1: the plans on the bargaining range, and the tables on request

export interface RangeMarks {
  rows: Array<{ role: string; label: string; targets: number[]; walkAways: number[] }>;
  tables: Array<{ table: number; amount: number }>;
  sentences: string[];
}

export function rangeMarks(ctx: ViewContext): RangeMarks {
  const { c, names } = ctx;
  const rows = c.roles.map((role) => {
    const students = ctx.pairs.flatMap((p) => p.students.filter((s) => s.role === role));
    return {
      role,
      label: `${capital(names[role]?.short ?? role)}s' plans`,
      targets: students.flatMap((s) => (s.target === null ? [] : [s.target])),
      walkAways: students.flatMap((s) => (s.walkAway === null ? [] : [s.walkAway])),
    };
  });
  const sentences = rows.flatMap((r) =>
    r.targets.length + r.walkAways.length === 0
      ? []
      : [
          `${capital(names[r.role]?.short ?? r.role)}s' plans: median target ${fmt(median(r.targets))}, median walk-away ${fmt(median(r.walkAways))} (${plural(Math.max(r.targets.length, r.walkAways.length), 'plan')}).`,
        ],
  );
  return {
    rows,
    tables: ctx.pairs.flatMap((p) => {
      const amount = agreedAmount(p);
      return amount === null ? [] : [{ table: p.table, amount }];
    }),
    sentences,
  };
}

const fmt = (v: number | null) => (v === null ? '-' : formatWonShort(v));

/** The current class's pairs and the earlier ones' as the views read them. */
export function viewContext(
  c: DebriefCase,
  names: Record<string, RoleNames>,
  data: DebriefData | undefined,
  earlier: DebriefData | undefined,
): ViewContext {
  return { c, names, pairs: data?.pairs ?? [], earlier: earlier ? earlier.earlier : null };
}

/** Each view's title and the debrief question it answers (the README lists them too). */
export const VIEW_TITLES: Record<number, { title: string; question: string }> = {
  1: {
    title: 'Deals on the bargaining range',
    question: 'Where did the deals land between the two walk-aways, and where had each side aimed?',
  },
  2: {
    title: 'The pull of the first offer',
    question: 'Did the side that opened do better, and how far did the first number pull the deal?',
  },
  3: {
    title: 'Plans and outcomes',
    question: 'Did ambitious targets pay? Who misread their own limit, and who agreed past it?',
  },
  4: { title: 'Value created', question: 'Which pairs found the trades that make both sides better off?' },
  5: { title: 'How it felt', question: 'Did the pairs who won feel good about it?' },
};
