import { TARIFF_CHOICES, tariffPayoff, type TariffRules } from '@shared/contracts/tariff-config';
import type { TeamText } from '../lib/team-text';

/**
 * The payoff table from this team's side: each pair of choices with its own points first, read
 * from the rules the game was created with (its case's payoff figures), before any multiplier.
 */
export function PayoffTable({ t, other, rules }: { t: TeamText; other: string; rules: TariffRules }) {
  const cells = TARIFF_CHOICES.flatMap((own) => TARIFF_CHOICES.map((their) => ({ own, their })));
  return (
    <section aria-labelledby="tariff-payoffs" className="mt-6">
      <h2 id="tariff-payoffs" className="text-lg font-semibold text-slate-900">
        {t.payoffHeading}
      </h2>
      <div className="mt-2 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full text-base">
          <caption className="sr-only">{t.payoffCaption}</caption>
          <thead className="bg-slate-50 text-left text-sm text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t.colOwn}
              </th>
              <th scope="col" className="px-3 py-2">
                {t.colTheirOf(other)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t.colOwnPoints}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t.colTheirPoints}
              </th>
            </tr>
          </thead>
          <tbody>
            {cells.map(({ own, their }) => (
              <tr key={`${own}-${their}`} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 text-left font-semibold">
                  {t.choiceShort[own]}
                </th>
                <td className="px-3 py-2">{t.choiceShort[their]}</td>
                <td className="px-3 py-2 text-right font-bold tabular-nums">
                  {tariffPayoff(rules, own, their)}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{tariffPayoff(rules, their, own)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.payoffNote}</p>
    </section>
  );
}
