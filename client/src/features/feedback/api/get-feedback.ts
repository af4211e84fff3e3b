import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassFilter } from '@shared/contracts/classes-config';
import { feedbackUrls, type FeedbackEntry } from '@shared/contracts/feedback-config';
import { getData } from '@/lib/api';

/**
 * GET /api/feedback?class= (instructor only): one class's entries, or every class's, archived
 * ones included, newest first.
 */
export const getFeedback = (filter: ClassFilter = 'current'): Promise<FeedbackEntry[]> =>
  getData<FeedbackEntry[]>(feedbackUrls.listOf(filter));

/** The start of every class's list key: invalidating it refreshes all of them. */
export const feedbackListsKey = () => [feedbackUrls.list] as const;

export const getFeedbackQueryOptions = (filter: ClassFilter = 'current') =>
  queryOptions({
    queryKey: [...feedbackListsKey(), { class: filter }],
    queryFn: () => getFeedback(filter),
    // a new class changes which entries "this class" lists
    meta: { liveTopics: ['feedback', 'classes'] },
  });

export const useFeedback = (filter: ClassFilter = 'current') => useQuery(getFeedbackQueryOptions(filter));
