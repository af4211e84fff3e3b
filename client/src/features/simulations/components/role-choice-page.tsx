import { useSearch } from 'wouter';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { paths, ROLE_CHOICE_LANG_PARAM } from '@shared/routes';
import { simulationClosedMessage } from '@shared/simulations';
import { ClosedNotice, ClosedToStudents } from '@/components/closed-notice';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useSimulationVisibility } from '@/hooks/use-visibility';
import { useAuth } from '@/lib/auth';
import { roleInfo, simulationInfo } from '../lib/simulation-catalog';
import { BackLink } from '@/components/back-link';
import { TeachingNotesPanel } from '@/components/teaching-notes-panel';
import { RoleCard } from './role-card';
import '@/lib/korean-font';

/** The role-choice page of a simulation (SPEC section 2), from its registry entry. */
export default function RoleChoicePage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  const { isLoading, settingOf } = useSimulationVisibility();
  const info = simulationInfo(sim);
  const { title, intro, confirm, banner } = info.roleChoice;
  // Reached from a Korean instruction page (?lang=ko): the role is confirmed in Korean (issue 21).
  const lang = new URLSearchParams(useSearch()).get(ROLE_CHOICE_LANG_PARAM) === 'ko' ? 'ko' : 'en';
  const open = isSimulationOpen(settingOf(sim));
  // Only one side reports (SPEC sections 1 and 6): its card carries the Report Results link.
  const reporterRole = info.results?.reporterRole;

  return (
    <>
      {banner && (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <img
            src={banner.src}
            alt={banner.alt}
            width={banner.width}
            height={banner.height}
            className="block h-auto w-full rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200"
          />
        </div>
      )}
      <Page title={title} intro={intro}>
        <div className="-mt-4 mb-6">
          <BackLink href={paths.simulations}>Back to Simulations</BackLink>
        </div>
        {isLoading ? (
          <Spinner label="Loading" />
        ) : !open && !isAdmin ? (
          <ClosedNotice message={simulationClosedMessage(info.title)} />
        ) : (
          <>
            {!open && (
              <ClosedToStudents className="mb-6">
                Students cannot open these instructions until you make the simulation visible and allow
                access.
              </ClosedToStudents>
            )}
            {/* Tariff Wars has no results page: its instructor finds the teaching notes here. */}
            {isAdmin && !info.results && <TeachingNotesPanel sim={sim} />}
            <div className="grid gap-6 md:grid-cols-2">
              {info.roles.map((role) => (
                <RoleCard
                  key={role.slug}
                  role={roleInfo(info, role.slug)!}
                  confirm={confirm}
                  lang={lang}
                  reportPath={role.slug === reporterRole ? info.links.report : undefined}
                />
              ))}
            </div>
          </>
        )}
      </Page>
    </>
  );
}
