import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';

/**
 * The options a mutation hook of a feature's api/ takes from its caller (bulletproof-react's
 * MutationConfig): everything but the request itself, which the hook names.
 */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn> extends [] ? void : Parameters<Fn>[0]>,
  'mutationFn'
>;

/**
 * Data never goes stale, no refetch on focus, no polling, no retries. There is no default
 * query function: every query names its own (a feature's api/ file), with the fetcher of lib/api.ts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
