import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ClassesChoice, ClassesSoFar } from '@shared/contracts/debrief';
import type { OutcomeFigures } from '@shared/debrief/classes-so-far';
import { QUADRANTS, quadrantLabels } from '@shared/debrief/feelings';
import { slopeInWords } from '@shared/debrief/words';
import { findSimulation, LANGS, type Lang } from '@shared/simulations';
import { Spinner } from '@/components/ui/spinner';
import { classesSoFarQuery } from '../api/get-classes-so-far';
import { classesSoFarText, pct, wonIn, type ClassesSoFarText } from '../lib/classes-so-far-text';

type Row = { label: string; cell: (f: OutcomeFigures) => string };

/** The rows of the figures table: each a figure, its value for all pairs and for each language's. */
function rows(t: ClassesSoFarText, lang: Lang, data: ClassesSoFar, roleName: (r: string) => string): Row[] {
  const won = (v: number | null) => (v === null ? t.dash : wonIn(lang, v));
  const roles = Object.keys(data.plans);
  const out: Row[] = [
    { label: t.pairs, cell: (f) => t.pairsValue(f.pairs, f.agreements, f.noDeals) },
    { label: t.median, cell: (f) => won(f.median) },
    {
      label: t.middleHalf,
      cell: (f) => (f.q1 === null || f.q3 === null ? t.dash : t.range(won(f.q1), won(f.q3))),
    },
  ];
  if (data.share)
    for (const r of roles)
      out.push({
        label: t.share(roleName(r)),
        cell: (f) => {
          const s = f.share?.[r];
          return s?.mean == null ? t.dash : pct(s.mean);
        },
      });
  out.push({
    label: t.pull,
    cell: ({ firstOffer: p }) =>
      p === null
        ? t.dash
        : p.tooFew
          ? t.tooFew(p.n)
          : p.slope === null
            ? t.noSpread(p.n)
            : t.pullValue(p.slope, p.r, p.n),
  });
  if (data.jointValue.best > 0)
    out.push({
      label: t.joint,
      cell: (f) =>
        f.jointValue.meanJoint === null ? t.dash : t.jointValue(f.jointValue.meanJoint, f.jointValue.best),
    });
  for (const r of roles)
    out.push({
      label: t.felt(roleName(r)),
      cell: (f) => {
        const s = f.felt.byRole[r];
        return s?.mean == null ? t.dash : t.feltValue(s.mean, s.n);
      },
    });
  return out;
}

/** The picker of the classes counted: all of them, or the ones ticked (never none). */
function ClassChoice({
  t,
  data,
  choice,
  onChange,
}: {
  t: ClassesSoFarText;
  data: ClassesSoFar | undefined;
  choice: ClassesChoice;
  onChange: (c: ClassesChoice) => void;
}) {
  const name = useId();
  const classes = data?.classes ?? [];
  const choosable = classes
    .filter((c) => !c.destroyed)
    .map((c) => c.id)
    .sort((a, b) => a - b);
  const toggle = (id: number, on: boolean) => {
    if (choice === 'all') return;
    const next = on ? [...choice, id] : choice.filter((x) => x !== id);
    onChange(next.sort((a, b) => a - b));
  };
  return (
    <fieldset className="mb-4 text-sm text-slate-800">
      <legend className="mb-1 font-medium">{t.classes}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <label className="flex items-center gap-2">
          <input type="radio" name={name} checked={choice === 'all'} onChange={() => onChange('all')} />
          {t.all}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={choice !== 'all'}
            disabled={choosable.length === 0}
            onChange={() => onChange(choosable)}
          />
          {t.chosen}
        </label>
      </div>
      {choice !== 'all' && (
        <ul className="mt-2 space-y-1 pl-1">
          {classes.map((c) => {
            const ticked = choice.includes(c.id);
            return (
              <li key={c.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={ticked}
                    // a destroyed class counts not at all; the last ticked class stays ticked
                    disabled={c.destroyed || (ticked && choice.length === 1)}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                  />
                  <span>
                    {t.classLabel(c.name, c.pairs)}
                    {c.isCurrent && <span className="text-slate-600"> · {t.current}</span>}
                    {c.destroyed && <span className="text-slate-600"> · {t.destroyed}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** The figures: a table of all pairs and each language's, then by round, plans against outcomes, how it felt. */
function Figures({
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
  const roles = findSimulation(sim)?.roles ?? [];
  const roleName = (slug: string) => {
    const r = roles.find((x) => x.slug === slug);
    return r ? (lang === 'ko' ? r.titleKo : r.title) : slug;
  };
  const table = rows(t, lang, data, roleName);
  const columns: Array<{ head: string; f: OutcomeFigures }> = [
    { head: t.allPairs, f: data },
    ...LANGS.map((l) => ({ head: t.langPairs[l], f: data.byLang[l] })),
  ];
  const pull = data.firstOffer;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t.figure}
              </th>
              {columns.map((c) => (
                <th key={c.head} scope="col" className="py-1 pr-3 font-medium">
                  {c.head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map((row) => (
              <tr key={row.label} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
                  {row.label}
                </th>
                {columns.map((c) => (
                  <td key={c.head} className="py-1 pr-3 tabular-nums">
                    {row.cell(c.f)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

/**
 * "Your classes so far" in a negotiation's teaching notes: the debrief's measures over the instructor's
 * classes (GET /api/sims/{key}/classes-so-far), all or the ones ticked, overall and by the students'
 * language, in the notes' language. The case states its expected results in the notes' prose only, so the
 * section points there rather than repeating them.
 */
export function ClassesSoFarSection({ sim, lang }: { sim: string; lang: Lang }) {
  const t = classesSoFarText[lang];
  const headingId = useId();
  const [choice, setChoice] = useState<ClassesChoice>('all');
  const query = useQuery(classesSoFarQuery(sim, choice));
  const data = query.data;

  return (
    <section
      aria-labelledby={headingId}
      lang={lang}
      className="mb-6 rounded-lg border border-slate-200 bg-slate-50/60 px-4 py-3"
    >
      <h3 id={headingId} className="mb-1 text-lg font-bold text-slate-900">
        {t.heading}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t.intro}</p>
      <ClassChoice t={t} data={data} choice={choice} onChange={setChoice} />
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {t.loadFailed}
        </p>
      ) : data!.pairs === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <Figures t={t} lang={lang} sim={sim} data={data!} />
      )}
      <p className="mt-3 text-sm text-slate-600">{t.expected}</p>
    </section>
  );
}
