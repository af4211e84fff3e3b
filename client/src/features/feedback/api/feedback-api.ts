import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DASHBOARD_URL } from '@shared/contracts/dashboard';
import { feedbackUrls, type FeedbackEntry, type FeedbackSubmission } from '@shared/contracts/feedback-config';
import type { FeedbackFormSetting } from '@shared/contracts/visibility';
import { apiRequest, getData } from '@/lib/api';

/** SPEC section 4: after Archive or Unarchive the list reloads about half a second later. */
export const FEEDBACK_RELOAD_DELAY_MS = 500;

export const submitFeedback = (input: FeedbackSubmission) =>
  apiRequest<{ success: true; data: { id: number } }>('POST', feedbackUrls.submit, input);

/**
 * Whether the 'Review this course' button shows. Public; refetched each time a page using it mounts, so a
 * student who opens About after the instructor flips the switch sees the current state. A change is
 * applied at once and reverted (and logged) if the server refuses it.
 */
export function useFeedbackFormSetting() {
  const queryClient = useQueryClient();
  const key = [feedbackUrls.formSetting];
  const query = useQuery({
    queryKey: key,
    queryFn: () => getData<FeedbackFormSetting>(feedbackUrls.formSetting),
    staleTime: 0,
  });
  const mutation = useMutation({
    mutationFn: (isVisible: boolean) => apiRequest('PATCH', feedbackUrls.formSetting, { isVisible }),
    onMutate: async (isVisible) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FeedbackFormSetting>(key);
      queryClient.setQueryData<FeedbackFormSetting>(key, { isVisible });
      return { previous };
    },
    onError: (err, _isVisible, context) => {
      console.error('Failed to update the feedback form setting', err);
      queryClient.setQueryData(key, context?.previous);
    },
  });
  return {
    /** Undefined while loading; true when the server cannot be reached (SPEC section 9: default visible). */
    isVisible: query.isError ? true : query.data?.isVisible,
    setVisible: (isVisible: boolean) => mutation.mutate(isVisible),
  };
}

export function useFeedbackList() {
  return useQuery({
    queryKey: [feedbackUrls.list],
    queryFn: () => getData<FeedbackEntry[]>(feedbackUrls.list),
  });
}

/**
 * Archive / Unarchive. The entry stays where it is, marked pending, until the list reloads
 * FEEDBACK_RELOAD_DELAY_MS after the server said yes; the dashboard's counts are refreshed too.
 * `onError` is told when the server refused.
 */
export function useArchiveFeedback(onError: (err: unknown) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const active = timers.current;
    return () => active.forEach(clearTimeout);
  }, []);

  const mark = (id: number, on: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const setArchived = async (id: number, isArchived: boolean) => {
    mark(id, true);
    try {
      await apiRequest('PATCH', feedbackUrls.archive(id), { isArchived });
    } catch (err) {
      mark(id, false);
      onError(err);
      return;
    }
    const timer = setTimeout(async () => {
      timers.current.delete(timer);
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] });
      await queryClient.invalidateQueries({ queryKey: [feedbackUrls.list] });
      mark(id, false);
    }, FEEDBACK_RELOAD_DELAY_MS);
    timers.current.add(timer);
  };

  return { pending, setArchived };
}
