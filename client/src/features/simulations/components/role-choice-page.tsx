import type { SimulationKey } from '@shared/keys';
import { roleInfo, simulationClosedMessage, type RoleInfo } from '@shared/contracts/roles';
import { paths } from '@shared/routes';
import { Badge } from '@/components/ui/badge';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useSimulationVisibility } from '@/hooks/use-visibility';
import { isOpen, simulationInfo } from '../lib/simulation-catalog';
import { BackLink } from './back-link';
import { ClosedNotice } from './closed-notice';
import { RoleCard } from './role-card';

/** Which card carries the 'Report Results' link: only one side reports (SPEC sections 1 and 6). */
const reporter: Partial<Record<SimulationKey, { role: string; path: string }>> = {
  queenOfSorrows: { role: 'agent', path: paths.casting.report },
  shinhwaDaesung: { role: 'shinhwa', path: paths.legalFee.report },
};

/** The role-choice page of a simulation (SPEC section 2). */
export default function RoleChoicePage({ sim }: { sim: SimulationKey }) {
  const { isAdmin } = useAuth();
  const { isLoading, settingOf } = useSimulationVisibility();
  const info = simulationInfo(sim);
  const isTariff = sim === 'solaraLunara';
  const title = isTariff ? 'Tariff Wars - Instructions' : `${info.title} - Choose Your Role`;
  const open = isOpen(settingOf(sim));
  const roles = Object.entries(roleInfo[sim] as Record<string, RoleInfo>);

  return (
    <>
      {isTariff && (
        <div className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6">
          <img
            src="/images/tariff-wars-banner.svg"
            alt="Tariff Wars: the sun of Solara faces the moon of Lunara"
            width={1200}
            height={300}
            className="block h-auto w-full rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200"
          />
        </div>
      )}
      <Page
        title={title}
        intro={
          isTariff
            ? 'Two trade ministries choose High or Low tariffs over five rounds. Open the briefing of the country your group represents, and keep it from the other delegation.'
            : 'Choose the role your instructor gave you. Each role has its own confidential instructions: read only yours, and do not show them to the other side.'
        }
      >
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
              <p className="mb-6 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Badge tone="gray">Closed to students</Badge>
                Students cannot open these instructions until you make the simulation visible and allow
                access.
              </p>
            )}
            <div className="grid gap-6 md:grid-cols-2">
              {roles.map(([slug, role]) => (
                <RoleCard
                  key={slug}
                  role={role}
                  confirm={!isTariff}
                  reportPath={reporter[sim]?.role === slug ? reporter[sim].path : undefined}
                />
              ))}
            </div>
          </>
        )}
      </Page>
    </>
  );
}
