import { tariffBenchmarks, type TariffChoice, type TariffGameState } from '@shared/contracts/tariff-config';
import type { TariffProjectorText } from '@shared/tariff-wars-text';
import { cn } from '@/lib/utils';
import { lowShares, pairDebriefs } from '../lib/debrief';

const chip = (c: TariffChoice | null) =>
  c === null ? (
    <span className="text-slate-500">–</span>
  ) : (
    <span className={c === 'Low' ? 'text-emerald-800' : 'text-red-800'}>{c === 'Low' ? 'L' : 'H'}</span>
  );

/**
 * The debrief after the last round: how often teams chose Low in each round, each pair's sequence, each
 * pair's joint score against the benchmarks (always Low/Low, always High/High, taking turns), who out-scored
 * whom, and what kind of dilemma the game's matrix is (Chicken, a prisoner's dilemma). `large` for the projector.
 */
export function Debrief({
  game,
  large = false,
  text: t,
}: {
  game: TariffGameState;
  large?: boolean;
  /** The game's words in the language the instructor chose (tariffProjectorText). */
  text: TariffProjectorText;
}) {
  const shares = lowShares(game.results);
  const pairs = pairDebriefs(game);
  const bench = tariffBenchmarks(
    game.rules,
    game.rounds.map((r) => r.multiplier),
  );
  const scale = Math.max(bench.alternating, ...pairs.map((p) => p.joint), 1);
  const marks = [
    { label: t.benchAlwaysHigh, value: bench.alwaysHigh },
    { label: t.benchAlwaysLow, value: bench.alwaysLow },
    { label: t.benchAlternating, value: bench.alternating },
  ];

  return (
    <div className={cn('space-y-8', large ? 'text-xl' : 'text-base')}>
      <section aria-labelledby="debrief-low">
        <h3 id="debrief-low" className={cn('font-bold text-slate-900', large ? 'text-3xl' : 'text-xl')}>
          {t.lowHeading}
        </h3>
        <ul className="mt-3 space-y-2">
          {shares.map((s) => (
            <li key={s.round} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3">
              <span className="font-semibold">{t.roundLabel(s.round)}</span>
              <span className="h-6 overflow-hidden rounded bg-slate-200" aria-hidden>
                <span
                  className="block h-full bg-emerald-600"
                  style={{ width: `${Math.round((s.share ?? 0) * 100)}%` }}
                />
              </span>
              <span className="tabular-nums">
                {s.share === null ? t.noChoices : t.lowShare(Math.round(s.share * 100), s.low, s.choices)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="debrief-pairs">
        <h3 id="debrief-pairs" className={cn('font-bold text-slate-900', large ? 'text-3xl' : 'text-xl')}>
          {t.pairsHeading(t.country.solara, t.country.lunara)}
        </h3>
        <p className="mt-1 text-slate-700">{t.benchmarks(bench)}</p>
        <div className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t.colPair}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.colRounds}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.country.solara}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t.country.lunara}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.colJoint}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t.colLeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((p) => (
                <tr key={p.pair} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {t.pair(p.pair)}
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
                    {p.leader ? t.leader(t.country[p.leader.country], p.leader.by) : t.tie}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <aside
        aria-label={t.noteLabel}
        className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
      >
        <p className="font-bold">{t.noteTitle}</p>
        <p className="mt-1">{t.note}</p>
      </aside>
    </div>
  );
}
