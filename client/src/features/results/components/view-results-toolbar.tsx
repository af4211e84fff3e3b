import { Download, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';

/** Above the results table: the search, the count of results shown, and the CSV of them. */
export function ViewResultsToolbar({
  query,
  onQuery,
  counts: { shown, hidden, of },
  onDownload,
}: {
  query: string;
  onQuery: (query: string) => void;
  /** Results listed; of them hidden (null: hidden ones not listed); of how many (null: not searching). */
  counts: { shown: number; hidden: number | null; of: number | null };
  onDownload: () => void;
}) {
  return (
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
          onChange={(e) => onQuery(e.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 sm:justify-end">
        <p className="text-sm text-slate-700 sm:text-base" aria-live="polite">
          Total: {shown} {shown === 1 ? 'result' : 'results'}
          {hidden !== null && hidden > 0 && ` (${hidden} hidden)`}
          {of !== null && ` (filtered from ${of})`}
        </p>
        <Button variant="secondary" size="sm" disabled={shown === 0} onClick={onDownload}>
          <Download className="h-4 w-4" aria-hidden />
          Download CSV
        </Button>
      </div>
    </div>
  );
}
