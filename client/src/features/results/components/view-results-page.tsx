import { Download, Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useAuth } from '@/lib/auth';
import { downloadText } from '@/lib/csv';
import { useResults } from '../api/get-results';
import { useHideResult } from '../api/hide-result';
import { pageOf, searchResults, sortResults } from '../lib/result-rows';
import { resultsCsv, resultsCsvFilename } from '../lib/results-csv';
import { Pagination } from './pagination';
import { ResultsChart } from './results-chart';
import { ResultsTable } from './results-table';

/** Rows per page: a class fits on one page; only a long-running course pages. */
export const RESULTS_PAGE_SIZE = 200;

/** The instructor's results table of one simulation (SPEC section 2); anyone else goes to /simulations. */
export default function ViewResultsPage({ sim }: { sim: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <Redirect to={paths.simulations} replace />;
  return <ResultsView sim={sim} />;
}

function ResultsView({ sim }: { sim: string }) {
  const cfg = reportedSimulation(sim);
  const results = useResults(sim);
  const hide = useHideResult(sim);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [page, setPage] = useState(0);

  const all = results.data;
  const sorted = useMemo(() => sortResults(all ?? []), [all]);
  const shown = useMemo(() => searchResults(sorted, deferredQuery), [sorted, deferredQuery]);
  const searching = deferredQuery.trim() !== '';
  const pageCount = Math.max(1, Math.ceil(shown.length / RESULTS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount - 1);

  return (
    <Page title={`${cfg.title} Results`}>
      <div className="-mt-4 mb-6">
        <Link href={paths.simulations} className="text-brand-700 underline-offset-4 hover:underline">
          ← Back to Simulations
        </Link>
      </div>
      {results.isLoading ? (
        <Spinner label="Loading results" />
      ) : results.isError || !all ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {resultMessages.loadFailed}
        </p>
      ) : (
        <TooltipProvider>
          <ResultsChart sim={sim} rows={all} />

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
            <div className="flex items-center justify-between gap-4 sm:justify-end">
              <p className="text-sm text-slate-700 sm:text-base" aria-live="polite">
                Total: {shown.length} {shown.length === 1 ? 'result' : 'results'}
                {searching && ` (filtered from ${sorted.length})`}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={shown.length === 0}
                onClick={() => downloadText(resultsCsvFilename(sim), resultsCsv(sim, shown))}
              >
                <Download className="h-4 w-4" aria-hidden />
                Download CSV
              </Button>
            </div>
          </div>

          <div className="mt-4">
            <ResultsTable
              sim={sim}
              rows={pageOf(shown, currentPage, RESULTS_PAGE_SIZE)}
              onHide={(row) => hide.mutate(row.id)}
              hidingId={hide.isPending ? (hide.variables ?? null) : null}
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
