import { resultSimulations, type ResultSimulation } from '@shared/contracts/results';
import { simulationClosedMessage } from '@shared/contracts/roles';
import { Badge } from '@/components/ui/badge';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useSimulationVisibility } from '@/hooks/use-visibility';
import { ClosedReportNotice } from './closed-report-notice';
import { ResultForm } from './result-form';

/** Who reports (advisory, SPEC sections 1 and 6): one side only, so each negotiation is counted once. */
const advisory: Record<ResultSimulation, string> = {
  queenOfSorrows:
    "Only Yeji's agent reports the result of each negotiation, so that every negotiation is counted once. Studio executives do not need to submit anything.",
  shinhwaDaesung:
    'Only the Shinhwa senior associate reports the result of each negotiation, so that every negotiation is counted once. Daesung representatives do not need to submit anything.',
};

/** The Report Results page of the casting or the legal-fee simulation (SPEC section 2). */
export default function ReportResultsPage({ sim }: { sim: ResultSimulation }) {
  const cfg = resultSimulations[sim];
  const { isAdmin } = useAuth();
  const { isLoading, settingOf } = useSimulationVisibility();
  const setting = settingOf(sim);
  const open = setting.isVisible && setting.isAccessible;

  return (
    <Page title={`${cfg.title} - Report Results`} intro={advisory[sim]}>
      {isLoading ? (
        <Spinner label="Loading" />
      ) : !open && !isAdmin ? (
        <ClosedReportNotice message={simulationClosedMessage(cfg.title)} />
      ) : (
        <>
          {!open && (
            <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge tone="gray">Closed to students</Badge>
              Students cannot report results until you make the simulation visible and allow access.
            </p>
          )}
          <ResultForm sim={sim} />
        </>
      )}
    </Page>
  );
}
