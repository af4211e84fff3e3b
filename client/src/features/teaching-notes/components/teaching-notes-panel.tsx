import { useQuery } from '@tanstack/react-query';
import { ChevronDown, NotebookText, Presentation } from 'lucide-react';
import { useState } from 'react';
import { findClassFlow } from '@shared/class-flow';
import { debriefDeckUrl, type RoleLang } from '@shared/contracts/roles';
import { findSimulation } from '@shared/simulations';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { GuideLink } from '@/components/guide-link';
import { teachingNotesQuery } from '../api/get-teaching-notes';
import { ClassesSoFarSection } from './classes-so-far-section';

const LANG_NAMES: Record<RoleLang, string> = { en: 'English', ko: '한국어' };

/**
 * The instructor's teaching notes of a simulation, closed until opened: nothing is fetched before that.
 * On a page with a language switch, pass its `lang`; otherwise the panel opens in English with a Korean
 * toggle. Opened, it also links the case's debrief slides (PDF) in both languages and, for a negotiation with
 * a debrief, shows "Your classes so far" above the notes. The notes and the slides state both sides' secret
 * figures: only pages the instructor sees may show this panel.
 */
export function TeachingNotesPanel({ sim, lang: pageLang }: { sim: string; lang?: RoleLang }) {
  const [open, setOpen] = useState(false);
  const [chosenLang, setChosenLang] = useState<RoleLang>('en');
  const lang = pageLang ?? chosenLang;
  const notes = useQuery({ ...teachingNotesQuery(sim, lang), enabled: open });
  const hasDeck = Boolean(findSimulation(sim)?.debriefDeck);
  const hasDebrief = Boolean(findClassFlow(sim));

  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className="mb-8 rounded-xl border border-amber-300 bg-amber-50/60 shadow-sm"
    >
      <CollapsibleTrigger className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left font-semibold text-slate-900 hover:bg-amber-100/60 focus-visible:outline-2 focus-visible:outline-brand-700">
        <NotebookText className="h-5 w-5 shrink-0 text-amber-800" aria-hidden />
        <span className="flex-1">
          Teaching notes <span className="font-normal text-slate-600">(instructor only)</span>
        </span>
        <ChevronDown className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t border-amber-200 bg-white px-4 pb-6 pt-4 sm:px-6">
        {!pageLang && (
          <div role="group" aria-label="Language of the notes" className="mb-4 flex gap-2">
            {(Object.keys(LANG_NAMES) as RoleLang[]).map((l) => (
              <button
                key={l}
                type="button"
                lang={l}
                aria-pressed={lang === l}
                onClick={() => setChosenLang(l)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm',
                  lang === l
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                )}
              >
                {LANG_NAMES[l]}
              </button>
            ))}
          </div>
        )}
        {hasDeck && (
          <p className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <Presentation className="h-4 w-4 shrink-0 text-amber-800" aria-hidden />
            <span>Debrief slides (PDF):</span>
            {(Object.keys(LANG_NAMES) as RoleLang[]).map((l) => (
              <a
                key={l}
                href={debriefDeckUrl(sim, l)}
                target="_blank"
                rel="noopener"
                lang={l}
                aria-label={`Debrief slides, ${LANG_NAMES[l]} (PDF, opens in a new tab)`}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {LANG_NAMES[l]}
              </a>
            ))}
          </p>
        )}
        {hasDebrief && <ClassesSoFarSection sim={sim} lang={lang} />}
        {notes.isPending ? (
          <Spinner label="Loading teaching notes" />
        ) : notes.isError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            The teaching notes could not be loaded. Please try again later.
          </p>
        ) : (
          <article lang={notes.data.lang} aria-label={notes.data.title}>
            <h2 className="mb-1 text-xl font-bold text-slate-900">{notes.data.title}</h2>
            <GuideLink section="teachingNotes" className="mb-4" />
            {/* Our own Markdown, rendered by the server (server/modules/roles) like the role instructions. */}
            <div className="role-document" dangerouslySetInnerHTML={{ __html: notes.data.html }} />
          </article>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
