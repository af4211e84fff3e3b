import { Download, Presentation, Search, Shuffle, Undo2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import { paths, simulationPaths } from '@shared/routes';
import { ClassPicker } from '@/features/classes/components/class-picker';
import { ReleaseDebriefControl } from '@/features/debrief-release/components/release-debrief-control';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { TeachingNotesPanel } from '@/features/teaching-notes/components/teaching-notes-panel';
import { TooltipProvider } from '@/components/ui/tooltip';
import { classNameOf } from '@/features/classes/lib/class-name';
import { useClasses } from '@/features/classes/api/get-classes';
import { useClassFilter } from '@/features/classes/hooks/use-class-filter';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { downloadText } from '@/lib/csv';
import { useCaseFigures } from '../api/get-case-figures';
import { useResults } from '../api/get-results';
import { useHideResult } from '../api/hide-result';
import { useUnhideResult } from '../api/unhide-result';
import { useFiguresShown } from '../lib/use-figures-shown';
import { anyLaterRound, pageOf, rowsOfOtherClasses, searchResults, sortResults } from '../lib/result-rows';
import { resultsCsv, resultsCsvFilename } from '../lib/results-csv';
import { Pagination } from './pagination';
import { ResultsChart } from './results-chart';
import { ResultsTable } from './results-table';
import '@/lib/korean-font';

/** Rows per page: a class fits on one page; only a long-running course pages. */
export const RESULTS_PAGE_SIZE = 200;

/** The instructor's results table of one simulation; anyone else goes to /simulations. */
export default function ViewResultsPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <ResultsView sim={sim} />;
}

function ResultsView({ sim }: { sim: string }) {
  const cfg = reportedSimulation(sim);
  const [filter, setFilter] = useClassFilter();
  const [includeHidden, setIncludeHidden] = useState(false);
  const [showEarlier, setShowEarlier] = useState(false);
  const [figuresShown, setFiguresShown] = useFiguresShown();
  const results = useResults(sim, filter, { includeHidden });
  // the chart's reference figures: both sides' limits, from the API (never in the bundle)
  const figures = useCaseFigures(sim);
  const classes = useClasses();
  const comparing = showEarlier && filter === 'current';
  const everyClass = useResults(sim, 'all', {}, { enabled: comparing });
  const unhide = useUnhideResult(sim);
  // The last result hidden, with an "Undo hide" beside the table until the next hide or unhide:
  // the toast's Undo can come late and go early on a busy laptop; this one waits for the instructor.
  const [lastHidden, setLastHidden] = useState<{ id: number; name: string } | null>(null);
  const undoHide = (id: number) =>
    unhide.mutate(id, { onSuccess: () => setLastHidden((last) => (last?.id === id ? null : last)) });
  const hide = useHideResult(sim, { onUndo: undoHide });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [page, setPage] = useState(0);

  const all = results.data;
  const sorted = useMemo(() => sortResults(all ?? []), [all]);
  const shown = useMemo(() => searchResults(sorted, deferredQuery), [sorted, deferredQuery]);
  // The chart and its counts are of the results in the table's class that are not hidden.
  const charted = useMemo(() => (all ?? []).filter((r) => !r.isHidden), [all]);
  const currentClassId = classes.data?.find((c) => c.isCurrent)?.id;
  const earlier = useMemo(
    () =>
      comparing && everyClass.data && all
        ? rowsOfOtherClasses(everyClass.data, { classId: currentClassId, rows: all })
        : undefined,
    [comparing, everyClass.data, all, currentClassId],
  );
  const searching = deferredQuery.trim() !== '';
  const hiddenCount = shown.filter((r) => r.isHidden).length;
  const pageCount = Math.max(1, Math.ceil(shown.length / RESULTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);
  const busyIds = useMemo(() => {
    const ids = new Set<number>();
    if (hide.isPending && hide.variables !== undefined) ids.add(hide.variables);
    if (unhide.isPending && unhide.variables !== undefined) ids.add(unhide.variables);
    return ids;
  }, [hide.isPending, hide.variables, unhide.isPending, unhide.variables]);

  const chooseClass = (next: ClassFilter) => {
    setFilter(next);
    setPage(0);
  };

  const download = () =>
    downloadText(
      resultsCsvFilename(sim),
      resultsCsv(sim, shown, {
        classNameOf: filter === 'all' ? (id) => classNameOf(classes.data, id) : undefined,
        withHidden: includeHidden,
      }),
    );

  const unknownClass =
    typeof filter === 'number' && results.error instanceof ApiError && results.error.status === 404;

  return (
    <Page title={`${cfg.title} Results`}>
      <div className="-mt-4 mb-6 flex flex-wrap items-center justify-between gap-3">
        <Link href={paths.simulations} className="text-brand-700 underline-offset-4 hover:underline">
          ← Back to Simulations
        </Link>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link href={simulationPaths(cfg).run}>
              <Shuffle className="h-4 w-4" aria-hidden />
              Roles and partners
            </Link>
          </Button>
          <Button asChild variant="secondary" size="sm">
            <Link href={simulationPaths(cfg).debrief}>
              <Presentation className="h-4 w-4" aria-hidden />
              Projector debrief
            </Link>
          </Button>
        </div>
      </div>
      <ReleaseDebriefControl sim={sim} className="mb-6" />
      <TeachingNotesPanel sim={sim} />
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <ClassPicker value={filter} onChange={chooseClass} />
        {/* Outside the list's loading state: a switch keeps its focus while the list is fetched again. */}
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <Switch
            label="Show both sides' confidential figures"
            checked={figuresShown}
            onCheckedChange={setFiguresShown}
          />
          {filter === 'current' && (
            <Switch label="Show earlier classes" checked={showEarlier} onCheckedChange={setShowEarlier} />
          )}
          <Switch
            label="Show hidden results"
            checked={includeHidden}
            onCheckedChange={(on) => {
              setIncludeHidden(on);
              setPage(0);
            }}
          />
        </div>
        {comparing && everyClass.isLoading && (
          <p role="status" className="text-sm text-slate-600 sm:basis-full">
            Loading earlier classes…
          </p>
        )}
        {comparing && everyClass.isError && (
          <p role="alert" className="text-sm text-red-800 sm:basis-full">
            Earlier classes could not be loaded. Please try again later.
          </p>
        )}
      </div>
      {results.isLoading ? (
        <Spinner label="Loading results" />
      ) : results.isError || !all ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {unknownClass ? classMessages.notFound : resultMessages.loadFailed}
        </p>
      ) : (
        <TooltipProvider>
          {figures.data ? (
            <ResultsChart
              sim={sim}
              lines={figures.data.lines}
              rows={charted}
              earlier={earlier}
              hideFigures={!figuresShown}
            />
          ) : figures.isError ? (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
              {resultMessages.figuresLoadFailed}
            </p>
          ) : (
            <Spinner label="Loading the chart" />
          )}

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="relative w-full sm:max-w-sm">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
                aria-hidden
              />
              <Input
                type="search"
                placeholder="Search results..."
                aria-label="Search results"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setPage(0);
                }}
                className="pl-9"
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-4 sm:justify-end">
              <p className="text-sm text-slate-700 sm:text-base" aria-live="polite">
                Total: {shown.length} {shown.length === 1 ? 'result' : 'results'}
                {includeHidden && hiddenCount > 0 && ` (${hiddenCount} hidden)`}
                {searching && ` (filtered from ${sorted.length})`}
              </p>
              <Button variant="secondary" size="sm" disabled={shown.length === 0} onClick={download}>
                <Download className="h-4 w-4" aria-hidden />
                Download CSV
              </Button>
            </div>
          </div>

          {lastHidden && (
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
              <p>
                Hidden: <span className="font-medium">{lastHidden.name}</span>
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={unhide.isPending}
                onClick={() => undoHide(lastHidden.id)}
              >
                <Undo2 className="h-4 w-4" aria-hidden />
                Undo hide
              </Button>
            </div>
          )}
          <div className="mt-4">
            <ResultsTable
              sim={sim}
              rows={pageOf(shown, currentPage, RESULTS_PAGE_SIZE)}
              onHide={(row) =>
                hide.mutate(row.id, {
                  onSuccess: () =>
                    setLastHidden({ id: row.id, name: `${row.reporter} and ${row.counterpart}` }),
                })
              }
              onUnhide={(row) => {
                setLastHidden(null);
                unhide.mutate(row.id);
              }}
              busyIds={busyIds}
              searching={searching}
              showRound={anyLaterRound(sorted)}
            />
            <Pagination
              page={currentPage}
              pageCount={pageCount}
              total={shown.length}
              pageSize={RESULTS_PAGE_SIZE}
              onPage={setPage}
            />
          </div>
        </TooltipProvider>
      )}
    </Page>
  );
}
