import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { summarizeRatings, type FeedbackSummary } from '@shared/feedback-summary';

export { SMALL_SAMPLE, type FeedbackSummary } from '@shared/feedback-summary';

/** The summary of the active entries: archived feedback is left out. */
export const summarizeFeedback = (entries: readonly FeedbackEntry[]): FeedbackSummary =>
  summarizeRatings(entries.filter((e) => !e.isArchived).map((e) => e.rating));
