import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classUrl, type CourseClass } from '@shared/contracts/classes-config';
import type { RenameClass } from '@shared/contracts/classes';
import { classesQueryOptions } from '@/features/classes/api/get-classes';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { dashboardQueryOptions } from './get-dashboard';

export type UpdateClassInput = { id: number } & RenameClass;

/**
 * PATCH /api/classes/{id}: renames a class or changes how long its personal data is kept (404 for an
 * unknown id, 400 for a bad name or retention).
 */
export const updateClass = ({ id, ...body }: UpdateClassInput): Promise<CourseClass> =>
  requestData<CourseClass>('PATCH', classUrl(id), body);

/** The classes and the dashboard (which names the current class) are fetched again after a change. */
export function useUpdateClass({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateClass> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: classesQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: updateClass,
  });
}
