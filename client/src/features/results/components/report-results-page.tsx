import { reportedSimulation } from '@shared/contracts/results-config';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { simulationClosedMessage } from '@shared/simulations';
import { Link } from 'wouter';
import { paths } from '@shared/routes';
import { ClassTimerChip } from '@/components/class-timer-chip';
import { ClosedNotice, ClosedToStudents } from '@/components/closed-notice';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useSimulationVisibility } from '@/hooks/use-visibility';
import { ResultForm } from './result-form';
import '@/lib/korean-font';

/** The Report Results page of a simulation that collects results (SPEC section 2). */
export default function ReportResultsPage({ sim }: { sim: string }) {
  const cfg = reportedSimulation(sim);
  const { isAdmin } = useAuth();
  const { isLoading, settingOf } = useSimulationVisibility();
  const setting = settingOf(sim);
  const open = isSimulationOpen(setting);

  return (
    <Page title={`${cfg.title} - Report Results`} intro={cfg.results.advisory}>
      <ClassTimerChip className="mb-4" />
      {isLoading ? (
        <Spinner label="Loading" />
      ) : !open && !isAdmin ? (
        <ClosedNotice message={simulationClosedMessage(cfg.title)}>
          <Button asChild variant="secondary">
            <Link href={paths.simulations}>Back to Simulations</Link>
          </Button>
        </ClosedNotice>
      ) : (
        <>
          {!open && (
            <ClosedToStudents className="mb-4">
              Students cannot report results until you make the simulation visible and allow access.
            </ClosedToStudents>
          )}
          <ResultForm sim={sim} />
        </>
      )}
    </Page>
  );
}
