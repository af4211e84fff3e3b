import { Link } from 'wouter';
import { simulationPaths } from '@shared/routes';
import { simulationOf } from '@shared/simulations';
import { Button } from '@/components/ui/button';

/** The way to the student's own debrief, once the instructor has released it. */
export function DebriefLink({ sim, label }: { sim: string; label: string }) {
  return (
    <Button asChild>
      <Link href={simulationPaths(simulationOf(sim)).myDebrief}>{label}</Link>
    </Button>
  );
}
