import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_URL, type DashboardFigures } from '@shared/contracts/dashboard';
import { getData } from '@/lib/api';

/**
 * The dashboard's live figures. Unlike the app's default (never stale), they are fetched again each time
 * the dashboard opens, and on Refresh; there is no polling.
 */
export function useDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_URL],
    queryFn: () => getData<DashboardFigures>(DASHBOARD_URL),
    staleTime: 0,
  });
}
