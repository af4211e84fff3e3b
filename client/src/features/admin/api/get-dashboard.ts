import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_URL, type DashboardFigures } from '@shared/contracts/dashboard';
import { getData } from '@/lib/api';

export const getDashboard = () => getData<DashboardFigures>(DASHBOARD_URL);

/**
 * The dashboard's live figures. Unlike the app's default (never stale), they are fetched again each time
 * the dashboard opens, and on Refresh; there is no polling.
 */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [DASHBOARD_URL],
    queryFn: getDashboard,
    staleTime: 0,
    meta: { liveTopics: ['results', 'feedback', 'classes'] },
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
