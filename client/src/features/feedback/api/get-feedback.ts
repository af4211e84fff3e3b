import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackUrls, type FeedbackEntry } from '@shared/contracts/feedback-config';
import { getData } from '@/lib/api';

/** GET /api/feedback (instructor only): every entry, archived ones included, newest first. */
export const getFeedback = (): Promise<FeedbackEntry[]> => getData<FeedbackEntry[]>(feedbackUrls.list);

export const getFeedbackQueryOptions = () =>
  queryOptions({ queryKey: [feedbackUrls.list], queryFn: getFeedback });

export const useFeedback = () => useQuery(getFeedbackQueryOptions());
