import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a live event carries replaces what the page holds, with no request. A read of the same query sent
 * before the change (the refetch of a resync, after a stream's hello) must not land after the event and undo
 * it: it is cancelled first, as after a request that changed the data (showMySeat).
 */
export async function setFromEvent<T>(client: QueryClient, queryKey: QueryKey, data: T): Promise<void> {
  await client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, data);
}
