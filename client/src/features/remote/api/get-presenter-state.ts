import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PRESENTER_STATE_URL, type PresenterState } from '@shared/contracts/presenter-config';
import { getData } from '@/lib/api';
import { setFromEvent } from '@/lib/live/set-from-event';

/** The instructor's presentation; a `presenter` event carries the new state, which replaces it with no request. */
export const presenterStateQuery = () =>
  queryOptions({
    queryKey: [PRESENTER_STATE_URL],
    queryFn: () => getData<PresenterState | null>(PRESENTER_STATE_URL),
    meta: { liveTopics: ['presenter'] },
  });

export const setPresenterStateFromEvent = (client: QueryClient, state: PresenterState | null) =>
  setFromEvent(client, presenterStateQuery().queryKey, state);
