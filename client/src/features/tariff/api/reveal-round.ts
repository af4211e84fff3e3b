import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffUrls, type TariffRevealedRound } from '@shared/contracts/tariff-config';
import { requestData } from '@/lib/api';

export const revealRound = ({ gameId, round }: { gameId: number; round: number }) =>
  requestData<TariffRevealedRound>('POST', tariffUrls.reveal(gameId, round));

/** Reveals a round to everyone; the game state is read again whatever the answer (a 409 too). */
export function useRevealRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revealRound,
    onSettled: () => client.invalidateQueries({ queryKey: [tariffUrls.current] }),
  });
}
