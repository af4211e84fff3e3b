import { Link } from 'wouter';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { isSimulationOpen } from '@shared/contracts/visibility-config';
import { simulationPaths } from '@shared/routes';
import { SIMULATIONS, type SimulationDefinition } from '@shared/simulations';
import { AccessSwitches } from '@/features/visibility/components/access-switches';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { useDashboard } from '../api/get-dashboard';

/** Simulations: for each one, what students may see and use, how many results came in, and the links. */
export function SimulationsTab() {
  const { isLoading, settingOf, update } = useSimulationVisibility();
  const { data } = useDashboard();
  if (isLoading) return <Spinner label="Loading simulation settings" />;

  return (
    <div className="space-y-4">
      <h2 className="text-xl font-semibold text-slate-900">Simulations</h2>
      <p className="max-w-3xl text-slate-600">
        Students see a simulation only while it is visible, and can open its instructions and report results
        only while it is also open. Changes apply at once.
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        {SIMULATIONS.map((sim) => {
          const { key, title } = sim;
          const setting = settingOf(key);
          const links = simulationPaths(sim);
          return (
            <Card key={key} className="flex flex-col p-5" role="group" aria-label={title}>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                {!setting.isVisible ? (
                  <Badge tone="gray">Hidden</Badge>
                ) : !isSimulationOpen(setting) ? (
                  <Badge tone="gray">Access closed</Badge>
                ) : (
                  <Badge tone="green">Open</Badge>
                )}
              </div>
              <p className="mt-2 text-sm text-slate-600">
                <ResultsLine sim={sim} figures={data} />
              </p>
              <AccessSwitches
                title={title}
                className="mt-4 space-y-3 pt-4"
                switches={[
                  {
                    label: 'Visible to students',
                    checked: setting.isVisible,
                    onCheckedChange: (isVisible) => update(key, { isVisible }),
                  },
                  {
                    label: 'Allow access',
                    checked: setting.isAccessible,
                    onCheckedChange: (isAccessible) => update(key, { isAccessible }),
                  },
                ]}
              />
              <div className="mt-auto flex flex-wrap gap-2 pt-5">
                <Button asChild variant="secondary" size="sm">
                  <Link href={links.roles}>
                    Role instructions<span className="sr-only">: {title}</span>
                  </Link>
                </Button>
                {sim.results && (
                  <Button asChild variant="secondary" size="sm">
                    <Link href={links.run}>
                      Roles and partners<span className="sr-only">: {title}</span>
                    </Link>
                  </Button>
                )}
                {sim.results && (
                  <Button asChild size="sm">
                    <Link href={links.results}>
                      View results<span className="sr-only">: {title}</span>
                    </Link>
                  </Button>
                )}
              </div>
            </Card>
          );
        })}
      </div>
    </div>
  );
}

function ResultsLine({ sim, figures }: { sim: SimulationDefinition; figures: DashboardFigures | undefined }) {
  if (!sim.results) return <>Played and scored live in class: no results are reported here.</>;
  const count = figures?.results.bySimulation[sim.key];
  if (!count) return <>Result count not available.</>;
  const n = count.total;
  return (
    <>
      {n} {n === 1 ? 'result' : 'results'} reported
      {count.hidden > 0 ? `, ${count.hidden} hidden from the table` : ''}.
    </>
  );
}
