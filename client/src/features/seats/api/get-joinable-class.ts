import { queryOptions, useQuery } from '@tanstack/react-query';
import { joinClassUrl, type JoinableClass } from '@shared/contracts/seats-config';
import { ApiError, getData } from '@/lib/api';

/** GET /api/seats/class?code= (public): the class a code belongs to; null when no class has it (404). */
export async function getJoinableClass(code: string): Promise<JoinableClass | null> {
  try {
    return await getData<JoinableClass>(`${joinClassUrl}?code=${encodeURIComponent(code)}`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** What the join form shows under a complete class code. Nothing live reaches a page without a seat. */
export const joinableClassQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [joinClassUrl, code],
    queryFn: () => getJoinableClass(code),
    meta: { liveTopics: [] },
  });

/** Asked only once `code` is a whole class code (null: not yet). */
export const useJoinableClass = (code: string | null) =>
  useQuery({ ...joinableClassQueryOptions(code ?? ''), enabled: code !== null });
