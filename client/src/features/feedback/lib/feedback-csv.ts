import type { FeedbackEntry } from '@shared/contracts/feedback-config';
import { toCsv } from '@/lib/csv';

const pad = (n: number) => String(n).padStart(2, '0');

/** "2025-03-14 09:05" in the browser's time zone: what a spreadsheet reads as a date and time. */
export const localDateTime = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Every entry, active and archived, newest first, as the instructor downloads it. */
export function feedbackCsv(entries: readonly FeedbackEntry[]): string {
  return toCsv(entries, [
    { header: 'Submitted', value: (e) => localDateTime(e.createdAt) },
    { header: 'Name', value: (e) => e.name },
    { header: 'Rating (1-10)', value: (e) => e.rating },
    { header: 'Comments', value: (e) => e.comments },
    { header: 'Favorite part', value: (e) => e.favoritePart },
    { header: 'Archived', value: (e) => (e.isArchived ? 'yes' : 'no') },
  ]);
}

export const feedbackCsvFilename = (now = new Date()) =>
  `course-feedback-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
