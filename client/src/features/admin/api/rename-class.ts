import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classUrl, type CourseClass } from '@shared/contracts/classes-config';
import { classesQueryOptions } from '@/features/classes/api/get-classes';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { dashboardQueryOptions } from './get-dashboard';

export interface RenameClassInput {
  id: number;
  name: string;
}

/** PATCH /api/classes/{id}: renames a class (404 for an unknown id, 400 for a bad name). */
export const renameClass = ({ id, name }: RenameClassInput): Promise<CourseClass> =>
  requestData<CourseClass>('PATCH', classUrl(id), { name });

/** The classes and the dashboard (which names the current class) are fetched again after a rename. */
export function useRenameClass({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof renameClass> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: renameClass,
  });
}
