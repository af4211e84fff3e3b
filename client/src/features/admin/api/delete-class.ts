import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classUrl } from '@shared/contracts/classes-config';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { resultUrls } from '@shared/contracts/results-config';
import { reportedSimulations } from '@shared/simulations';
import { classesQueryOptions } from '@/features/classes/api/get-classes';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { dashboardQueryOptions } from './get-dashboard';

export interface DeleteClassInput {
  id: number;
  /** The class's name, typed by the instructor: the server refuses (400) any other. */
  confirmName: string;
}

/** DELETE /api/classes/{id}: deletes an ended class and everything in it (400 for the current class). */
export const deleteClass = ({ id, confirmName }: DeleteClassInput): Promise<void> =>
  apiRequest('DELETE', classUrl(id), { confirmName }).then(() => undefined);

/** The classes, the dashboard and every results and feedback list (one may show all classes) are refetched. */
export function useDeleteClass({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteClass> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      const keys: (readonly unknown[])[] = [
        classesQueryOptions().queryKey,
        dashboardQueryOptions().queryKey,
        [feedbackUrls.list],
        ...reportedSimulations().map((sim) => [resultUrls(sim.key).list]),
      ];
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: deleteClass,
  });
}
