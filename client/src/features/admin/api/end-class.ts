import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endClassUrl, type CourseClass } from '@shared/contracts/classes';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { refetchCurrentClassViews } from './start-class';

/** POST /api/classes/current/end: ends the current class; none is current until the next one starts. */
export const endClass = (): Promise<CourseClass> => requestData<CourseClass>('POST', endClassUrl);

/** Ends the class, then fetches again everything that shows "the current class" (as starting one does). */
export function useEndClass({ mutationConfig }: { mutationConfig?: MutationConfig<typeof endClass> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await refetchCurrentClassViews(queryClient);
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: endClass,
  });
}
