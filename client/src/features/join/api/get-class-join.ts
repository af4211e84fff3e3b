import { queryOptions, useQuery } from '@tanstack/react-query';
import { classJoinUrl, type ClassJoin } from '@shared/contracts/seats-config';
import { getData } from '@/lib/api';

/**
 * The current class's code, whether it takes new students and how many have joined (GET
 * /api/classes/current/join, instructor only): the join screen's main QR code carries the code. The same
 * query as Admin → Class's (seats feature), which changes it; the count follows the roster live.
 */
export const classJoinQueryOptions = () =>
  queryOptions({
    queryKey: [classJoinUrl],
    // null while no class is running (after End class): the screen says so instead of a code
    queryFn: () => getData<ClassJoin | null>(classJoinUrl),
    meta: { liveTopics: ['roster', 'classes'] },
  });

export const useClassJoin = () => useQuery(classJoinQueryOptions());
