import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealUrls, type MyPair } from '@shared/contracts/deal';
import { getData } from '@/lib/api';

/**
 * GET /api/sims/{key}/my-pair: the seat's pair and the step its phone opens. A `deal` event (either member
 * wrote something), a `debrief` event (released) or a `seat` event refetches it; so does coming back to the
 * tab (a phone woken up) until the stream has said so.
 */
export const myPairQueryOptions = (sim: string) =>
  queryOptions({
    queryKey: [dealUrls(sim).myPair],
    queryFn: () => getData<MyPair>(dealUrls(sim).myPair),
    refetchOnWindowFocus: 'always',
    meta: { liveTopics: ['deal', 'debrief', 'seat'] },
  });

export const useMyPair = (sim: string) => useQuery(myPairQueryOptions(sim));
