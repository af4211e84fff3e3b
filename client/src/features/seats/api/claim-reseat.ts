import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reseatClaimUrl, type MySeat } from '@shared/contracts/seats-config';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { showMySeat } from './get-my-seat';

/** POST /api/seats/reseat: the instructor's one-time link (`/me?reseat=TOKEN`) opens its seat here. */
export const claimReseat = (token: string): Promise<MySeat> =>
  requestData<MySeat>('POST', reseatClaimUrl, { token });

export function useClaimReseat({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof claimReseat> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (seat, ...rest) => {
      await showMySeat(client, { state: 'seated', seat }, { newSeat: true });
      await onSuccess?.(seat, ...rest);
    },
    ...restConfig,
    mutationFn: claimReseat,
  });
}
