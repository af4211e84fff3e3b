import { formatDateTime } from '@shared/format';
import type { ReactNode } from 'react';
import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ClampedText } from './clamped-text';

const columns = ['Date', 'Name', 'Rating', 'Comments', 'Favorite part'] as const;

/**
 * One table of feedback, newest first as the server lists it. On a wide screen it is a table with fixed
 * column widths (so the active and archived tables line up); below the lg breakpoint each row becomes a
 * small card with its own labels. The explicit ARIA roles keep the table semantics that some browsers
 * drop when table elements are restyled as blocks.
 */
export function FeedbackTable({
  caption,
  entries,
  pending,
  onToggleArchived,
}: {
  caption: string;
  entries: readonly FeedbackEntry[];
  pending: ReadonlySet<number>;
  onToggleArchived: (entry: FeedbackEntry) => void;
}) {
  return (
    <div className="relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table role="table" className="w-full text-left text-sm max-lg:block lg:table-fixed">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-40" />
          <col className="w-32" />
          <col className="w-20" />
          <col />
          <col className="w-44" />
          <col className="w-36" />
        </colgroup>
        <thead role="rowgroup" className="bg-slate-50 text-slate-700 max-lg:sr-only">
          <tr role="row">
            {columns.map((c) => (
              <th key={c} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
                {c}
              </th>
            ))}
            <th role="columnheader" scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-200 max-lg:block">
          {entries.map((e) => {
            const when = formatDateTime(e.createdAt);
            const busy = pending.has(e.id);
            const from = `feedback from ${e.name ?? 'an anonymous student'}, ${when}`;
            return (
              <tr
                key={e.id}
                role="row"
                className="align-top max-lg:grid max-lg:grid-cols-[1fr_auto] max-lg:p-4"
              >
                <Cell className="text-slate-600 max-lg:col-start-1">
                  <time dateTime={e.createdAt}>{when}</time>
                </Cell>
                <Cell label="Name" className="text-slate-900 max-lg:col-start-1">
                  {e.name ?? <span className="text-slate-500 italic">Anonymous</span>}
                </Cell>
                <Cell className="font-semibold tabular-nums text-slate-900 max-lg:col-start-2 max-lg:row-start-1 max-lg:text-right max-lg:text-base">
                  {e.rating}/10
                </Cell>
                <Cell label="Comments" className="whitespace-pre-wrap text-slate-700 max-lg:col-span-2">
                  {e.comments === null ? (
                    <Empty />
                  ) : (
                    <ClampedText text={e.comments} what={`comments, ${from}`} />
                  )}
                </Cell>
                <Cell label="Favorite part" className="whitespace-pre-wrap text-slate-700 max-lg:col-span-2">
                  {e.favoritePart === null ? (
                    <Empty />
                  ) : (
                    <ClampedText text={e.favoritePart} what={`favorite part, ${from}`} />
                  )}
                </Cell>
                <Cell className="lg:text-right max-lg:col-span-2 max-lg:pt-2">
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => onToggleArchived(e)}>
                    {busy
                      ? e.isArchived
                        ? 'Unarchiving…'
                        : 'Archiving…'
                      : e.isArchived
                        ? 'Unarchive'
                        : 'Archive'}{' '}
                    <span className="sr-only">{from}</span>
                  </Button>
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A cell; on a phone it shows its column name first (hidden from screen readers, which have the header). */
function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn('break-words lg:px-4 lg:py-3 max-lg:block max-lg:py-0.5', className)}>
      {label && (
        <span aria-hidden className="font-medium text-slate-500 lg:hidden">
          {label}:{' '}
        </span>
      )}
      {children}
    </td>
  );
}

const Empty = () => (
  <>
    <span className="text-slate-400" aria-hidden>
      –
    </span>
    <span className="sr-only">none</span>
  </>
);
