import { useQuery } from '@tanstack/react-query';
import { MessageCircleQuestionMark } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { RoleLang } from '@shared/contracts/roles';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { teachingNotesQuery } from '../api/get-teaching-notes';
import { viewQuestions } from '../lib/view-questions';

const LANGS: Record<RoleLang, string> = { en: 'English', ko: '한국어' };

/**
 * The teaching note's debrief questions for one projector view (lib/view-questions.ts says how the note
 * marks them), for the instructor's screen beside the view: the page hides it in full screen and print.
 */
export function ViewQuestions({ sim, step }: { sim: string; step: number }) {
  const [lang, setLang] = useState<RoleLang>('en');
  const notes = useQuery(teachingNotesQuery(sim, lang));
  const questions = useMemo(
    () => (notes.data ? (viewQuestions(notes.data.html)[step] ?? []) : []),
    [notes.data, step],
  );
  return (
    <aside
      aria-label="Questions from the teaching note"
      className="rounded-xl border border-amber-300 bg-amber-50/60 p-4 text-lg text-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <MessageCircleQuestionMark className="h-5 w-5 text-amber-800" aria-hidden />
          Questions for this view
        </h3>
        <div role="group" aria-label="Language of the questions" className="flex gap-1">
          {(Object.keys(LANGS) as RoleLang[]).map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
              className={cn(
                'rounded-full border px-2 py-0.5 text-sm',
                lang === l
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              {LANGS[l]}
            </button>
          ))}
        </div>
      </div>
      {notes.isPending ? (
        <Spinner label="Loading the teaching note" />
      ) : notes.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          The teaching note could not be loaded.
        </p>
      ) : questions.length === 0 ? (
        <p className="mt-2 text-slate-700">The teaching note has no questions for this view.</p>
      ) : (
        <ol lang={lang} className="mt-2 list-decimal space-y-2 pl-6">
          {questions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ol>
      )}
    </aside>
  );
}
