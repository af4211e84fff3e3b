import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PRESENTER_STATE_URL, type PresenterState } from '@shared/contracts/presenter-config';
import { getData } from '@/lib/api';

/** The instructor's presentation; a `presenter` event carries the new state, which replaces it with no request. */
export const presenterStateQuery = () =>
  queryOptions({
    queryKey: [PRESENTER_STATE_URL],
    queryFn: () => getData<PresenterState | null>(PRESENTER_STATE_URL),
    meta: { liveTopics: ['presenter'] },
  });

export const setPresenterStateFromEvent = (client: QueryClient, state: PresenterState | null) =>
  client.setQueryData(presenterStateQuery().queryKey, state);
