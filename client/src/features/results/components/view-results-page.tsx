import { useDeferredValue, useMemo, useState } from 'react';
import { Redirect } from 'wouter';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import { paths } from '@shared/routes';
import { ReleaseDebriefControl } from '@/features/debrief-release/components/release-debrief-control';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
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
import { useFiguresShown } from '../lib/use-figures-shown';
import { useHideWithUndo } from '../lib/use-hide-with-undo';
import { anyLaterRound, pageOf, rowsOfOtherClasses, searchResults, sortResults } from '../lib/result-rows';
import { resultsCsv, resultsCsvFilename } from '../lib/results-csv';
import { Pagination } from './pagination';
import { ResultsTable } from './results-table';
import { ViewResultsChart } from './view-results-chart';
import { ViewResultsControls } from './view-results-controls';
import { ViewResultsLinks } from './view-results-links';
import { ViewResultsToolbar } from './view-results-toolbar';
import { ViewResultsUndoHide } from './view-results-undo-hide';
import '@/lib/korean-font';
import { GuideLink } from '@/components/guide-link';

/** Rows per page: a class fits on one page; only a long-running course pages. */
export const RESULTS_PAGE_SIZE = 200;

/** The instructor's results table of one simulation; anyone else goes to /simulations. */
export default function ViewResultsPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <ResultsView sim={sim} />;
}

/**
 * The page's state (the class, the switches, the search and the page of rows) and what it reads; the
 * links, the switches, the chart, the toolbar and the table are each a view-results-*.tsx or results-*.tsx.
 */
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
  const hiding = useHideWithUndo(sim);
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
  const pageCount = Math.max(1, Math.ceil(shown.length / RESULTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);

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
    <Page title={`${cfg.title} Results`} intro={<GuideLink section="results" />}>
      <ViewResultsLinks cfg={cfg} />
      <ReleaseDebriefControl sim={sim} className="mb-6" />
      <TeachingNotesPanel sim={sim} />
      <ViewResultsControls
        filter={filter}
        onClass={chooseClass}
        figures={[figuresShown, setFiguresShown]}
        earlier={[showEarlier, setShowEarlier]}
        hidden={[
          includeHidden,
          (on) => {
            setIncludeHidden(on);
            setPage(0);
          },
        ]}
        earlierState={comparing ? { loading: everyClass.isLoading, failed: everyClass.isError } : null}
      />
      {results.isLoading ? (
        <Spinner label="Loading results" />
      ) : results.isError || !all ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {unknownClass ? classMessages.notFound : resultMessages.loadFailed}
        </p>
      ) : (
        <TooltipProvider>
          <ViewResultsChart
            sim={sim}
            lines={figures.data?.lines}
            failed={figures.isError}
            rows={charted}
            earlier={earlier}
            hideFigures={!figuresShown}
          />
          <ViewResultsToolbar
            query={query}
            onQuery={(next) => {
              setQuery(next);
              setPage(0);
            }}
            counts={{
              shown: shown.length,
              hidden: includeHidden ? shown.filter((r) => r.isHidden).length : null,
              of: searching ? sorted.length : null,
            }}
            onDownload={download}
          />
          {hiding.lastHidden && (
            <ViewResultsUndoHide hidden={hiding.lastHidden} busy={hiding.undoing} onUndo={hiding.undoHide} />
          )}
          <div className="mt-4">
            <ResultsTable
              sim={sim}
              rows={pageOf(shown, currentPage, RESULTS_PAGE_SIZE)}
              onHide={hiding.hideRow}
              onUnhide={hiding.unhideRow}
              busyIds={hiding.busyIds}
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
