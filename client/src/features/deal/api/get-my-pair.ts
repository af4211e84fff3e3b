import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealUrls, type MyPair } from '@shared/contracts/deal';
import { getData } from '@/lib/api';

/**
 * GET /api/sims/{key}/my-pair: the seat's pair and the step its phone opens. A `deal` event (either member
 * wrote something) or a `debrief` event (released) refetches it; so does coming back to the tab (a phone woken
 * up) until the stream has said so. `place` is the seat's round, role, table and partners as /me shows them:
 * a new round, role, table or partner is a new query, and a seat that left its table (absent) unmounts the
 * card before asking, so the phone never asks for a pair it no longer has (a `seat` event would race /me's
 * own refetch to a 403).
 */
export const myPairQueryOptions = (sim: string, place = '') =>
  queryOptions({
    queryKey: [dealUrls(sim).myPair, place],
    queryFn: () => getData<MyPair>(dealUrls(sim).myPair),
    refetchOnWindowFocus: 'always',
    meta: { liveTopics: ['deal', 'debrief'] },
  });

export const useMyPair = (sim: string, place = '') => useQuery(myPairQueryOptions(sim, place));
