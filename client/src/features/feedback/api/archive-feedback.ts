import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DASHBOARD_URL } from '@shared/contracts/dashboard';
import { feedbackUrls, type FeedbackEntry } from '@shared/contracts/feedback-config';
import { requestData } from '@/lib/api';
import type { MutationConfig } from '@/lib/query-client';
import { feedbackListsKey } from './get-feedback';

/** After Archive or Unarchive the list reloads about half a second later. */
export const FEEDBACK_RELOAD_DELAY_MS = 500;

export interface ArchiveFeedbackInput {
  id: number;
  isArchived: boolean;
}

/** PATCH /api/feedback/{id}/archive: archives or unarchives one entry. */
export const archiveFeedback = ({ id, isArchived }: ArchiveFeedbackInput): Promise<FeedbackEntry> =>
  requestData<FeedbackEntry>('PATCH', feedbackUrls.archive(id), { isArchived });

const mutationKey = ['archive-feedback'];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Archive / Unarchive. Once the server has said yes, the list reloads FEEDBACK_RELOAD_DELAY_MS later
 * (the dashboard's counts are refreshed too); the mutation stays pending until the list has reloaded, so
 * the entry stays where it is, marked busy (useArchivingFeedbackIds), until it moves.
 */
export function useArchiveFeedback({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof archiveFeedback> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    mutationKey,
    onSuccess: async (...args) => {
      await wait(FEEDBACK_RELOAD_DELAY_MS);
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_URL] });
      // Every class's list: the entry is in the current class's and in "All classes".
      await queryClient.invalidateQueries({ queryKey: feedbackListsKey() });
      await onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: archiveFeedback,
  });
}

/** The ids of the entries whose Archive or Unarchive is under way (sent, or waiting for the reload). */
export function useArchivingFeedbackIds(): ReadonlySet<number> {
  const ids = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as ArchiveFeedbackInput).id,
  });
  return useMemo(() => new Set(ids), [ids]);
}
