import { queryOptions, useQuery } from '@tanstack/react-query';
import { dealUrls, type PairsOverview } from '@shared/contracts/deal';
import { getData } from '@/lib/api';

/**
 * GET /api/sims/{key}/pairs (instructor): every pair of the current class's published assignment, with
 * its step, what it entered and the counts. A `deal` event (a pair wrote something), an `assignments`
 * event (a student marked absent, latecomers paired) or a new class refetches it.
 */
export const pairsQueryOptions = (sim: string) =>
  queryOptions({
    queryKey: [dealUrls(sim).pairs],
    queryFn: () => getData<PairsOverview>(dealUrls(sim).pairs),
    meta: { liveTopics: ['deal', 'assignments', 'classes'] },
  });

export const usePairs = (sim: string) => useQuery(pairsQueryOptions(sim));
