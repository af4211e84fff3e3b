import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import type { FeedbackFormSetting } from '@shared/contracts/visibility-config';
import { getData } from '@/lib/api';

/** GET /api/settings/feedback-form (public): whether students see 'Review this course'. */
export const getFeedbackFormSetting = (): Promise<FeedbackFormSetting> =>
  getData<FeedbackFormSetting>(feedbackUrls.formSetting);

/**
 * Unlike the app's default (never stale), refetched each time a page using it mounts, so a student who
 * opens About after the instructor flips the switch sees the current state.
 */
export const getFeedbackFormSettingQueryOptions = () =>
  queryOptions({
    queryKey: [feedbackUrls.formSetting],
    queryFn: getFeedbackFormSetting,
    staleTime: 0,
    meta: { liveTopics: ['feedbackForm'] },
  });

export const useFeedbackFormSetting = () => useQuery(getFeedbackFormSettingQueryOptions());
