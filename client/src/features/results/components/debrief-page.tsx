import { Maximize } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import { paths, simulationPaths } from '@shared/routes';
import { BackLink } from '@/components/ui/back-link';
import { ClassTimerControls } from '@/features/class-timer/components/class-timer-controls';
import { ClassTimerDisplay } from '@/features/class-timer/components/class-timer-display';
import { TeachingNotesPanel } from '@/features/teaching-notes/components/teaching-notes-panel';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Spinner } from '@/components/ui/spinner';
import { useClasses } from '@/features/classes/api/get-classes';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/use-page-title';
import { useResults } from '../api/get-results';
import { debriefKey, type DebriefView } from '../lib/debrief-keys';
import { referenceLines, median } from '../lib/chart-layout';
import { formatWon, formatWonShort } from '../lib/format';
import { rowsOfOtherClasses } from '../lib/result-rows';
import { ResultsChart } from './results-chart';

/** The projector debrief of a simulation: instructor only; anyone else goes to /simulations. */
export default function DebriefPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <Debrief sim={sim} />;
}

function Debrief({ sim }: { sim: string }) {
  const cfg = reportedSimulation(sim);
  usePageTitle(`${cfg.title} Debrief`);
  const figures = useMemo(() => referenceLines(sim), [sim]);
  const [view, setView] = useState<DebriefView>({ revealed: 0, earlier: false });
  const screen = useRef<HTMLDivElement>(null);
  // the current class's results, refreshed live as pairs report; hidden ones are left out
  const results = useResults(sim, 'current');
  const everyClass = useResults(sim, 'all', {}, { enabled: view.earlier });
  const classes = useClasses();
  const currentClassId = classes.data?.find((c) => c.isCurrent)?.id;
  const rows = results.data;
  const earlier = useMemo(
    () =>
      view.earlier && everyClass.data && rows
        ? rowsOfOtherClasses(everyClass.data, { classId: currentClassId, rows })
        : undefined,
    [view.earlier, everyClass.data, rows, currentClassId],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      // typing in the timer's fields is not a command
      if ((e.target as HTMLElement).closest('input, textarea, select, button, [role="switch"]')) return;
      if (e.key === 'f' || e.key === 'F') {
        e.preventDefault();
        return void toggleFullscreen(screen.current);
      }
      const next = debriefKey(view, e.key, figures.length);
      if (!next) return;
      e.preventDefault();
      setView(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, figures.length]);

  const agreed = (rows ?? []).filter((r) => !r.noAgreement && r.amountPaid).map((r) => r.amountPaid!);
  const noAgreement = (rows?.length ?? 0) - agreed.length;
  const mid = median(agreed);
  const shownFigures = figures.slice(0, view.revealed);

  return (
    <div ref={screen} className="min-h-screen bg-white px-4 py-6 sm:px-8 lg:px-12">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4 fullscreen-hidden">
        <BackLink href={simulationPaths(cfg).results}>Back to the results table</BackLink>
        <Button variant="secondary" size="sm" onClick={() => void toggleFullscreen(screen.current)}>
          <Maximize className="h-4 w-4" aria-hidden />
          Full screen (F)
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 lg:text-5xl">{cfg.title}: debrief</h1>
        <ClassTimerDisplay />
      </div>

      {results.isLoading ? (
        <Spinner label="Loading results" />
      ) : results.isError || !rows ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {resultMessages.loadFailed}
        </p>
      ) : (
        <>
          <p className="mt-6 text-3xl font-semibold text-slate-900 lg:text-4xl" aria-live="polite">
            {rows.length} reported · {noAgreement} no agreement
          </p>
          <dl className="mt-4 flex flex-wrap gap-x-12 gap-y-2 text-2xl lg:text-3xl">
            <div className="flex gap-3">
              <dt className="text-slate-600">Median</dt>
              <dd className="font-bold tabular-nums text-slate-900" title={formatWon(mid)}>
                {mid === null ? '-' : formatWonShort(mid)}
              </dd>
            </div>
            <div className="flex gap-3">
              <dt className="text-slate-600">Range</dt>
              <dd className="font-bold tabular-nums text-slate-900">
                {agreed.length === 0
                  ? '-'
                  : `${formatWonShort(Math.min(...agreed))} – ${formatWonShort(Math.max(...agreed))}`}
              </dd>
            </div>
          </dl>
          <div className="mt-6">
            <ResultsChart sim={sim} rows={rows} earlier={earlier} projector={{ revealed: view.revealed }} />
          </div>
          <ol
            className="mt-4 space-y-1 text-xl text-slate-800 lg:text-2xl"
            aria-label="Reference figures shown"
          >
            {shownFigures.map((f) => (
              <li key={f.value}>
                {f.labels.join(' = ')}: <strong className="tabular-nums">{formatWon(f.value)}</strong>
              </li>
            ))}
          </ol>
        </>
      )}

      <p className="mt-6 text-base text-slate-600 fullscreen-hidden">
        Keys: → or Space next figure ({view.revealed} of {figures.length} shown) · ← back · R all · H hide all
        · E earlier classes {view.earlier ? '(on)' : '(off)'} · F full screen
      </p>
      <div className="mt-6 max-w-3xl space-y-4 fullscreen-hidden">
        <TeachingNotesPanel sim={sim} />
        <Collapsible>
          <CollapsibleTrigger className="rounded-lg px-3 py-2 font-medium text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50">
            Class timer controls
          </CollapsibleTrigger>
          <CollapsibleContent className="mt-4">
            <ClassTimerControls />
          </CollapsibleContent>
        </Collapsible>
      </div>
    </div>
  );
}

function toggleFullscreen(el: HTMLElement | null) {
  if (!el) return;
  if (document.fullscreenElement) return document.exitFullscreen().catch(() => {});
  return el.requestFullscreen().catch(() => {});
}
