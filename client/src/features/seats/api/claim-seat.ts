import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimSeatUrl, type MySeat } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { showMySeat } from './get-my-seat';

export interface ClaimSeatInput {
  /** As typed: the server reads "k7qm 2pxr" as K7QM2PXR. */
  seatCode: string;
  /** The language of the page, which the server answers in. */
  lang: Lang;
}

/** POST /api/seats/claim: opens, on this device, the seat another device shows the code of. */
export const claimSeat = (input: ClaimSeatInput): Promise<MySeat> =>
  requestData<MySeat>('POST', claimSeatUrl, input);

export function useClaimSeat({ mutationConfig }: { mutationConfig?: MutationConfig<typeof claimSeat> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (seat, ...rest) => {
      await showMySeat(client, { state: 'seated', seat }, { newSeat: true });
      await onSuccess?.(seat, ...rest);
    },
    ...restConfig,
    mutationFn: claimSeat,
  });
}
