import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatProjectorCode, type PresenterState } from '@shared/contracts/presenter-config';
import { DECK_TITLES } from '@shared/decks';
import { ClassTimerChip } from '@/features/class-timer/components/class-timer-chip';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { usePageTitle } from '@/lib/use-page-title';
import { deckNotesQuery } from '../api/get-deck-notes';
import { presenterStateQuery } from '../api/get-presenter-state';
import { usePresentationActions } from '../api/move-presentation';
import { ElapsedTime } from './elapsed-time';

const LANG_NAMES = { en: 'English', ko: '한국어' } as const;

/**
 * The instructor's phone as a remote: big Previous and Next, the current slide's notes, what comes next and
 * the timers. A press moves the presentation on the server, and the laptop and projector follow on the live
 * channel; if the phone loses the connection, the laptop keeps working.
 */
export default function RemotePage() {
  usePageTitle('Remote');
  const { data: state, isPending, isError } = useQuery(presenterStateQuery());
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-slate-900">Remote</h1>
      {isPending ? (
        <p className="text-slate-600">Loading…</p>
      ) : isError ? (
        <p role="alert" className="text-red-800">
          The presentation could not be loaded. Check the connection; the laptop keeps presenting.
        </p>
      ) : state ? (
        <Controls state={state} />
      ) : (
        <p className="text-slate-700">
          No presentation is running. Open Present Slides on the laptop (Presentation Decks), then this page
          follows it.
        </p>
      )}
    </div>
  );
}

function Controls({ state }: { state: PresenterState }) {
  const { move, change } = usePresentationActions();
  const notes = useQuery(deckNotesQuery(state.deck, state.lang));
  const go = (slide: number) =>
    move.mutate({ deck: state.deck, lang: state.lang, slide, total: state.total, black: false });
  const noteOf = (slide: number) => notes.data?.find((n) => n.slide === slide)?.notes ?? '';
  const next = state.slide < state.total ? state.slide + 1 : null;
  const failed = move.isError || change.isError;

  return (
    <>
      <p className="text-lg text-slate-800">
        <span className="font-semibold" lang={state.lang}>
          {DECK_TITLES[state.deck][state.lang]}
        </span>{' '}
        ({LANG_NAMES[state.lang]}) ·{' '}
        <span aria-live="polite">
          Slide {state.slide} of {state.total}
        </span>
        {state.black && ' · screen black'}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          className="h-28 text-xl"
          disabled={state.slide <= 1}
          onClick={() => go(state.slide - 1)}
        >
          <ChevronLeft className="h-7 w-7" aria-hidden />
          Previous
        </Button>
        <Button className="h-28 text-xl" disabled={next === null} onClick={() => next && go(next)}>
          Next
          <ChevronRight className="h-7 w-7" aria-hidden />
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-red-800">
          The last press did not reach the server. Check the Wi-Fi; the laptop keeps presenting.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3 text-slate-800">
        <span>
          Elapsed <ElapsedTime key={`${state.startedAt}-${state.pausedElapsedMs}`} state={state} />
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => change.mutate({ action: state.startedAt ? 'pauseClock' : 'resumeClock' })}
        >
          {state.startedAt ? 'Pause' : 'Resume'}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => change.mutate({ action: 'resetClock' })}>
          Reset
        </Button>
        <ClassTimerChip />
      </div>
      <section aria-labelledby="remote-notes" className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
        <h2 id="remote-notes" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Notes
        </h2>
        {notes.isError ? (
          <p className="mt-2 text-slate-600">Notes are not available.</p>
        ) : (
          <div className="mt-2 space-y-2 text-lg leading-snug text-slate-900">
            {noteOf(state.slide)
              .split('\n')
              .filter((l) => l.trim() !== '')
              .map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            {notes.data && noteOf(state.slide) === '' && (
              <p className="text-slate-600">No notes for this slide.</p>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="remote-next" className="text-slate-800">
        <h2 id="remote-next" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          Next
        </h2>
        <p className="mt-1">
          {next === null
            ? 'End of the deck'
            : `Slide ${next}: ${noteOf(next).split('\n')[0]?.slice(0, 90) ?? ''}`}
        </p>
      </section>
      {state.projectorCode && (
        <p className="text-slate-800">
          Projector code{' '}
          <span
            className="font-mono text-lg font-semibold tracking-wider"
            data-testid="remote-projector-code"
          >
            {formatProjectorCode(state.projectorCode)}
          </span>{' '}
          (enter it at /projector on the projector’s browser)
        </p>
      )}
      <Switch
        label="Students follow along (the slide, never the notes)"
        checked={state.followAlong}
        onCheckedChange={(on) => change.mutate({ action: 'followAlong', on })}
      />
    </>
  );
}
