import { formatDateTime, timeAgo } from '@shared/format';
import { useNow } from '@/lib/use-now';
import { MessageSquareHeart } from 'lucide-react';
import type { ActivityItem } from '@shared/contracts/dashboard';
import { findSimulation } from '@shared/simulations';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { simulationIcon } from '@/lib/simulation-icons';

/** The latest results and feedback, newest first, with relative times that keep up with the clock. */
export function RecentActivity({
  items,
  isLoading,
}: {
  items: ActivityItem[] | undefined;
  isLoading: boolean;
}) {
  const now = useNow();
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">Recent Activity</h3>
      {isLoading ? (
        <p className="mt-3 text-slate-600">Loading…</p>
      ) : !items ? (
        <p className="mt-3 text-slate-600">Recent activity is not available right now.</p>
      ) : items.length === 0 ? (
        <p className="mt-3 text-slate-600">
          Nothing yet. Reported results and course feedback will appear here as students send them.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={`${item.kind}-${'sim' in item ? item.sim : ''}-${item.id}`} className="flex gap-3 py-3">
              <ActivityIcon item={item} />
              <div className="min-w-0 flex-1">
                <p className="break-words text-slate-900">
                  <ActivityText item={item} />
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                    {timeAgo(item.createdAt, now)}
                  </time>
                  {item.kind === 'result' && item.isHidden && <Badge tone="gray">Hidden</Badge>}
                  {item.kind === 'feedback' && item.isArchived && <Badge tone="gray">Archived</Badge>}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ActivityIcon({ item }: { item: ActivityItem }) {
  const sim = item.kind === 'result' ? findSimulation(item.sim) : undefined;
  const Icon = sim ? simulationIcon(sim) : MessageSquareHeart;
  return (
    <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon className="h-4 w-4" aria-hidden />
    </span>
  );
}

function ActivityText({ item }: { item: ActivityItem }) {
  if (item.kind === 'feedback') {
    return (
      <>
        Course feedback, rated <strong>{item.rating}/10</strong>
        {item.name ? <> by {item.name}</> : ' (anonymous)'}
      </>
    );
  }
  const [reporter, counterpart] = item.parties;
  const sim = findSimulation(item.sim);
  // A result of a simulation no longer in the registry still shows, under its key.
  const roles = sim?.results ? [sim.results.reporter.short, sim.results.counterpart.short] : ['', ''];
  const party = (name: string, role: string) => (role ? `${name} (${role})` : name);
  return (
    <>
      <strong>{sim?.title ?? item.sim}</strong>: {party(reporter, roles[0]!)} and{' '}
      {party(counterpart, roles[1]!)}: {item.noAgreement ? 'no agreement' : 'agreement reached'}
    </>
  );
}
