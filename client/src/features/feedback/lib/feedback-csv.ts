import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { toCsv } from '@/lib/csv';
import { formatLocalDate, formatLocalDateTime } from '@/lib/format-date';

/** Every entry, active and archived, newest first, as the instructor downloads it. */
export function feedbackCsv(entries: readonly FeedbackEntry[]): string {
  return toCsv(entries, [
    { header: 'Submitted', value: (e) => formatLocalDateTime(e.createdAt) },
    { header: 'Name', value: (e) => e.name },
    { header: 'Rating (1-10)', value: (e) => e.rating },
    { header: 'Comments', value: (e) => e.comments },
    { header: 'Favorite part', value: (e) => e.favoritePart },
    { header: 'Archived', value: (e) => (e.isArchived ? 'yes' : 'no') },
  ]);
}

export const feedbackCsvFilename = (now = new Date()) => `course-feedback-${formatLocalDate(now)}.csv`;
