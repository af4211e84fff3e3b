import { MonitorUp } from 'lucide-react';
import { Link } from 'wouter';
import { paths, simulationPaths } from '@shared/routes';
import { hasResults, type SimulationDefinition } from '@shared/simulations';
import { Button } from '@/components/ui/button';

/** The run page's way back to the simulations, and on to the projector's tables and the results. */
export function RunPageLinks({ def }: { def: SimulationDefinition }) {
  const links = simulationPaths(def);
  return (
    <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
      <Link href={paths.simulations} className="text-brand-700 underline-offset-4 hover:underline">
        ← Back to Simulations
      </Link>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary" size="sm">
          <Link href={links.pairs}>
            <MonitorUp className="h-4 w-4" aria-hidden />
            Projector: tables
          </Link>
        </Button>
        {hasResults(def) && (
          <Button asChild variant="secondary" size="sm">
            <Link href={links.results}>View results</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
