import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tariffUrls, type TariffRound } from '@shared/contracts/tariff-config';
import type { TariffRoundRules } from '@shared/contracts/tariff';
import { requestData } from '@/lib/api';

export interface UpdateRound {
  gameId: number;
  round: number;
  rules: TariffRoundRules;
}

export const updateRound = ({ gameId, round, rules }: UpdateRound) =>
  requestData<TariffRound>('PATCH', tariffUrls.round(gameId, round), rules);

/** Sets a round's special rules (before its reveal); the game state is read again whatever the answer. */
export function useUpdateRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRound,
    onSettled: () => client.invalidateQueries({ queryKey: [tariffUrls.current] }),
  });
}
