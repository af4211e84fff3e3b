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
import { SCALE_MAX, SCALE_MIN } from '@shared/survey';
import { scatterLayout, type ChartBox, type ScatterLayout } from './debrief-layout';
import type { ViewContext } from './debrief-view-context';
import { percent, plural } from './debrief-view-words';

/** View 5: how it felt. */

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
      yTitle: 'Subjective value (1-7)',
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

const decimals = (v: number | null, digits = 1) => (v === null ? '-' : v.toFixed(digits));

/** A class mean of the survey, as the table shows it: the mean, and how many answered. */
export const scoreParts = (s: { mean: number | null; n: number }) =>
  s.n === 0 ? { mean: '-', n: '' } : { mean: decimals(s.mean), n: `n = ${s.n}` };
