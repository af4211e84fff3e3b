import type { TariffChoice, TariffTeamView } from '@shared/contracts/tariff-config';
import type { TeamText } from '../lib/team-text';
import { cn } from '@/lib/utils';

const choiceText = (c: TariffChoice | null, t: TeamText) => (c === null ? t.noChoice : t.choiceShort[c]);

/** Every revealed round as the team sees it, both choices and both scores, with the running totals. */
export function TeamResults({ view, t }: { view: TariffTeamView; t: TeamText }) {
  if (view.results.length === 0) return null;
  return (
    <section aria-labelledby="tariff-results" className="mt-8">
      <h2 id="tariff-results" className="text-lg font-semibold text-slate-900">
        {t.resultsHeading}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold">
                {t.colRound}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                {t.colOwn}
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                {t.colTheir}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t.colOwnPoints}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                {t.colTheirPoints}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.results.map((r) => (
              <tr key={r.number} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-2 text-left font-medium">
                  {r.number}
                  {r.multiplier > 1 && <span className="ml-1 text-amber-800">×{r.multiplier}</span>}
                </th>
                <td className={cn('px-2 py-2', r.own === null && 'italic text-slate-600')}>
                  {choiceText(r.own, t)}
                </td>
                <td className={cn('px-2 py-2', r.their === null && 'italic text-slate-600')}>
                  {choiceText(r.their, t)}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{r.ownPoints}</td>
                <td className="px-2 py-2 text-right tabular-nums">{r.theirPoints}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-bold">
              <th scope="row" colSpan={3} className="px-2 py-2 text-left">
                {t.totals}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{view.totals.own}</td>
              <td className="px-2 py-2 text-right tabular-nums">{view.totals.their}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
