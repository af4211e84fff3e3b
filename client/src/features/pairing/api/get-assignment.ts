import { queryOptions, useQuery } from '@tanstack/react-query';
import { pairingUrls, type AssignmentView } from '@shared/contracts/pairing';
import { getData } from '@/lib/api';

/**
 * GET /api/sims/{key}/assignments (instructor): the current class's latest assignment of roles and partners
 * of a simulation, draft or published; null before the first. An `assignments` event (any tab of the
 * instructor changed it) or a new class refetches it.
 */
export const assignmentQueryOptions = (sim: string) =>
  queryOptions({
    queryKey: [pairingUrls(sim).assignments],
    queryFn: () => getData<AssignmentView | null>(pairingUrls(sim).assignments),
    meta: { liveTopics: ['assignments', 'classes'] },
  });

export const useAssignment = (sim: string) => useQuery(assignmentQueryOptions(sim));
