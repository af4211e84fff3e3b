import { Eye, EyeOff } from 'lucide-react';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ResultRow } from '../lib/result-rows';
import { AmountCell } from './amount-cell';
import { TermsCell } from './terms-cell';

/** The instructor's table of results (SPEC section 2). Text is rendered as text, never as HTML. */
export function ResultsTable({
  sim,
  rows,
  onHide,
  onUnhide,
  busyIds,
  searching = false,
}: {
  sim: string;
  rows: readonly ResultRow[];
  onHide: (row: ResultRow) => void;
  /** Puts a hidden row back (rows are marked hidden only when the page lists hidden results too). */
  onUnhide: (row: ResultRow) => void;
  /** The rows whose hide or unhide request is under way. */
  busyIds: ReadonlySet<number>;
  /** Whether a search filters the rows: an empty table then says the search matched nothing. */
  searching?: boolean;
}) {
  const cfg = reportedSimulation(sim);
  const { reporter, counterpart, amount } = cfg.results;
  const headers = [
    { text: reporter.column },
    { text: counterpart.column },
    { text: 'Agreement Status' },
    { text: amount.column, numeric: true },
    { text: 'Additional Terms' },
  ];
  if (rows.length === 0) {
    // No table to scroll: the sentence wraps inside the card on a phone instead of centring off-screen.
    return (
      <p className="rounded-xl bg-white px-4 py-10 text-center break-words text-slate-600 shadow-sm ring-1 ring-slate-200">
        {searching ? resultMessages.emptyTable : resultMessages.noneReported}
      </p>
    );
  }
  return (
    // Wide on a phone: the table scrolls sideways inside its own focusable region.
    <div
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      tabIndex={0}
      role="region"
      aria-label={`${cfg.title} results table`}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm sm:text-base">
        <thead className="bg-slate-50">
          <tr>
            {headers.map((h) => (
              <th
                key={h.text}
                scope="col"
                className={cn(
                  'whitespace-nowrap px-4 py-3 font-semibold text-slate-700',
                  h.numeric && 'text-right',
                )}
              >
                {h.text}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.id}
              className={cn('align-top hover:bg-slate-50', row.isHidden && 'bg-slate-50 text-slate-600')}
            >
              <td className="px-4 py-3 font-medium text-slate-900 break-words">{row.reporter}</td>
              <td className="px-4 py-3 text-slate-800 break-words">{row.counterpart}</td>
              <td className="whitespace-nowrap px-4 py-3">
                {row.noAgreement ? (
                  <Badge tone="red">No Agreement</Badge>
                ) : (
                  <Badge tone="green">Agreement Reached</Badge>
                )}
                {row.isHidden && (
                  <Badge tone="gray" className="ml-2">
                    Hidden
                  </Badge>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums text-slate-900">
                <AmountCell amount={row.amountPaid} />
              </td>
              <td className="max-w-64 px-4 py-3 text-slate-700">
                <TermsCell text={row.additionalTerms} />
              </td>
              <td className="px-4 py-2 text-right">
                {row.isHidden ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onUnhide(row)}
                    disabled={busyIds.has(row.id)}
                    aria-label={`Unhide result: ${row.reporter} and ${row.counterpart}`}
                  >
                    <Eye className="h-4 w-4" aria-hidden />
                    Unhide
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onHide(row)}
                    disabled={busyIds.has(row.id)}
                    aria-label={`Hide result: ${row.reporter} and ${row.counterpart}`}
                  >
                    <EyeOff className="h-4 w-4" aria-hidden />
                    Hide
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
