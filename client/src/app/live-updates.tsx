import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth';

/**
 * Connects the page to the live channel once the app has taken over (issue 19). The code is loaded then,
 * not with the first bundle. Signing in or out reconnects: the server decides what a stream carries from
 * who opened it.
 */
export function LiveUpdates() {
  const client = useQueryClient();
  const { isAdmin } = useAuth();
  useEffect(() => {
    // no EventSource (component tests, very old browsers): pages load what they show when they open
    if (typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-sync').then(({ startLiveSync }) => {
      if (!cancelled) stop = startLiveSync(client);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, isAdmin]);
  return null;
}
