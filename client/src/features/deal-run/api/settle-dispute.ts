import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealUrls, type SettleBody } from '@shared/contracts/deal';
import { requestData } from '@/lib/api';
import { pairsQueryOptions } from './get-pairs';

/**
 * POST /api/sims/{key}/pairs/{table}/settle `{version}`: that version is the pair's agreement, final; with
 * `namedAmount`, the disputed version at the amount its dispute named.
 */
export function useSettleDispute(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ table, ...body }: SettleBody & { table: number }) =>
      requestData<unknown>('POST', dealUrls(sim).settle(table), body),
    onSuccess: () => client.invalidateQueries({ queryKey: pairsQueryOptions(sim).queryKey }),
  });
}
