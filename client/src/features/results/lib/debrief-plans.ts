import { plansAndOutcomes, type PlansAndOutcomes } from '@shared/debrief/plans';
import { TARGET_NOUNS } from '@shared/debrief/words';
import {
  scatterLayout,
  stripLayout,
  type ChartBox,
  type ScatterLayout,
  type ScatterPointInput,
  type StripLayout,
} from './debrief-layout';
import { fitSentence, lineOf } from './debrief-fit';
import { estimatesOfTheOtherSide } from './debrief-plans-estimates';
import type { ViewContext } from './debrief-view-context';
import { capital, formatWonShort, plural } from './debrief-view-words';

export { estimateWords } from './debrief-plans-estimates';

/** View 3: plans and outcomes. */

export interface PlansView {
  plans: PlansAndOutcomes;
  earlierPlans: PlansAndOutcomes | null;
  targetLayout: ScatterLayout;
  walkAwayLayout: StripLayout;
  targetSentences: string[];
  walkAwaySentences: string[];
  /** Each role's estimates of the other side's walk-away, against that side's real one. */
  estimateLayout: StripLayout;
  estimateSentences: string[];
  /** Each student's estimate against the truth, by table ("Table 3, agent: estimate ₩180M vs ..."). */
  estimateLines: string[];
  empty: boolean;
}

const withTarget = (p: PlansAndOutcomes) => p.students.filter((s) => s.target !== null && s.amount !== null);

/** The first chart: each student's target against their deal, a fitted line per role, and its sentences. */
function targetsAndDeals(
  { c, names }: ViewContext,
  plans: PlansAndOutcomes,
  earlierPlans: PlansAndOutcomes | null,
  box: ChartBox,
): { targetLayout: ScatterLayout; targetSentences: string[] } {
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
  const targetSentences: string[] = [];
  for (const role of c.roles) {
    const r = plans.byRole[role]!;
    const who = `${capital(names[role]?.short ?? role)}s`;
    const withTargets = targetsOf(role).length;
    if (withTargets > 0)
      targetSentences.push(
        `${who}: ${fitSentence(r.targetFit, targetsOf(role), TARGET_NOUNS)} ${r.beatTarget} of ${withTargets} reached their target.`,
      );
  }
  if (targetSentences.length === 0) targetSentences.push('No student has both a target and a deal yet.');
  return { targetLayout, targetSentences };
}

/** The second chart: the walk-aways written in the plans against each side's real one, and its sentences. */
function writtenWalkAways(
  { c, names }: ViewContext,
  plans: PlansAndOutcomes,
  earlierPlans: PlansAndOutcomes | null,
  width: number,
): { walkAwayLayout: StripLayout; walkAwaySentences: string[] } {
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
    width,
  );
  const walkAwaySentences: string[] = [];
  for (const role of c.roles) {
    const r = plans.byRole[role]!;
    const who = `${capital(names[role]?.short ?? role)}s`;
    const wrote = r.readings.right + r.readings.stricter + r.readings.looser;
    if (wrote > 0)
      walkAwaySentences.push(
        `${who}: of ${wrote}, ${r.readings.right} wrote their real walk-away, ${r.readings.stricter} a stricter one, ${r.readings.looser} a looser one; ${plural(r.beyondReal, 'deal')} went past the real walk-away.`,
      );
  }
  if (walkAwaySentences.length === 0) walkAwaySentences.push('No student has written a walk-away yet.');
  return { walkAwayLayout, walkAwaySentences };
}

export function plansView(ctx: ViewContext, box: ChartBox): PlansView {
  const plans = plansAndOutcomes(ctx.c, ctx.pairs);
  const earlierPlans = ctx.earlier ? plansAndOutcomes(ctx.c, ctx.earlier) : null;
  return {
    plans,
    earlierPlans,
    ...targetsAndDeals(ctx, plans, earlierPlans, box),
    ...writtenWalkAways(ctx, plans, earlierPlans, box.width),
    ...estimatesOfTheOtherSide(ctx, plans, earlierPlans, box.width),
    empty: plans.students.length === 0,
  };
}
