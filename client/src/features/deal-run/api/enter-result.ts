import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealUrls, type AgreementBody } from '@shared/contracts/deal';
import { requestData } from '@/lib/api';
import { pairsQueryOptions } from './get-pairs';

/** PUT /api/sims/{key}/pairs/{table}/agreement: the instructor enters the pair's result; final at once. */
export function useEnterResult(sim: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ table, body }: { table: number; body: AgreementBody }) =>
      requestData<unknown>('PUT', dealUrls(sim).enter(table), body),
    onSuccess: () => client.invalidateQueries({ queryKey: pairsQueryOptions(sim).queryKey }),
  });
}
