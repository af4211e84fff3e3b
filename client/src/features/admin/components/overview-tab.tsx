import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { ClassTimerControls } from '@/features/class-timer/components/class-timer-controls';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useDashboard } from '../api/get-dashboard';
import { CurrentClass } from './current-class';
import { FeedbackCard } from './feedback-card';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';

/**
 * Overview: the current class, and its live counts, recent activity and feedback card, from one admin
 * endpoint (the figures are the current class's).
 */
export function OverviewTab() {
  const dashboard = useDashboard();
  const { data, error, isLoading, isFetching, refetch } = dashboard;

  // A failed feedback count is only logged, and the count stays 0.
  useEffect(() => {
    if (error) console.error('Failed to fetch the dashboard figures (feedback count stays 0)', error);
  }, [error]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Overview</h2>
        {/* never disabled: a live update refetches in the background, and the button does not flicker with it */}
        <Button
          variant="secondary"
          size="sm"
          aria-busy={isFetching}
          onClick={() => {
            if (!isFetching) void refetch();
          }}
        >
          <RefreshCw className={isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          {isFetching ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <CurrentClass current={data?.currentClass} isLoading={isLoading} />
      {error && !isFetching && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Could not load the latest figures. {errorMessage(error, 'Please try Refresh in a moment.')}
        </p>
      )}
      <StatCards figures={data} />
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <ClassTimerControls />
      </div>
      {/* The feedback card comes first on a phone, beside the activity list on a wide screen. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-start-3 lg:row-start-1">
          <FeedbackCard
            activeCount={data?.feedback.active ?? 0}
            archivedCount={data?.feedback.archived}
            isLoading={isLoading}
          />
        </div>
        <div className="lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <RecentActivity items={data?.recentActivity} isLoading={isLoading} />
        </div>
      </div>
    </div>
  );
}
