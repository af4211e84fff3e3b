import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
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

const mutationKey = ['tariff', 'update-round'] as const;

/**
 * Sets a round's special rules (before its reveal). Changes may follow each other quickly (a multiplier,
 * then a talk round within a second): each is its own request, the controls stay enabled, and the
 * game state is read again only when the last change has settled, so a read answered between two changes
 * cannot put back a value the instructor just changed. Until then `usePendingRoundRules` overlays them.
 */
export function useUpdateRound() {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateRound,
    onMutate: () => client.cancelQueries({ queryKey: [tariffUrls.current] }),
    // the server's answer is the whole round after this change: into the state at once
    onSuccess: (round) =>
      client.setQueryData<TariffGameState | null>([tariffUrls.current], (game) =>
        game ? { ...game, rounds: game.rounds.map((r) => (r.number === round.number ? round : r)) } : game,
      ),
    onSettled: () =>
      client.isMutating({ mutationKey }) === 1
        ? client.invalidateQueries({ queryKey: [tariffUrls.current] })
        : undefined,
  });
}

/** The rules of every change still in flight, oldest first: what the controls show over the game state. */
export const usePendingRoundRules = () =>
  useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (m) => m.state.variables as UpdateRound,
  });
