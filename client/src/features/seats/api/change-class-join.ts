import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classJoinUrl, type ClassJoin, type ClassJoinPatch } from '@shared/contracts/seats';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { classJoinQueryOptions } from './get-class-join';

/** PATCH /api/classes/current/join: opens or closes the class to new students, or draws a new code. */
export const changeClassJoin = (patch: ClassJoinPatch): Promise<ClassJoin> =>
  requestData<ClassJoin>('PATCH', classJoinUrl, patch);

/** The answer is the new state: shown at once (the join screen follows through its own query). */
export function useChangeClassJoin({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof changeClassJoin> } = {}) {
  const client = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (join, ...rest) => {
      client.setQueryData(classJoinQueryOptions().queryKey, join);
      await onSuccess?.(join, ...rest);
    },
    ...restConfig,
    mutationFn: changeClassJoin,
  });
}
