import { BookOpen, ClipboardList, Gamepad2, Table, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { SimulationSetting } from '@shared/contracts/visibility-config';
import { AccessSwitches } from '@/features/visibility/components/access-switches';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { simulationIcon } from '@/lib/simulation-icons';
import type { SimulationInfo } from '../lib/simulation-catalog';

/**
 * One simulation. Students see the card only while it is visible (the page filters) and its links only
 * while it is accessible; the instructor sees every link, the results table and the two switches.
 */
export function SimulationCard({
  sim,
  setting,
  isAdmin,
  onChange,
}: {
  sim: SimulationInfo;
  setting: SimulationSetting;
  isAdmin: boolean;
  onChange: (patch: Partial<SimulationSetting>) => void;
}) {
  const titleId = useId();
  const Icon = simulationIcon(sim);
  const showLinks = isAdmin || setting.isAccessible;

  return (
    <Card className="flex flex-col p-5 sm:p-6" role="article" aria-labelledby={titleId}>
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold text-slate-900">
            {sim.title}
          </h2>
          <p className="text-sm font-medium text-slate-500">{sim.kind}</p>
        </div>
      </div>
      {isAdmin && (!setting.isVisible || !setting.isAccessible) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {!setting.isVisible && <Badge tone="gray">Hidden from students</Badge>}
          {!setting.isAccessible && <Badge tone="gray">Access closed</Badge>}
        </div>
      )}
      <p className="mt-4 flex-1 text-slate-600">{sim.description}</p>

      {showLinks ? (
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild>
            <Link href={sim.links.instructions}>
              <BookOpen className="h-4 w-4" aria-hidden />
              Instructions
            </Link>
          </Button>
          {sim.links.report && (
            <Button asChild variant="secondary">
              <Link href={sim.links.report}>
                <ClipboardList className="h-4 w-4" aria-hidden />
                Report Results
              </Link>
            </Button>
          )}
          {sim.links.team && (
            <Button asChild variant="secondary">
              <Link href={sim.links.team.en}>
                <Users className="h-4 w-4" aria-hidden />
                Team page
              </Link>
            </Button>
          )}
          {isAdmin && sim.links.game && (
            <Button asChild variant="secondary">
              <Link href={sim.links.game}>
                <Gamepad2 className="h-4 w-4" aria-hidden />
                Run the game
              </Link>
            </Button>
          )}
          {isAdmin && sim.links.results && (
            <Button asChild variant="secondary">
              <Link href={sim.links.results}>
                <Table className="h-4 w-4" aria-hidden />
                View Results
              </Link>
            </Button>
          )}
        </div>
      ) : (
        <p className="mt-5 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
          Not open yet. Your instructor will open the instructions when the class is ready.
        </p>
      )}

      {isAdmin && (
        <AccessSwitches
          title={sim.title}
          className="mt-5 flex flex-wrap gap-x-6 gap-y-3 pt-4"
          switches={[
            {
              label: 'Visible to students',
              checked: setting.isVisible,
              onCheckedChange: (isVisible) => onChange({ isVisible }),
            },
            {
              label: 'Allow access',
              checked: setting.isAccessible,
              onCheckedChange: (isAccessible) => onChange({ isAccessible }),
            },
          ]}
        />
      )}
    </Card>
  );
}
