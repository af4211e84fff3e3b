import { queryOptions, useQuery } from '@tanstack/react-query';
import { tariffUrls, type TariffTeamView } from '@shared/contracts/tariff-config';
import { ApiError, getData } from '@/lib/api';

/**
 * What this device's team may see (GET /api/tariff/team), or why there is nothing: `none` when the device
 * has not joined a team (the server answers null), `ended` when its team's game was replaced by a newer one
 * (410). Those two answers are states of the page, not failures, so the page (and the server renderer) shows
 * the join form.
 */
export type TeamViewResult =
  { state: 'playing'; view: TariffTeamView } | { state: 'none' } | { state: 'ended' };

export async function getTeamView(): Promise<TeamViewResult> {
  try {
    const view = await getData<TariffTeamView | null>(tariffUrls.team);
    return view ? { state: 'playing', view } : { state: 'none' };
  } catch (err) {
    if (err instanceof ApiError && err.status === 410) return { state: 'ended' };
    throw err;
  }
}

/**
 * A `tariff` event on the live channel refetches it; until that lands, coming back to the tab (a phone
 * woken up) refetches it too.
 */
export const teamViewQueryOptions = () =>
  queryOptions({
    queryKey: [tariffUrls.team],
    queryFn: getTeamView,
    refetchOnWindowFocus: 'always',
    meta: { liveTopics: ['tariff'] },
  });

export const useTeamView = () => useQuery(teamViewQueryOptions());
