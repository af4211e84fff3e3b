/**
 * Dates and times, the one way the client writes them, in the browser's time zone. The API sends ISO 8601
 * strings; a value that is not a date reads as ''.
 */

import type { Lang } from '../simulations';

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));
const isDate = (d: Date) => !Number.isNaN(d.getTime());
const pad = (n: number) => String(n).padStart(2, '0');

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** For people, in tables and lists: "Mar 14, 2025, 9:05 AM". */
export function formatDateTime(value: string | Date): string {
  const d = toDate(value);
  return isDate(d) ? dateTime.format(d) : '';
}

const dateTimeIn: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
  ko: new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short' }),
};

/**
 * For a page written in one language throughout (the course report): "4 Mar 2025, 09:05" in English, day
 * before month as a report outside the US reads it, and "2025. 3. 4. 오전 9:05" in Korean.
 */
export function formatDateTimeIn(value: string | Date, lang: Lang): string {
  const d = toDate(value);
  return isDate(d) ? dateTimeIn[lang].format(d) : '';
}

const timeOfDay = new Intl.DateTimeFormat('en', { timeStyle: 'short' });

/** The time of day alone, for a moment later today (a link's expiry): "9:05 AM". */
export function formatTime(value: string | Date): string {
  const d = toDate(value);
  return isDate(d) ? timeOfDay.format(d) : '';
}

/** For spreadsheets (CSV exports): "2025-03-14 09:05", which a spreadsheet reads as a date and time. */
export function formatLocalDateTime(value: string | Date): string {
  const d = toDate(value);
  return isDate(d) ? `${formatLocalDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

/** The day alone, for file names: "2025-03-14". */
export function formatLocalDate(value: string | Date): string {
  const d = toDate(value);
  return isDate(d) ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 minutes ago", "yesterday", "2 weeks ago". Under a minute, and for times slightly in the future (a
 * device clock a little behind the server's), it reads "just now".
 */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(date).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
