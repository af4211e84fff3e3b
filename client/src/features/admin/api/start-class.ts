import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { classesUrl, type CourseClass, type NewClass } from '@shared/contracts/classes';
import { classJoinUrl } from '@shared/contracts/seats-config';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { resultUrls } from '@shared/contracts/results-config';
import { reportedSimulations } from '@shared/simulations';
import { classesQueryOptions } from '@/features/classes/api/get-classes';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { dashboardQueryOptions } from './get-dashboard';

/**
 * POST /api/classes: starts a new class (the current one ends; nothing is deleted), and with
 * `closeSimulations` closes every simulation to students at the same moment.
 */
export const startClass = (input: NewClass): Promise<CourseClass> =>
  requestData<CourseClass>('POST', classesUrl, input);

/**
 * Once the server has started or ended a class, everything that shows "the current class" is fetched
 * again: the classes, the dashboard, the join code, every results and feedback list (their keys start with
 * the list's URL), and the simulations' settings (which a start may have closed).
 */
export async function refetchCurrentClassViews(queryClient: QueryClient) {
  const keys: (readonly unknown[])[] = [
    classesQueryOptions().queryKey,
    dashboardQueryOptions().queryKey,
    useSimulationVisibility.query().queryKey,
    [classJoinUrl],
    [feedbackUrls.list],
    ...reportedSimulations().map((sim) => [resultUrls(sim.key).list]),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useStartClass({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof startClass> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await refetchCurrentClassViews(queryClient);
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: startClass,
  });
}
