import { otherRole } from '@shared/debrief/case';
import {
  plansAndOutcomes,
  WALK_AWAY_TOLERANCE,
  type OtherWalkAwayEstimate,
  type PlansAndOutcomes,
  type StudentOutcome,
} from '@shared/debrief/plans';
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
import type { ViewContext } from './debrief-view-context';
import { capital, formatWonShort, plural } from './debrief-view-words';

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

/** "estimate ₩180M vs their real walk-away ₩200M: ₩20M low". */
export function estimateWords(e: OtherWalkAwayEstimate): string {
  const miss =
    e.reading === 'right'
      ? e.gap === 0
        ? 'exactly right'
        : `right within ${WALK_AWAY_TOLERANCE * 100}%`
      : `${formatWonShort(Math.abs(e.gap))} ${e.reading}`;
  return `estimate ${formatWonShort(e.estimate)} vs their real walk-away ${formatWonShort(e.real)}: ${miss}`;
}

const withEstimate = (students: readonly StudentOutcome[], role: string) =>
  students.filter(
    (s): s is StudentOutcome & { estimate: OtherWalkAwayEstimate } => s.role === role && s.estimate !== null,
  );

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
  const shortOf = (role: string) => names[role]?.short ?? role;
  const estimateLayout = stripLayout(
    {
      title: "The other side's walk-away as estimated in the plan",
      format: formatWonShort,
      rows: c.roles.map((role) => {
        const other = otherRole(c, role);
        const real = c.walkAway[other];
        return {
          key: role,
          label: `${capital(shortOf(role))}s' estimates of the ${shortOf(other)}'s`,
          group: role,
          dots: [
            ...withEstimate(earlierPlans?.students ?? [], role).map((s, i) => ({
              key: `e${s.classId}-${s.table}-${i}`,
              x: s.estimate.estimate,
              faint: true,
              label: `Earlier class: ${estimateWords(s.estimate)}`,
            })),
            ...withEstimate(plans.students, role).map((s, i) => ({
              key: `${s.classId}-${s.table}-${i}`,
              x: s.estimate.estimate,
              table: s.table,
              label: `Table ${s.table}: ${estimateWords(s.estimate)}`,
            })),
          ],
          rules:
            real === undefined
              ? []
              : [{ key: 'real', value: real, group: other, label: `Real ${formatWonShort(real)}` }],
        };
      }),
    },
    box.width,
  );
  const estimateLines = [...plans.students]
    .sort((a, b) => a.table - b.table || c.roles.indexOf(a.role) - c.roles.indexOf(b.role))
    .flatMap((s) =>
      s.estimate ? [`Table ${s.table}, ${shortOf(s.role)}: ${estimateWords(s.estimate)}`] : [],
    );
  const estimateSentences: string[] = [];
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
  for (const role of c.roles) {
    const e = plans.byRole[role]!.estimates;
    const n = e.right + e.low + e.high;
    if (n === 0 || e.medianGap === null) continue;
    const median =
      Math.abs(e.medianGap) <= Math.abs(c.walkAway[otherRole(c, role)] ?? 0) * WALK_AWAY_TOLERANCE
        ? 'right'
        : `${formatWonShort(Math.abs(e.medianGap))} ${e.medianGap < 0 ? 'low' : 'high'}`;
    estimateSentences.push(
      `${capital(shortOf(role))}s on the ${shortOf(otherRole(c, role))}'s walk-away: of ${n}, ${e.right} estimated it right, ${e.low} too low, ${e.high} too high; the median estimate was ${median}.`,
    );
  }
  if (estimateSentences.length === 0)
    estimateSentences.push("No student has estimated the other side's walk-away yet.");
  if (targetSentences.length === 0) targetSentences.push('No student has both a target and a deal yet.');
  if (walkAwaySentences.length === 0) walkAwaySentences.push('No student has written a walk-away yet.');
  return {
    plans,
    earlierPlans,
    targetLayout,
    walkAwayLayout,
    targetSentences,
    walkAwaySentences,
    estimateLayout,
    estimateSentences,
    estimateLines,
    empty: plans.students.length === 0,
  };
}
