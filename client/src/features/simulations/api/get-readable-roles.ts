import { queryOptions, useQuery } from '@tanstack/react-query';
import { readableRolesUrl, type ReadableRoles } from '@shared/contracts/roles';
import { getData } from '@/lib/api';

/**
 * Which roles of a simulation this visitor may read (`roles: null`: every one). Asked again when the role
 * rules change (`simulations`), when the seat is given a role (`seat`: an assignment published) and when a
 * class starts (`classes`: a new class has none yet).
 */
export const readableRolesQuery = (sim: string) =>
  queryOptions({
    queryKey: [readableRolesUrl(sim)],
    queryFn: () => getData<ReadableRoles>(readableRolesUrl(sim)),
    meta: { liveTopics: ['simulations', 'seat', 'classes'] },
  });

export const useReadableRoles = (sim: string) => useQuery(readableRolesQuery(sim));
