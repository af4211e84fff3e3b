import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mySeatUrl, type EditMySeat, type MySeat } from '@shared/contracts/seats';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { showMySeat } from './get-my-seat';

/** PATCH /api/seats/me: a new name or language (the last write wins; the seat's other devices hear it live). */
export const editMySeat = (input: EditMySeat): Promise<MySeat> =>
  requestData<MySeat>('PATCH', mySeatUrl, input);

export function useEditMySeat({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof editMySeat> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (seat, ...rest) => {
      await showMySeat(client, { state: 'seated', seat });
      await onSuccess?.(seat, ...rest);
    },
    ...restConfig,
    mutationFn: editMySeat,
  });
}
