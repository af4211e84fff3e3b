import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import type { FeedbackFormSetting } from '@shared/contracts/visibility-config';
import { requestData } from '@/lib/api';
import { getFeedbackFormSettingQueryOptions } from './get-feedback-form-setting';

/** PATCH /api/settings/feedback-form (instructor only): shows or hides the form to students. */
export const updateFeedbackFormSetting = (setting: FeedbackFormSetting) =>
  requestData<FeedbackFormSetting>('PATCH', feedbackUrls.formSetting, setting);

/** The change shows at once; if the server refuses it, it is reverted and logged. */
export function useUpdateFeedbackFormSetting() {
  const queryClient = useQueryClient();
  const { queryKey } = getFeedbackFormSettingQueryOptions();
  return useMutation({
    onMutate: async (setting) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, setting);
      return { previous };
    },
    onError: (err, _setting, context) => {
      console.error('Failed to update the feedback form setting', err);
      queryClient.setQueryData(queryKey, context?.previous);
    },
    mutationFn: updateFeedbackFormSetting,
  });
}
