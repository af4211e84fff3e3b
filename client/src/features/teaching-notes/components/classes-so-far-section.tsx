import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ClassesChoice } from '@shared/contracts/debrief';
import type { Lang } from '@shared/simulations';
import { Spinner } from '@/components/ui/spinner';
import { classesSoFarQuery } from '../api/get-classes-so-far';
import { classesSoFarText } from '../lib/classes-so-far-text';
import { ClassesSoFarFigures } from './classes-so-far-figures';
import { ClassesSoFarPicker } from './classes-so-far-picker';

/**
 * "Your classes so far" in a negotiation's teaching notes: the debrief's measures over the instructor's
 * classes (GET /api/sims/{key}/classes-so-far), all or the ones ticked, overall and by the students'
 * language, in the notes' language, with the range the notes expect most agreements in (the package's
 * `results.expected`) as a row of its own; the notes' prose says the rest of what to expect.
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
      <ClassesSoFarPicker t={t} data={data} choice={choice} onChange={setChoice} />
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {t.loadFailed}
        </p>
      ) : data!.pairs === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <ClassesSoFarFigures t={t} lang={lang} sim={sim} data={data!} />
      )}
      <p className="mt-3 text-sm text-slate-600">{t.expected}</p>
    </section>
  );
}
