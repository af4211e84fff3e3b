import { useMemo, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import type { DebriefFigures } from '@shared/contracts/debrief';
import { paths, simulationPaths } from '@shared/routes';
import { ClassTimerDisplay } from '@/features/class-timer/components/class-timer-display';
import { ViewQuestions } from '@/features/teaching-notes/components/view-questions';
import { Spinner } from '@/components/ui/spinner';
import { useClasses } from '@/features/classes/api/get-classes';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useCaseFigures } from '../api/get-case-figures';
import { useDebriefData, type DebriefRound } from '../api/get-debrief-data';
import { useResults } from '../api/get-results';
import { classesView, DEBRIEF_START, ROUNDS_VIEW, viewCount, type DebriefView } from '../lib/debrief-keys';
import { roundName, rowsOfRound } from '../lib/debrief-round';
import { roleNames, viewContext } from '../lib/debrief-view-context';
import { rowsOfOtherClasses } from '../lib/result-rows';
import { toggleFullscreen, useDebriefKeys } from '../lib/use-debrief-keys';
import { ClassesStep } from './debrief-classes-view';
import { DebriefKeysHelp } from './debrief-keys-help';
import { DebriefNav } from './debrief-nav';
import { DebriefRoundPicker } from './debrief-round-picker';
import { RangeView } from './debrief-range-view';
import { RoundsStep } from './debrief-rounds-view';
import { PairsStep, UnconfirmedNote } from './debrief-steps';
import { DebriefTools } from './debrief-tools';
import { DebriefTopBar } from './debrief-top-bar';
// names and answers typed in Korean: the web font for a PC without a Korean one
import '@/lib/korean-font';

/** The projector debrief of a simulation: instructor only; anyone else goes to /simulations. */
export default function DebriefPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <DebriefWithFigures sim={sim} />;
}

/** The case's figures (both sides' limits) come from the API, signed in: the views wait for them. */
function DebriefWithFigures({ sim }: { sim: string }) {
  usePageTitle(`${reportedSimulation(sim).title} Debrief`);
  const caseFigures = useCaseFigures(sim);
  if (caseFigures.data) return <Debrief sim={sim} caseFigures={caseFigures.data} />;
  return (
    <div className="min-h-screen bg-white px-4 py-6 sm:px-8 lg:px-12">
      {caseFigures.isError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {resultMessages.figuresLoadFailed}
        </p>
      ) : (
        <Spinner label="Loading the debrief" />
      )}
    </div>
  );
}

/**
 * The projector debrief's state (the view, the round picked) and what it reads; the bar above, the keys,
 * each view and the instructor's tools below are each their own file.
 */
function Debrief({ sim, caseFigures }: { sim: string; caseFigures: DebriefFigures }) {
  const cfg = reportedSimulation(sim);
  const { lines: figures, case: c } = caseFigures;
  const names = useMemo(() => roleNames(sim), [sim]);
  const [view, setView] = useState<DebriefView>(DEBRIEF_START);
  // the round the instructor picked; undefined: the latest, as the server answers it
  const [picked, setPicked] = useState<DebriefRound>(undefined);
  const screen = useRef<HTMLDivElement>(null);
  // the pairs' deals, plans and surveys of the round shown, refreshed live as pairs agree and answer; while
  // another round loads, the last answer keeps the round picker's rounds (and the views wait)
  const debrief = useDebriefData(sim, 'current', { round: picked, keepPrevious: true });
  const shown = debrief.isPlaceholderData ? undefined : debrief.data;
  const rounds = debrief.data?.rounds ?? [];
  const views = viewCount(rounds);
  const step = Math.min(view.step, views);
  // the classes view is the last (6, or 7 after the rounds view): neither a round's view nor the rounds'
  const classesStep = step === classesView(rounds);
  const roundsStep = !classesStep && step === ROUNDS_VIEW;
  const shownRound = picked ?? debrief.data?.round;
  // a class that played once reads every row and each earlier class's latest round, as before rounds
  const round = rounds.length >= 2 ? shownRound : undefined;
  const debriefAll = useDebriefData(sim, 'all', { round, enabled: view.earlier });
  const everyRound = useDebriefData(sim, 'current', { round: 'all', enabled: roundsStep });
  // the current class's results, refreshed live as pairs report; hidden ones are left out
  const results = useResults(sim, 'current');
  const everyClass = useResults(sim, 'all', {}, { enabled: view.earlier });
  const classes = useClasses();
  const currentClassId = classes.data?.find((c) => c.isCurrent)?.id;
  const rows = useMemo(() => results.data && rowsOfRound(results.data, round), [results.data, round]);
  const earlier = useMemo(
    () =>
      view.earlier && everyClass.data && results.data
        ? rowsOfRound(
            rowsOfOtherClasses(everyClass.data, { classId: currentClassId, rows: results.data }),
            round,
          )
        : undefined,
    [view.earlier, everyClass.data, results.data, currentClassId, round],
  );
  const ctx = useMemo(
    () => viewContext(c, names, shown, view.earlier ? debriefAll.data : undefined),
    [c, names, shown, view.earlier, debriefAll.data],
  );

  useDebriefKeys({ view, step, views, figureCount: figures.length, onView: setView, screen });

  // the notes' questions are per numbered view ("View 6" is the rounds view's): none beside the classes view
  const aside = view.questions && !classesStep ? <ViewQuestions sim={sim} step={step} /> : undefined;

  return (
    <div ref={screen} className="min-h-screen bg-white px-4 py-6 sm:px-8 lg:px-12">
      <DebriefTopBar
        sim={sim}
        resultsHref={simulationPaths(cfg).results}
        onFullscreen={() => void toggleFullscreen(screen.current)}
      />
      <div className="print:hidden">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 lg:text-5xl">
            {cfg.title}: debrief
            {round !== undefined && !roundsStep && !classesStep && ` · ${roundName(round)}`}
          </h1>
          <ClassTimerDisplay />
        </div>
        <DebriefNav views={views} step={step} onStep={(n) => setView({ ...view, step: n })} />
        {!roundsStep && !classesStep && (
          <DebriefRoundPicker rounds={rounds} shown={shownRound} onPick={setPicked} />
        )}
        {!roundsStep && !classesStep && <UnconfirmedNote data={shown} />}

        {classesStep ? (
          <ClassesStep sim={sim} step={step} currentClassId={currentClassId} aside={aside} />
        ) : roundsStep ? (
          <RoundsStep c={c} names={names} data={everyRound.data} state={everyRound.status} aside={aside} />
        ) : step === 1 ? (
          results.isLoading ? (
            <Spinner label="Loading results" />
          ) : results.isError || !rows ? (
            <p
              role="alert"
              className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
            >
              {resultMessages.loadFailed}
            </p>
          ) : (
            <RangeView
              sim={sim}
              lines={figures}
              rows={rows}
              earlier={earlier}
              revealed={view.revealed}
              ctx={shown ? ctx : null}
              showTables={view.tables}
              aside={aside}
            />
          )
        ) : (
          <PairsStep
            step={step}
            ctx={ctx}
            state={debrief.isPlaceholderData ? 'pending' : debrief.status}
            showTables={view.tables}
            aside={aside}
          />
        )}

        <DebriefKeysHelp view={view} step={step} views={views} figureCount={figures.length} />
      </div>
      <DebriefTools sim={sim} c={c} lines={figures} ctx={ctx} data={shown} rows={rows} />
    </div>
  );
}
