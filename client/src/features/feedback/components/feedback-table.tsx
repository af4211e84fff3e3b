import type { FeedbackEntry } from '@shared/contracts/feedback';
import { Button } from '@/components/ui/button';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One table of feedback, newest first as the server lists it. It scrolls sideways on a narrow phone;
 * the region is focusable so a keyboard can scroll it too.
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
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[48rem] table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {/* Fixed widths, so the active and archived tables line up. */}
        <colgroup>
          <col className="w-44" />
          <col className="w-36" />
          <col className="w-20" />
          <col />
          <col className="w-48" />
          <col className="w-36" />
        </colgroup>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Rating
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Comments
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Favorite part
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((e) => {
            const when = dateTime.format(new Date(e.createdAt));
            const busy = pending.has(e.id);
            const action = e.isArchived ? 'Unarchive' : 'Archive';
            return (
              <tr key={e.id} className="align-top">
                <td className="px-4 py-3 text-slate-700">
                  <time dateTime={e.createdAt}>{when}</time>
                </td>
                <td className="px-4 py-3 break-words text-slate-900">
                  {e.name ?? <span className="text-slate-500 italic">Anonymous</span>}
                </td>
                <td className="px-4 py-3 font-semibold tabular-nums text-slate-900">{e.rating}/10</td>
                <td className="px-4 py-3 break-words whitespace-pre-wrap text-slate-700">
                  {e.comments ?? <Empty />}
                </td>
                <td className="px-4 py-3 break-words whitespace-pre-wrap text-slate-700">
                  {e.favoritePart ?? <Empty />}
                </td>
                <td className="px-4 py-3 text-right">
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => onToggleArchived(e)}>
                    {busy ? (e.isArchived ? 'Unarchiving…' : 'Archiving…') : action}{' '}
                    <span className="sr-only">
                      feedback from {e.name ?? 'an anonymous student'}, {when}
                    </span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
