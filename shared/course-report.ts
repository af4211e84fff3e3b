import { COURSE_REPORT_MIN_COUNT, type CourseReportOutcome } from './contracts/course-report';
import type { DebriefPair } from './contracts/debrief';
import type { DebriefCase } from './debrief/case';
import { outcomeFigures } from './debrief/classes-so-far';
import { agreedAmount } from './debrief/share';

/**
 * One case's outcomes in a class for the course report: the debrief's own measures (outcomeFigures) over
 * the class's final agreements of every round, cut to what a client may read. A figure that would rest on
 * fewer than COURSE_REPORT_MIN_COUNT deals or answers is withheld, so no single pair's amount or student's
 * satisfaction can be read off it.
 */
export function caseOutcome(
  c: DebriefCase,
  sim: { key: string; title: string; roleTitle: (role: string) => string },
  pairs: readonly DebriefPair[],
): CourseReportOutcome {
  const f = outcomeFigures(c, pairs);
  const enough = (n: number) => n >= COURSE_REPORT_MIN_COUNT;
  const amounts = pairs.filter((p) => agreedAmount(p) !== null).length;
  return {
    key: sim.key,
    title: sim.title,
    pairs: f.pairs,
    agreements: f.agreements,
    noDeals: f.noDeals,
    median: enough(amounts) ? f.median : null,
    q1: enough(amounts) ? f.q1 : null,
    q3: enough(amounts) ? f.q3 : null,
    meanJoint: enough(f.jointValue.n) ? f.jointValue.meanJoint : null,
    felt: c.roles.map((role) => {
      const { mean, n } = f.felt.byRole[role] ?? { mean: null, n: 0 };
      return { role: sim.roleTitle(role), mean: enough(n) ? mean : null, n };
    }),
  };
}
