import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eraseMySeatUrl } from '@shared/contracts/seats-config';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { showMySeat } from './get-my-seat';

/**
 * DELETE /api/seats/me?erase=true: leaves the class and deletes the seat's data (the seat closes on all its
 * devices; a confirmed agreement keeps its numbers without the name).
 */
export const leaveClass = (): Promise<void> => apiRequest('DELETE', eraseMySeatUrl).then(() => undefined);

/** Leaves and deletes, then shows the join form, saying the student left (not that anyone removed them). */
export function useLeaveClass({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof leaveClass> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await showMySeat(client, { state: 'none', left: true }, { newSeat: true });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: leaveClass,
  });
}
