import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { FOLLOW_ALONG_URL, type FollowAlong } from '@shared/contracts/presenter-config';
import { getData } from '@/lib/api';
import { setFromEvent } from '@/lib/live/set-from-event';

/**
 * The slide the instructor is on while following along is on (null otherwise). A `followAlong` event carries
 * it, which replaces the data with no request; a deck hidden meanwhile (`decks`) is asked again.
 */
export const followAlongQuery = () =>
  queryOptions({
    queryKey: [FOLLOW_ALONG_URL],
    queryFn: () => getData<FollowAlong | null>(FOLLOW_ALONG_URL),
    meta: { liveTopics: ['followAlong', 'decks'] },
  });

export const setFollowAlongFromEvent = (client: QueryClient, follow: FollowAlong | null) =>
  setFromEvent(client, followAlongQuery().queryKey, follow);
