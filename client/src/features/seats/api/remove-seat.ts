import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatUrl } from '@shared/contracts/seats-config';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { classJoinQueryOptions } from './get-class-join';
import { rosterKey } from '@/lib/roster';

/** DELETE /api/seats/{id} (instructor): removes a student; the seat's devices stop working at once. */
export const removeSeat = (id: number): Promise<void> =>
  apiRequest('DELETE', seatUrl(id)).then(() => undefined);

export function useRemoveSeat({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof removeSeat> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      void client.invalidateQueries({ queryKey: classJoinQueryOptions().queryKey });
      await client.invalidateQueries({ queryKey: rosterKey });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: removeSeat,
  });
}
