import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { debriefUrls } from '@shared/contracts/debrief';
import { getData, requestData } from '@/lib/api';

export interface ReleaseState {
  released: boolean;
}

/**
 * GET /api/sims/{key}/debrief/release (instructor): whether the current class's students may open their own
 * debrief. Asked again on `debrief` (released or withdrawn in another tab) and `classes` (a new class starts
 * unreleased).
 */
export const releaseQueryOptions = (sim: string) =>
  queryOptions({
    queryKey: [debriefUrls(sim).release],
    queryFn: () => getData<ReleaseState>(debriefUrls(sim).release),
    meta: { liveTopics: ['debrief', 'classes'] },
  });

export const useReleaseState = (sim: string) => useQuery(releaseQueryOptions(sim));

/**
 * POST /api/sims/{key}/debrief/release `{released}`: the answer is the state as it now is, shown at once; the
 * server tells every page (`debrief`), so the students' phones change by themselves.
 */
export function useSetReleased(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (released: boolean) =>
      requestData<ReleaseState>('POST', debriefUrls(sim).release, { released }),
    onSuccess: (state) => client.setQueryData(releaseQueryOptions(sim).queryKey, state),
  });
}
