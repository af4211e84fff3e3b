import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { declaredTopics } from '@/lib/live/live-topics';

/** What the live channel can refresh: a query that declared at least one live topic. */
const refreshedByLive = (query: Query) => (declaredTopics(query.meta)?.length ?? 0) > 0;

/**
 * True from the moment the page holds a query the live channel refreshes. A page that shows no API data
 * (the home page) has nothing to keep in step, so a phone opening it downloads no live code at all; the
 * channel starts as soon as a page (server-rendered or opened later) holds such a query, and then stays.
 */
function useHoldsLiveData(client: QueryClient): boolean {
  const [holds, setHolds] = useState(false);
  useEffect(() => {
    if (holds) return;
    const cache = client.getQueryCache();
    const check = () => {
      if (cache.getAll().some(refreshedByLive)) setHolds(true);
    };
    check();
    // the cache announces a query while the component that asks for it renders: look after that render
    return cache.subscribe((event) => {
      if (event.type === 'added') queueMicrotask(check);
    });
  }, [client, holds]);
  return holds;
}

/**
 * Connects the page to the live channel once the app has taken over and the page shows data it refreshes.
 * The code is loaded then, not with the first bundle. Signing in or out reconnects: the server decides what
 * a stream carries from who opened it.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  const { isAdmin } = useAuth();
  const needed = useHoldsLiveData(client);
  useEffect(() => {
    // no EventSource (component tests, very old browsers): pages load what they show when they open
    if (!needed || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-sync').then(({ startLiveSync }) => {
      if (!cancelled) stop = startLiveSync(client);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, isAdmin, needed]);
  return null;
}
