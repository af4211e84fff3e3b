import { CheckCircle2, Circle } from 'lucide-react';
import type { TariffCountry, TariffTeamState } from '@shared/contracts/tariff-config';
import { cn } from '@/lib/utils';

export const countryName: Record<TariffCountry, string> = { solara: 'Solara', lunara: 'Lunara' };

/** The teams of each pair, in pair order: [Solara, Lunara]. */
export function teamsByPair(teams: readonly TariffTeamState[]) {
  const pairs = new Map<number, Partial<Record<TariffCountry, TariffTeamState>>>();
  for (const team of teams) pairs.set(team.pair, { ...pairs.get(team.pair), [team.country]: team });
  return [...pairs.entries()].sort(([a], [b]) => a - b).map(([pair, t]) => ({ pair, ...t }));
}

/** Whether a team has locked the current round: who, never what (the state carries no choice). */
export function LockMark({ team, large = false }: { team: TariffTeamState | undefined; large?: boolean }) {
  if (!team) return null;
  const Icon = team.locked ? CheckCircle2 : Circle;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 font-semibold',
        team.locked ? 'text-emerald-800' : 'text-slate-600',
        large ? 'text-xl' : 'text-sm',
      )}
    >
      <Icon className={large ? 'h-6 w-6' : 'h-4 w-4'} aria-hidden />
      {countryName[team.country]}: {team.locked ? 'locked' : 'choosing'}
    </span>
  );
}

/** Every pair with its two teams' lock marks, and the count of teams locked. */
export function LockStatus({ teams }: { teams: readonly TariffTeamState[] }) {
  const locked = teams.filter((t) => t.locked).length;
  return (
    <div>
      <p role="status" className="font-semibold text-slate-900">
        {locked} of {teams.length} teams locked
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {teamsByPair(teams).map((p) => (
          <li key={p.pair} className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200">
            <span className="font-bold">Pair {p.pair}</span>
            <span className="mt-1 flex flex-wrap gap-x-4">
              <LockMark team={p.solara} />
              <LockMark team={p.lunara} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
