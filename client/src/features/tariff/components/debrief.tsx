import type { TariffChoice, TariffGameState } from '@shared/contracts/tariff-config';
import { cn } from '@/lib/utils';
import { gameBenchmarks, lowShares, pairDebriefs } from '../lib/debrief';
import { countryName } from './lock-status';

const chip = (c: TariffChoice | null) =>
  c === null ? (
    <span className="text-slate-500">–</span>
  ) : (
    <span className={c === 'Low' ? 'text-emerald-800' : 'text-red-800'}>{c === 'Low' ? 'L' : 'H'}</span>
  );

/**
 * The debrief after round 5 (issue 20): how often teams chose Low in each round, each pair's sequence, each
 * pair's joint score against the benchmarks (always Low/Low, always High/High, taking turns), who out-scored
 * whom, and why this matrix is a game of Chicken rather than a prisoner's dilemma. `large` for the projector.
 */
export function Debrief({ game, large = false }: { game: TariffGameState; large?: boolean }) {
  const shares = lowShares(game.results);
  const pairs = pairDebriefs(game);
  const bench = gameBenchmarks(game.rounds.map((r) => r.multiplier));
  const scale = Math.max(bench.alternating, ...pairs.map((p) => p.joint), 1);
  const marks = [
    { label: 'Always High/High', value: bench.alwaysHigh },
    { label: 'Always Low/Low', value: bench.alwaysLow },
    { label: 'Taking turns High/Low', value: bench.alternating },
  ];

  return (
    <div className={cn('space-y-8', large ? 'text-xl' : 'text-base')}>
      <section aria-labelledby="debrief-low">
        <h3 id="debrief-low" className={cn('font-bold text-slate-900', large ? 'text-3xl' : 'text-xl')}>
          Low tariffs chosen, per round
        </h3>
        <ul className="mt-3 space-y-2">
          {shares.map((s) => (
            <li key={s.round} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3">
              <span className="font-semibold">Round {s.round}</span>
              <span className="h-6 overflow-hidden rounded bg-slate-200" aria-hidden>
                <span
                  className="block h-full bg-emerald-600"
                  style={{ width: `${Math.round((s.share ?? 0) * 100)}%` }}
                />
              </span>
              <span className="tabular-nums">
                {s.share === null
                  ? 'no choices'
                  : `${Math.round(s.share * 100)}% Low (${s.low} of ${s.choices})`}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="debrief-pairs">
        <h3 id="debrief-pairs" className={cn('font-bold text-slate-900', large ? 'text-3xl' : 'text-xl')}>
          Each pair: choices (Solara/Lunara), joint score, who out-scored whom
        </h3>
        <p className="mt-1 text-slate-700">
          Benchmarks of a pair's joint score{bench.scaled ? ' (with this game’s multipliers)' : ''}: always
          Low/Low <strong>{bench.alwaysLow}</strong>, always High/High <strong>{bench.alwaysHigh}</strong>,
          taking turns High/Low <strong>{bench.alternating}</strong>
          {bench.scaled ? ' (60, 20 and 80 when every round counts once)' : ''}; the marks on each bar.
        </p>
        <div className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Pair
                </th>
                <th scope="col" className="px-3 py-2">
                  Rounds 1–5
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Solara
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Lunara
                </th>
                <th scope="col" className="px-3 py-2">
                  Joint score
                </th>
                <th scope="col" className="px-3 py-2">
                  Out-scored
                </th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((p) => (
                <tr key={p.pair} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    Pair {p.pair}
                  </th>
                  <td className="whitespace-nowrap px-3 py-2 font-mono font-bold">
                    {p.sequence.map((s, i) => (
                      <span key={s.round}>
                        {i > 0 && <span className="text-slate-400"> · </span>}
                        {chip(s.solara)}/{chip(s.lunara)}
                      </span>
                    ))}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.solara}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{p.lunara}</td>
                  <td className="min-w-48 px-3 py-2">
                    <span className="flex items-center gap-2">
                      <span className="w-10 text-right font-bold tabular-nums">{p.joint}</span>
                      <span className="relative h-4 flex-1 rounded bg-slate-100" aria-hidden>
                        <span
                          className="absolute inset-y-0 left-0 rounded bg-brand-600"
                          style={{ width: `${(p.joint / scale) * 100}%` }}
                        />
                        {marks.map((m) => (
                          <span
                            key={m.label}
                            className="absolute -inset-y-1 w-0.5 bg-slate-900"
                            style={{ left: `${(m.value / scale) * 100}%` }}
                          />
                        ))}
                      </span>
                    </span>
                    <span className="sr-only">{marks.map((m) => `${m.label} ${m.value}`).join(', ')}</span>
                  </td>
                  <td className="px-3 py-2">
                    {p.leader ? `${countryName[p.leader.country]} by ${p.leader.by}` : 'Tie'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <aside
        aria-label="Note for the debrief"
        className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
      >
        <p className="font-bold">A game of Chicken, not a prisoner’s dilemma</p>
        <p className="mt-1">
          With these payoffs the worst outcome is both choosing High (2 each), and Low against High still
          earns 4: the punishment P=2 is below the sucker’s payoff S=4. So the best reply to High is Low, and
          a pair that takes turns High/Low and Low/High (16 points a round) out-earns steady Low/Low (12 a
          round). That makes the matrix a game of Chicken, not a prisoner’s dilemma, whatever the role
          documents call it.
        </p>
      </aside>
    </div>
  );
}
