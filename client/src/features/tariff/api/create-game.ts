import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff-config';
import type { NewTariffGame } from '@shared/contracts/tariff';
import { requestData } from '@/lib/api';

/** Printed codes for `pairs` pairs, or teams of about `teamSize` formed from the class's present students. */
export const createGame = (game: NewTariffGame) =>
  requestData<TariffCreatedGame>('POST', tariffUrls.games, game);

/** Starts a new game for the current class (the previous one ends), then reads the game state afresh. */
export function useCreateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: () => client.invalidateQueries({ queryKey: [tariffUrls.current] }),
  });
}
