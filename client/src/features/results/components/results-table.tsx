import { formatDateTime } from '@shared/format';
import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { reportedSimulation, resultMessages } from '@shared/contracts/results-config';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { anyLaterRound, type ResultRow } from '../lib/result-rows';
import { useWideScreen } from '../lib/use-wide-screen';
import { AmountCell } from './amount-cell';
import { ContingentFact, DealBadges, FirstOfferFact } from './deal-facts';
import { TermsCell } from './terms-cell';

interface ResultsTableProps {
  sim: string;
  rows: readonly ResultRow[];
  onHide: (row: ResultRow) => void;
  /** Puts a hidden row back (rows are marked hidden only when the page lists hidden results too). */
  onUnhide: (row: ResultRow) => void;
  /** The rows whose hide or unhide request is under way. */
  busyIds: ReadonlySet<number>;
  /** Whether a search filters the rows: an empty table then says the search matched nothing. */
  searching?: boolean;
  /**
   * A Round column, for a class that played the case more than once: decided on all of the class's rows (by
   * default on these), so that it does not come and go from one page to the next.
   */
  showRound?: boolean;
}

/** The header of the column with the time each result was reported. */
export const REPORTED_COLUMN = 'Reported';
/** The header of the column with the round of the case each result is of. */
export const ROUND_COLUMN = 'Round';

/**
 * The instructor's table of results. Text is rendered as text, never as HTML. From the
 * `sm` breakpoint up it is a table; on a phone each result is a card, its Hide button in reach without
 * scrolling sideways.
 */
export function ResultsTable(props: ResultsTableProps) {
  const wide = useWideScreen();
  if (props.rows.length === 0) {
    // No table to scroll: the sentence wraps inside the card on a phone instead of centring off-screen.
    return (
      <p className="rounded-xl bg-white px-4 py-10 text-center break-words text-slate-600 shadow-sm ring-1 ring-slate-200">
        {props.searching ? resultMessages.emptyTable : resultMessages.noneReported}
      </p>
    );
  }
  const shown = { ...props, showRound: props.showRound ?? anyLaterRound(props.rows) };
  return wide ? <WideTable {...shown} /> : <ResultCards {...shown} />;
}

function WideTable({ sim, rows, onHide, onUnhide, busyIds, showRound }: ResultsTableProps) {
  const cfg = reportedSimulation(sim);
  const { reporter, counterpart, amount } = cfg.results;
  const headers = [
    ...(showRound ? [{ text: ROUND_COLUMN, numeric: true }] : []),
    { text: reporter.column },
    { text: counterpart.column },
    { text: 'Agreement Status' },
    { text: amount.column, numeric: true },
    { text: 'Additional Terms' },
    { text: REPORTED_COLUMN },
  ];
  return (
    // Wide on a small tablet: the table scrolls sideways inside its own focusable region.
    <div
      className="relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
      tabIndex={0}
      role="region"
      aria-label={`${cfg.title} results table`}
    >
      {/* Below xl the text is smaller and the headers wrap, so that at 1024 px the table fits its box and
          the pinned Actions column lies over no other column. */}
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm xl:text-base">
        <thead className="bg-slate-50">
          <tr>
            {headers.map((h) => (
              <th
                key={h.text}
                scope="col"
                className={cn(
                  'px-3 py-3 align-bottom font-semibold text-slate-700 xl:whitespace-nowrap',
                  h.numeric && 'text-right',
                )}
              >
                {h.text}
              </th>
            ))}
            {/* Pinned to the right edge: on a tablet, where the table scrolls sideways, Hide stays in reach. */}
            <th
              scope="col"
              className="sticky right-0 bg-slate-50 px-3 py-3 text-right align-bottom font-semibold text-slate-700"
            >
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.id}
              className={cn(
                'align-top',
                row.isHidden ? 'bg-slate-50 text-slate-600' : 'bg-white hover:bg-slate-50',
              )}
            >
              {showRound && <td className="px-3 py-3 text-right tabular-nums text-slate-900">{row.round}</td>}
              <td className="px-3 py-3 font-medium text-slate-900 break-words">{row.reporter}</td>
              <td className="px-3 py-3 text-slate-800 break-words">{row.counterpart}</td>
              <td className="whitespace-nowrap px-3 py-3">
                <StatusBadges row={row} className="flex flex-col items-start gap-1" />
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums text-slate-900">
                <AmountCell amount={row.amountPaid} />
                {row.deal && <DealAmounts sim={sim} row={row} />}
              </td>
              <td className="max-w-48 px-3 py-3 text-slate-700 xl:max-w-64">
                <TermsCell text={row.additionalTerms} />
              </td>
              <td className="px-3 py-3 text-slate-700 tabular-nums">
                <ReportedAt row={row} />
              </td>
              <td className="sticky right-0 bg-inherit px-3 py-2 text-right">
                <RowAction row={row} onHide={onHide} onUnhide={onUnhide} busy={busyIds.has(row.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * On a phone: one card per result, in the table's order, with the table's labels. The action sits at
 * the card's top right, where the thumb is, and where the toast after a Hide (bottom left) never lies.
 */
function ResultCards({ sim, rows, onHide, onUnhide, busyIds, showRound }: ResultsTableProps) {
  const cfg = reportedSimulation(sim);
  const { reporter, counterpart, amount } = cfg.results;
  return (
    <ul aria-label={`${cfg.title} results`} className="space-y-3" data-testid="result-cards">
      {rows.map((row) => (
        <li
          key={row.id}
          aria-label={`${row.reporter} and ${row.counterpart}`}
          className={cn(
            'min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200',
            row.isHidden && 'bg-slate-50 text-slate-600',
          )}
        >
          <div className="flex items-start justify-between gap-3">
            <StatusBadges row={row} className="flex flex-wrap gap-2" />
            <RowAction row={row} onHide={onHide} onUnhide={onUnhide} busy={busyIds.has(row.id)} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            {showRound && (
              <CardField label={ROUND_COLUMN}>
                <span className="tabular-nums">{row.round}</span>
              </CardField>
            )}
            <CardField label={reporter.column}>
              <span className="font-medium text-slate-900 break-words">{row.reporter}</span>
            </CardField>
            <CardField label={counterpart.column}>
              <span className="break-words text-slate-800">{row.counterpart}</span>
            </CardField>
            <CardField label={amount.column}>
              <span className="tabular-nums text-slate-900">
                <AmountCell amount={row.amountPaid} />
              </span>
            </CardField>
            {row.deal?.firstOffer && (
              <CardField label="First offer">
                <FirstOfferFact sim={sim} deal={row.deal} />
              </CardField>
            )}
            {row.deal?.contingent && (
              <CardField label="Contingent">
                <ContingentFact deal={row.deal} />
              </CardField>
            )}
            <CardField label="Additional Terms">
              <TermsCell text={row.additionalTerms} />
            </CardField>
            <CardField label={REPORTED_COLUMN}>
              <span className="tabular-nums">
                <ReportedAt row={row} />
              </span>
            </CardField>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </>
  );
}

function StatusBadges({ row, className }: { row: ResultRow; className: string }) {
  return (
    <div className={className}>
      {row.noAgreement ? (
        <Badge tone="red">No Agreement</Badge>
      ) : (
        <Badge tone="green">Agreement Reached</Badge>
      )}
      {row.deal && <DealBadges deal={row.deal} />}
      {row.isHidden && <Badge tone="gray">Hidden</Badge>}
    </div>
  );
}

/** Under a pair's amount: where the talks opened and the contingent part, in small print that wraps. */
function DealAmounts({ sim, row }: { sim: string; row: ResultRow }) {
  const deal = row.deal;
  if (!deal || (!deal.firstOffer && !deal.contingent)) return null;
  return (
    <div className="mt-1 flex flex-col items-end gap-0.5 whitespace-normal text-xs text-slate-600">
      <FirstOfferFact sim={sim} deal={deal} />
      <ContingentFact deal={deal} />
    </div>
  );
}

/**
 * When the result was reported, in the browser's time zone, with the exact instant for machines. The date
 * and the time each keep to one line, and wrap between them ("Mar 14, 2025," / "9:05 AM"), so the column
 * stays narrow enough for the table to fit a 1280 px screen.
 */
function ReportedAt({ row }: { row: ResultRow }) {
  const shown = formatDateTime(row.createdAt);
  if (!shown) return <span className="text-slate-400">-</span>;
  const cut = shown.lastIndexOf(', ');
  return (
    <time dateTime={row.createdAt}>
      {cut < 0 ? (
        shown
      ) : (
        <>
          <span className="whitespace-nowrap">{shown.slice(0, cut + 1)}</span>{' '}
          <span className="whitespace-nowrap">{shown.slice(cut + 2)}</span>
        </>
      )}
    </time>
  );
}

function RowAction({
  row,
  onHide,
  onUnhide,
  busy,
}: {
  row: ResultRow;
  onHide: (row: ResultRow) => void;
  onUnhide: (row: ResultRow) => void;
  busy: boolean;
}) {
  return row.isHidden ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onUnhide(row)}
      disabled={busy}
      aria-label={`Unhide result: ${row.reporter} and ${row.counterpart}`}
      className="shrink-0"
    >
      <Eye className="h-4 w-4" aria-hidden />
      Unhide
    </Button>
  ) : (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onHide(row)}
      disabled={busy}
      aria-label={`Hide result: ${row.reporter} and ${row.counterpart}`}
      className="shrink-0"
    >
      <EyeOff className="h-4 w-4" aria-hidden />
      Hide
    </Button>
  );
}
