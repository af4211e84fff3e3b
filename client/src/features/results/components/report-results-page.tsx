import { reportedSimulation } from '@shared/contracts/results-config';
import { isSimulationOpen } from '@shared/contracts/visibility';
import { simulationClosedMessage } from '@shared/simulations';
import { Badge } from '@/components/ui/badge';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useSimulationVisibility } from '@/hooks/use-visibility';
import { ClosedReportNotice } from './closed-report-notice';
import { ResultForm } from './result-form';

/** The Report Results page of a simulation that collects results (SPEC section 2). */
export default function ReportResultsPage({ sim }: { sim: string }) {
  const cfg = reportedSimulation(sim);
  const { isAdmin } = useAuth();
  const { isLoading, settingOf } = useSimulationVisibility();
  const setting = settingOf(sim);
  const open = isSimulationOpen(setting);

  return (
    <Page title={`${cfg.title} - Report Results`} intro={cfg.results.advisory}>
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
