import type { ClassesSoFar } from '@shared/contracts/debrief';
import { QUADRANTS, quadrantLabels } from '@shared/debrief/feelings';
import { slopeInWords } from '@shared/debrief/words';
import { LANGS, type Lang } from '@shared/simulations';
import { classesSoFarRows, roleNameIn } from '../lib/classes-so-far-rows';
import { ClassesSoFarTable, type ClassesSoFarColumn } from './classes-so-far-table';
import { wonIn, type ClassesSoFarText } from '../lib/classes-so-far-text';

/** The figures: a table of all pairs and each language's, then by round, plans against outcomes, how it felt. */
export function ClassesSoFarFigures({
  t,
  lang,
  sim,
  data,
}: {
  t: ClassesSoFarText;
  lang: Lang;
  sim: string;
  data: ClassesSoFar;
}) {
  const roleName = roleNameIn(sim, lang);
  const table = classesSoFarRows(t, lang, data, roleName);
  const columns: ClassesSoFarColumn[] = [
    { head: t.allPairs, f: data },
    ...LANGS.map((l) => ({ head: t.langPairs[l], f: data.byLang[l] })),
  ];
  const pull = data.firstOffer;
  return (
    <>
      <ClassesSoFarTable figureHead={t.figure} rows={table} columns={columns} />
      {pull?.slope != null && !pull.tooFew && (
        <p className="mt-2 text-sm text-slate-700">{slopeInWords(pull.slope, pull.step, lang)}</p>
      )}
      {data.mixedLang > 0 && <p className="mt-2 text-sm text-slate-600">{t.mixed(data.mixedLang)}</p>}

      {data.rounds.length > 1 && (
        <>
          <h4 className="mb-1 mt-4 font-semibold text-slate-900">{t.roundsTitle}</h4>
          <table className="text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.round}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.pairs}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t.median}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rounds.map((r) => (
                <tr key={r.round} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {t.roundName(r.round)}
                  </th>
                  <td className="py-1 pr-3 tabular-nums">{t.pairsValue(r.pairs, r.agreements, r.noDeals)}</td>
                  <td className="py-1 pr-3 tabular-nums">
                    {r.medianAmount === null ? t.dash : wonIn(lang, r.medianAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <h4 className="mb-1 mt-4 font-semibold text-slate-900">{t.plansTitle}</h4>
      <ul className="space-y-1 text-sm text-slate-800">
        {Object.entries(data.plans).map(([role, p]) => (
          <li key={role}>
            <span className="font-medium">{roleName(role)}</span>: {t.beat(p.beatTarget, p.withTarget)};{' '}
            {t.readings(p.readings.right, p.readings.stricter, p.readings.looser)};{' '}
            {t.estimates(p.estimates.right, p.estimates.low, p.estimates.high)}; {t.beyondReal(p.beyondReal)}
          </li>
        ))}
      </ul>

      <h4 className="mb-1 mt-4 font-semibold text-slate-900">{t.quadrantsTitle}</h4>
      <p className="text-sm text-slate-800">
        {QUADRANTS.map((q) => `${quadrantLabels[q][lang]} ${data.felt.counts[q]}`).join(' · ')}
      </p>
    </>
  );
}
