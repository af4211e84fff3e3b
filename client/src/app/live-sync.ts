import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { classesUrl } from '@shared/contracts/classes-config';
import { DASHBOARD_URL } from '@shared/contracts/dashboard';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { resultUrls } from '@shared/contracts/results-config';
import { findSimulation, hasResults } from '@shared/simulations';
import { setTimerFromEvent } from '@/features/class-timer/api/get-class-timer';
import { subscribeLive, type LiveSignal } from '@/lib/live/live-connection';

/** Every query key starts with the URL it reads; these match a key by that URL. */
const urlOf = (key: QueryKey) => (typeof key[0] === 'string' ? key[0] : '');
const startsWith =
  (...prefixes: string[]) =>
  ({ queryKey }: { queryKey: QueryKey }) =>
    prefixes.some((p) => urlOf(queryKey).startsWith(p));
const rolePages = ({ queryKey }: { queryKey: QueryKey }) =>
  /^\/api\/sims\/[^/]+\/roles\//.test(urlOf(queryKey));

/**
 * What each live event refreshes (issue 19): the queries of what changed are fetched again, through the
 * API and its access rules, so a page shows the change within a second and, since lists are replaced
 * rather than appended to, never twice. Only queries a page shows are refetched at once; others are marked
 * stale and load when next shown.
 */
export function handleLiveSignal(client: QueryClient, signal: LiveSignal) {
  const refresh = (predicate: (q: { queryKey: QueryKey }) => boolean) =>
    void client.invalidateQueries({ predicate });
  switch (signal.type) {
    case 'results': {
      const sim = findSimulation(signal.sim);
      if (sim && hasResults(sim)) refresh(startsWith(resultUrls(sim.key).list, DASHBOARD_URL, classesUrl));
      return;
    }
    case 'feedback':
      return refresh(startsWith(feedbackUrls.list, DASHBOARD_URL, classesUrl));
    case 'classes':
      // a new class: the current class's lists, counts and names all change
      return refresh(startsWith('/api/sims/', feedbackUrls.list, DASHBOARD_URL, classesUrl));
    case 'simulations':
      // the settings, and the role texts, which the server now gives or refuses
      refresh(startsWith('/api/visibility/simulations'));
      return refresh(rolePages);
    case 'feedbackForm':
      return refresh(startsWith(feedbackUrls.formSetting));
    case 'decks':
      return refresh(startsWith('/api/visibility/decks'));
    case 'timer':
      return setTimerFromEvent(client, signal.timer);
    case 'tariff':
      return refresh(startsWith('/api/tariff/'));
    case 'resync':
      // back after a drop: anything may have changed
      return void client.invalidateQueries();
    case 'hello':
      return;
  }
}

/** Keeps the app's queries in step with the live channel until the returned function is called. */
export function startLiveSync(client: QueryClient): () => void {
  return subscribeLive((signal) => handleLiveSignal(client, signal));
}
