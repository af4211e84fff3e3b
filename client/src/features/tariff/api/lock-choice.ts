import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@shared/contracts/results-config';
import { tariffUrls, type TariffChoice, type TariffLocked } from '@shared/contracts/tariff-config';
import type { Ok } from '@shared/contracts/envelope';
import { apiRequest } from '@/lib/api';

export interface LockChoice {
  round: number;
  choice: TariffChoice;
  /** One key per confirmed choice: a double tap or a retry is stored once. */
  idempotencyKey: string;
}

export const lockChoice = async ({ round, choice, idempotencyKey }: LockChoice) =>
  (
    await apiRequest<Ok<TariffLocked>>(
      'POST',
      tariffUrls.choice,
      { round, choice },
      { [IDEMPOTENCY_HEADER]: idempotencyKey },
    )
  ).data;

/** Locks the team's choice for a round; the team's page is read again whatever the answer (a 409 too). */
export function useLockChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: lockChoice,
    onSettled: () => client.invalidateQueries({ queryKey: [tariffUrls.team] }),
  });
}
