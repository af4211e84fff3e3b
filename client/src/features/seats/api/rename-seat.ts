import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seatUrl, type RosterSeat } from '@shared/contracts/seats-config';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { rosterKey } from '@/lib/roster';

export interface RenameSeatInput {
  id: number;
  name: string;
}

/** PATCH /api/seats/{id} (instructor): a student's new name (409 when another seat of the class has it). */
export const renameSeat = ({ id, name }: RenameSeatInput): Promise<RosterSeat> =>
  requestData<RosterSeat>('PATCH', seatUrl(id), { name });

export function useRenameSeat({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof renameSeat> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: rosterKey });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: renameSeat,
  });
}
