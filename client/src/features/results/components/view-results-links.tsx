import { Presentation, Shuffle } from 'lucide-react';
import { Link } from 'wouter';
import type { ReportedSimulation } from '@shared/simulations';
import { paths, simulationPaths } from '@shared/routes';
import { Button } from '@/components/ui/button';

/** The results page's way back to the simulations, and on to the pairing and the projector debrief. */
export function ViewResultsLinks({ cfg }: { cfg: ReportedSimulation }) {
  return (
    <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
      <Link href={paths.simulations} className="text-brand-700 underline-offset-4 hover:underline">
        ← Back to Simulations
      </Link>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link href={simulationPaths(cfg).run}>
            <Shuffle className="h-4 w-4" aria-hidden />
            Roles and partners
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm">
          <Link href={simulationPaths(cfg).debrief}>
            <Presentation className="h-4 w-4" aria-hidden />
            Projector debrief
          </Link>
        </Button>
      </div>
    </div>
  );
}
