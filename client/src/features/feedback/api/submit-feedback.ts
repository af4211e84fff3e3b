import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackUrls, type FeedbackSubmission } from '@shared/contracts/feedback-config';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { feedbackListsKey } from './get-feedback';

/** POST /api/feedback/submit: stores one student's feedback (403 while the instructor has closed the form). */
export const submitFeedback = (input: FeedbackSubmission) =>
  requestData<{ id: number }>('POST', feedbackUrls.submit, input);

export function useSubmitFeedback({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof submitFeedback> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      // An instructor trying the form sees the new entry in the list.
      void queryClient.invalidateQueries({ queryKey: feedbackListsKey() });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: submitFeedback,
  });
}
