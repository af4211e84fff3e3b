import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatsUrl, type JoinSeat, type MySeat } from '@shared/contracts/seats';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { showMySeat } from './get-my-seat';

/** POST /api/seats: takes a seat in the class of `code` (the server sets the seat cookie). */
export const joinSeat = (input: JoinSeat): Promise<MySeat> => requestData<MySeat>('POST', seatsUrl, input);

/** Joins, then shows the student home for the new seat. */
export function useJoinSeat({ mutationConfig }: { mutationConfig?: MutationConfig<typeof joinSeat> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (seat, ...rest) => {
      await showMySeat(client, { state: 'seated', seat }, { newSeat: true });
      await onSuccess?.(seat, ...rest);
    },
    ...restConfig,
    mutationFn: joinSeat,
  });
}
