import { otherRole } from '@shared/debrief/case';
import {
  WALK_AWAY_TOLERANCE,
  type OtherWalkAwayEstimate,
  type PlansAndOutcomes,
  type StudentOutcome,
} from '@shared/debrief/plans';
import { stripLayout, type StripLayout } from './debrief-layout';
import type { ViewContext } from './debrief-view-context';
import { capital, formatWonShort } from './debrief-view-words';

/**
 * View 3's third chart: each role's estimates of the other side's walk-away, against that side's real one,
 * with its sentences and each student's estimate by table.
 */

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

export function estimatesOfTheOtherSide(
  { c, names }: ViewContext,
  plans: PlansAndOutcomes,
  earlierPlans: PlansAndOutcomes | null,
  width: number,
): { estimateLayout: StripLayout; estimateSentences: string[]; estimateLines: string[] } {
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
    width,
  );
  const estimateLines = [...plans.students]
    .sort((a, b) => a.table - b.table || c.roles.indexOf(a.role) - c.roles.indexOf(b.role))
    .flatMap((s) =>
      s.estimate ? [`Table ${s.table}, ${shortOf(s.role)}: ${estimateWords(s.estimate)}`] : [],
    );
  const estimateSentences: string[] = [];
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
  return { estimateLayout, estimateSentences, estimateLines };
}
