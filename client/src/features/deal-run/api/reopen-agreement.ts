import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealUrls } from '@shared/contracts/deal';
import { requestData } from '@/lib/api';
import { pairsQueryOptions } from './get-pairs';

/** POST /api/sims/{key}/pairs/{table}/reopen: a final agreement is open again; the pairs are fetched anew. */
export function useReopenAgreement(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (table: number) => requestData<unknown>('POST', dealUrls(sim).reopen(table)),
    onSuccess: () => client.invalidateQueries({ queryKey: pairsQueryOptions(sim).queryKey }),
  });
}
