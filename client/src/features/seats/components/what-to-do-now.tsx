import { Link } from 'wouter';
import type { MyAssignment } from '@shared/contracts/pairing';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { simulationPaths } from '@shared/routes';
import { SIMULATIONS, type Lang } from '@shared/simulations';
import { localized } from '@shared/words';
import type { MySeat } from '@shared/contracts/seats-config';
import { MyAssignments, type AssignmentExtra } from './my-assignments';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { seatText } from '../lib/seat-text';

/**
 * What the student does now: the roles and partners the instructor has published for this seat, each with
 * its own instructions; then the other simulations open to students, each to its role choice in the seat's
 * language (as the join screen lists them). A simulation with an assignment is not offered a role choice.
 */
export function WhatToDoNow({
  lang,
  assignments = [],
  seat,
  assignmentExtra,
}: {
  lang: Lang;
  assignments?: MyAssignment[];
  seat?: MySeat;
  /** Shown under each assignment (the page composes it). */
  assignmentExtra?: AssignmentExtra;
}) {
  const t = seatText[lang].home;
  const { settingOf, isLoading } = useSimulationVisibility();
  const assigned = new Set(assignments.map((a) => a.simulation));
  const open = SIMULATIONS.filter((sim) => isSimulationOpen(settingOf(sim.key)) && !assigned.has(sim.key));
  return (
    <section
      aria-labelledby="me-now"
      className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="me-now" className="text-xl font-bold text-slate-900">
        {t.whatNow}
      </h2>
      <MyAssignments assignments={assignments} lang={lang} seat={seat} extra={assignmentExtra} />
      {isLoading ? null : open.length === 0 ? (
        assignments.length > 0 ? null : (
          <p className="mt-2 text-slate-700">{t.nothingYet}</p>
        )
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t.openNow}</p>
          <ul className="mt-2 space-y-2">
            {open.map((sim) => (
              <li key={sim.key}>
                <Link
                  href={simulationPaths(sim).rolesIn(lang)}
                  className="flex min-h-12 items-center rounded-lg bg-brand-50 px-4 text-lg font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {localized(sim, 'title', lang)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
