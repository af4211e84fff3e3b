import { CheckCircle2, Circle, CircleOff } from 'lucide-react';
import type { TariffCountry, TariffTeamState } from '@shared/contracts/tariff-config';
import { cn } from '@/lib/utils';

/** The teams of each pair, in pair order: [first, second]. */
export function teamsByPair(teams: readonly TariffTeamState[]) {
  const pairs = new Map<number, Partial<Record<TariffCountry, TariffTeamState>>>();
  for (const team of teams) pairs.set(team.pair, { ...pairs.get(team.pair), [team.country]: team });
  return [...pairs.entries()].sort(([a], [b]) => a - b).map(([pair, t]) => ({ pair, ...t }));
}

/** A team's state in the round: no phone has joined it (it cannot lock), choosing, or locked. */
export const teamStatus = (team: TariffTeamState) =>
  team.locked ? 'locked' : team.devices === 0 ? 'not joined' : 'choosing';

const devicesText = (n: number) => `${n} ${n === 1 ? 'device' : 'devices'}`;

/**
 * Whether a team has joined (its students by name when formed from the class, else on how many devices) and
 * locked the current round, and which student locked: who, never what (the state carries no choice). A team
 * no phone has joined cannot lock, and its pair scores 0 at the reveal.
 */
export function LockMark({ team, name }: { team: TariffTeamState | undefined; name: string }) {
  if (!team) return null;
  const status = teamStatus(team);
  const Icon = status === 'locked' ? CheckCircle2 : status === 'not joined' ? CircleOff : Circle;
  return (
    <span
      className={cn(
        'inline-flex flex-wrap items-center gap-x-1.5 text-sm font-semibold',
        status === 'locked'
          ? 'text-emerald-800'
          : status === 'not joined'
            ? 'text-red-800'
            : 'text-slate-600',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
      {name}: {status}
      {team.lockedBy !== null && ` by ${team.lockedBy}`}
      {team.members.length > 0 ? (
        <span className="font-normal text-slate-600">({team.members.map((m) => m.name).join(', ')})</span>
      ) : (
        team.devices > 0 && <span className="font-normal text-slate-600">({devicesText(team.devices)})</span>
      )}
    </span>
  );
}

/** Every pair with its two teams' marks, and the counts of teams joined and locked. */
export function LockStatus({
  teams,
  names,
}: {
  teams: readonly TariffTeamState[];
  names: Record<TariffCountry, string>;
}) {
  const locked = teams.filter((t) => t.locked).length;
  const joined = teams.filter((t) => t.devices > 0).length;
  return (
    <div>
      <p role="status" className="font-semibold text-slate-900">
        {locked} of {teams.length} teams locked · {joined} of {teams.length} joined
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {teamsByPair(teams).map((p) => (
          <li
            key={p.pair}
            aria-label={`Pair ${p.pair}`}
            className="rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200"
          >
            <span className="font-bold">Pair {p.pair}</span>
            <span className="mt-1 flex flex-wrap gap-x-4">
              <LockMark team={p.solara} name={names.solara} />
              <LockMark team={p.lunara} name={names.lunara} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
