import type { DashboardFigures, ResultCount } from '@shared/contracts/dashboard';
import { formatCount } from '@shared/format';
import { reportedSimulations } from '@shared/simulations';
import { Card } from '@/components/ui/card';

/** The count cards of the Overview: the total, then one per reporting simulation. */
export function StatCards({ figures }: { figures: DashboardFigures | undefined }) {
  const r = figures?.results;
  const hiddenNote = (c: ResultCount | undefined) =>
    c && c.hidden > 0
      ? `results reported (${formatCount(c.hidden)} hidden from the table)`
      : 'results reported';
  const sims = reportedSimulations();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Simulations"
        value={r?.total}
        note={
          sims.length === 2 ? 'results reported in both negotiations' : 'results reported in all negotiations'
        }
      />
      {sims.map((sim) => (
        <StatCard
          key={sim.key}
          label={sim.title}
          value={r?.bySimulation[sim.key]?.total}
          note={hiddenNote(r?.bySimulation[sim.key])}
        />
      ))}
    </div>
  );
}

function StatCard({ label, value, note }: { label: string; value: number | undefined; note: string }) {
  return (
    <Card className="p-5" role="group" aria-label={label}>
      <h3 className="text-sm font-medium text-slate-600">{label}</h3>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">
        {value === undefined ? (
          <>
            <span aria-hidden>–</span>
            <span className="sr-only">not available</span>
          </>
        ) : (
          formatCount(value)
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
    </Card>
  );
}
