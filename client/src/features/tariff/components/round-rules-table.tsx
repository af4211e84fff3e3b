import {
  TARIFF_MULTIPLIERS,
  type TariffGameState,
  type TariffMultiplier,
} from '@shared/contracts/tariff-config';
import { Badge } from '@/components/ui/badge';
import { errorMessage } from '@/lib/api';
import { usePendingRoundRules, useUpdateRound } from '../api/update-round';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * The five rounds' special rules, each editable until its reveal: the multiplier (x1, x2, x3) and the talk
 * round. A change is sent at once; the teams' pages show it with the round.
 */
export function RoundRulesTable({ game }: { game: TariffGameState }) {
  const update = useUpdateRound();
  const pending = usePendingRoundRules();
  const hydrated = useHydrated();

  return (
    <div>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">Rules of each round</caption>
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Round
              </th>
              <th scope="col" className="px-3 py-2">
                Points
              </th>
              <th scope="col" className="px-3 py-2">
                Talk round
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {game.rounds.map((r) => {
              const revealed = r.status === 'revealed';
              // the server's rules with every change still in flight laid over them, in order
              const { multiplier, talk } = pending
                .filter((p) => p.gameId === game.id && p.round === r.number)
                .reduce((rules, p) => ({ ...rules, ...p.rules }), { multiplier: r.multiplier, talk: r.talk });
              const disabled = revealed || !hydrated;
              const send = (rules: { multiplier?: TariffMultiplier; talk?: boolean }) =>
                update.mutate({ gameId: game.id, round: r.number, rules });
              return (
                <tr
                  key={r.number}
                  className={r.number === game.currentRound ? 'bg-brand-50' : 'border-t border-slate-100'}
                >
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    Round {r.number}
                  </th>
                  <td className="px-3 py-2">
                    <select
                      aria-label={`Round ${r.number} points multiplier`}
                      value={multiplier}
                      disabled={disabled}
                      onChange={(e) => send({ multiplier: Number(e.target.value) as TariffMultiplier })}
                      className="h-9 rounded-md border border-slate-300 bg-white px-2 disabled:bg-slate-100 disabled:text-slate-600"
                    >
                      {TARIFF_MULTIPLIERS.map((m) => (
                        <option key={m} value={m}>
                          ×{m}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-2">
                    <label className="inline-flex min-h-9 items-center gap-2">
                      <input
                        type="checkbox"
                        checked={talk}
                        disabled={disabled}
                        onChange={(e) => send({ talk: e.target.checked })}
                        className="h-5 w-5 accent-brand-700"
                      />
                      <span>
                        <span className="sr-only">Round {r.number}: </span>Talk round
                      </span>
                    </label>
                  </td>
                  <td className="px-3 py-2">
                    {revealed ? (
                      <Badge tone="green">Revealed</Badge>
                    ) : r.number === game.currentRound ? (
                      <Badge tone="blue">Playing now</Badge>
                    ) : (
                      <Badge>Later</Badge>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {update.isError && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(update.error, 'The rule could not be changed. Please try again.')}
        </p>
      )}
    </div>
  );
}
