import type { Query, QueryClient } from '@tanstack/react-query';
import { findSimulation, hasResults } from '@shared/simulations';
import { setTimerFromEvent } from '@/features/class-timer/api/get-class-timer';
import { setFollowAlongFromEvent } from '@/features/decks/api/get-follow-along';
import { setPresenterStateFromEvent } from '@/features/remote/api/get-presenter-state';
import { refreshCaseRegistry } from '@/lib/case-registry';
import { subscribeLive, type LiveSignal } from '@/lib/live/live-connection';
import { declaredTopics, type LiveTopic } from '@/lib/live/live-topics';

/** The topics an event makes out of date: its type, and for results the simulation's own topic too. */
export function topicsOf(signal: LiveSignal): LiveTopic[] {
  switch (signal.type) {
    case 'hello':
    case 'resync':
      return [];
    case 'results': {
      const sim = findSimulation(signal.sim);
      return sim && hasResults(sim) ? ['results', `results:${sim.key}`] : [];
    }
    default:
      return [signal.type];
  }
}

/**
 * What each live event refreshes: every query that declared one of the event's topics in its
 * `meta.liveTopics` is fetched again, through the API and its access rules, so a page shows the change
 * within a second and, since lists are replaced rather than appended to, never twice. Only queries a page
 * shows are refetched at once; others are marked stale and load when next shown.
 */
export function handleLiveSignal(
  client: QueryClient,
  signal: LiveSignal,
  /** When this tab last asked for a query (undefined: not since the live sync started). */
  askedAt: (query: Query) => number | undefined = () => undefined,
) {
  switch (signal.type) {
    case 'timer':
      // the event carries the timer itself (every screen may see it): no request
      return void setTimerFromEvent(client, signal.timer);
    case 'presenter':
      // the instructor's own devices: the event carries the presentation, so the phone follows with no request
      return void setPresenterStateFromEvent(client, signal.state);
    case 'followAlong':
      // public, and small: the students' pages show the instructor's slide with no request
      return void setFollowAlongFromEvent(client, signal.follow);
    case 'cases':
      // a case added or removed: the page's registry first (its lists, links and routes), then what lists cases
      return void refreshCaseRegistry().then(() => invalidateTopics(client, topicsOf(signal)));
    case 'resync': {
      // back after a drop: anything may have changed; at the first hello, what was asked for before it (the
      // server's render, the page's first reads): a query asked for since was read while the server listened
      const { since } = signal;
      if (since === undefined) {
        // a case added or removed meanwhile is in no query: the registry is asked for again too
        void refreshCaseRegistry();
        return void client.invalidateQueries();
      }
      // (not asked for since the sync started: rendered on the server)
      return void client.invalidateQueries({
        // a read that was refused (no seat: 401) stays refused until an event says otherwise; asking
        // again would only log the refusal in the browser's console
        predicate: (query) => query.state.status !== 'error' && (askedAt(query) ?? -Infinity) < since,
      });
    }
    default:
      return invalidateTopics(client, topicsOf(signal));
  }
}

/** Marks every query that declared one of `topics` out of date (a shown one is fetched again at once). */
function invalidateTopics(client: QueryClient, topics: LiveTopic[]): void {
  if (topics.length === 0) return;
  void client.invalidateQueries({
    predicate: (query) => declaredTopics(query.meta)?.some((t) => topics.includes(t)) ?? false,
  });
}

/** Keeps the app's queries in step with the live channel until the returned function is called. */
export function startLiveSync(client: QueryClient): () => void {
  // when each query was last asked for, from before the stream opens (a fetch's start is its 'fetch' action)
  const asked = new WeakMap<Query, number>();
  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') asked.set(event.query, Date.now());
  });
  const stopListening = subscribeLive((signal) => handleLiveSignal(client, signal, (q) => asked.get(q)));
  return () => {
    stopListening();
    stopWatching();
  };
}
