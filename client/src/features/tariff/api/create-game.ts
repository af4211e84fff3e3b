import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff-config';
import { requestData } from '@/lib/api';

export const createGame = (pairs: number) =>
  requestData<TariffCreatedGame>('POST', tariffUrls.games, { pairs });

/** Starts a new game for the current class (the previous one ends), then reads the game state afresh. */
export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => client.invalidateQueries({ queryKey: [tariffUrls.current] }),
  });
}
