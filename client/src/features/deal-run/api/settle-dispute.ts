import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealUrls } from '@shared/contracts/deal';
import { requestData } from '@/lib/api';
import { pairsQueryOptions } from './get-pairs';

/** POST /api/sims/{key}/pairs/{table}/settle `{version}`: that version is the pair's agreement, final. */
export function useSettleDispute(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ table, version }: { table: number; version: number }) =>
      requestData<unknown>('POST', dealUrls(sim).settle(table), { version }),
    onSuccess: () => client.invalidateQueries({ queryKey: pairsQueryOptions(sim).queryKey }),
  });
}
