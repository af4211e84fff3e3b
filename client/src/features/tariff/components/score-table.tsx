import type { TariffChoice, TariffCountry, TariffGameState } from '@shared/contracts/tariff-config';
import { useTeamNames } from '../lib/page-game';

const short = (c: TariffChoice | null) => (c === null ? '–' : c === 'Low' ? 'L' : 'H');

/**
 * The instructor's scoreboard: a row per pair, each revealed round as "L/H 4–12" (Solara's choice and
 * points first), and the two totals (the first team is the game's first role: Solara in Tariff Wars). Unrevealed rounds are blank: nobody sees their choices.
 */
export function ScoreTable({ game }: { game: TariffGameState }) {
  const names = useTeamNames(game);
  const rounds = Array.from({ length: game.rules.rounds }, (_, i) => i + 1);
  const total = (pair: number, country: TariffCountry) =>
    game.teams.find((t) => t.pair === pair && t.country === country)?.total ?? 0;
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Scores per pair: each round as {names.solara}'s and {names.lunara}'s choice (L Low, H High, – no
          choice) and points
        </caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Pair
            </th>
            {rounds.map((n) => {
              const mult = game.rounds.find((r) => r.number === n)?.multiplier ?? 1;
              return (
                <th key={n} scope="col" className="px-3 py-2 text-center">
                  R{n}
                  {mult > 1 && <span className="ml-1 text-amber-800">×{mult}</span>}
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 text-right">
              {names.solara}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {names.lunara}
            </th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: game.pairs }, (_, i) => i + 1).map((pair) => (
            <tr key={pair} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                Pair {pair}
              </th>
              {rounds.map((n) => {
                const res = game.results.find((r) => r.number === n)?.pairs.find((p) => p.pair === pair);
                return (
                  <td key={n} className="whitespace-nowrap px-3 py-2 text-center tabular-nums">
                    {res
                      ? `${short(res.solara.choice)}/${short(res.lunara.choice)} ${res.solara.points}–${res.lunara.points}`
                      : ''}
                  </td>
                );
              })}
              <td className="px-3 py-2 text-right font-bold tabular-nums">{total(pair, 'solara')}</td>
              <td className="px-3 py-2 text-right font-bold tabular-nums">{total(pair, 'lunara')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
