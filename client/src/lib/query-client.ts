import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api';

type On401 = 'throw' | 'returnNull';

/** The default query: GET the address the query key spells (SPEC section 7). */
export const getQueryFn =
  <T>({ on401 }: { on401: On401 }): QueryFunction<T> =>
  async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', queryKey.join('/'));
    } catch (err) {
      if (on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null as T;
      throw err;
    }
  };

/** SPEC section 9: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
