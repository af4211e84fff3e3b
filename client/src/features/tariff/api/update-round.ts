import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffUrls, type TariffGameState, type TariffRound } from '@shared/contracts/tariff-config';
import type { TariffRoundRules } from '@shared/contracts/tariff';
import { requestData } from '@/lib/api';

export interface UpdateRound {
  gameId: number;
  round: number;
  rules: TariffRoundRules;
}

export const updateRound = ({ gameId, round, rules }: UpdateRound) =>
  requestData<TariffRound>('PATCH', tariffUrls.round(gameId, round), rules);

/**
 * Sets a round's special rules (before its reveal). The round the server answers goes into the game state
 * at once (so the control does not flip back while the state is read again); the state is read again
 * whatever the answer.
 */
export function useUpdateRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRound,
    onSuccess: (round) =>
      client.setQueryData<TariffGameState | null>([tariffUrls.current], (game) =>
        game ? { ...game, rounds: game.rounds.map((r) => (r.number === round.number ? round : r)) } : game,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [tariffUrls.current] }),
  });
}
