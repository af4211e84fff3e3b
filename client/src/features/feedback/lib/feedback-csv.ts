import { formatLocalDate, formatLocalDateTime } from '@shared/format';
import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { toCsv, type CsvValue } from '@/lib/csv';

/**
 * Every entry listed, active and archived, newest first, as the instructor downloads it. With
 * `classNameOf` (the picker's "All classes"), a Class column says which class each entry came from.
 */
export function feedbackCsv(
  entries: readonly FeedbackEntry[],
  { classNameOf }: { classNameOf?: (classId: number) => string } = {},
): string {
  const columns: { header: string; value: (e: FeedbackEntry) => CsvValue }[] = [
    { header: 'Submitted', value: (e) => formatLocalDateTime(e.createdAt) },
    ...(classNameOf ? [{ header: 'Class', value: (e: FeedbackEntry) => classNameOf(e.classId) }] : []),
    { header: 'Name', value: (e) => e.name },
    { header: 'Rating (1-10)', value: (e) => e.rating },
    { header: 'Comments', value: (e) => e.comments },
    { header: 'Favorite part', value: (e) => e.favoritePart },
    { header: 'Archived', value: (e) => (e.isArchived ? 'yes' : 'no') },
  ];
  return toCsv(entries, columns);
}

export const feedbackCsvFilename = (now = new Date()) => `course-feedback-${formatLocalDate(now)}.csv`;
