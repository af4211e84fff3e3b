import { queryOptions, useQuery } from '@tanstack/react-query';
import { classJoinUrl, type ClassJoin } from '@shared/contracts/seats-config';
import { getData } from '@/lib/api';

/**
 * GET /api/classes/current/join (instructor): the class code, whether it takes new students, how many
 * joined; null while no class is running.
 */
export const getClassJoin = () => getData<ClassJoin | null>(classJoinUrl);

/** The count follows the roster; a new class has a new code. */
export const classJoinQueryOptions = () =>
  queryOptions({
    queryKey: [classJoinUrl],
    queryFn: getClassJoin,
    meta: { liveTopics: ['roster', 'classes'] },
  });

export const useClassJoin = () => useQuery(classJoinQueryOptions());
