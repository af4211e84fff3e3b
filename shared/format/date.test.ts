import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeIn, formatLocalDate, formatLocalDateTime, formatTime } from './date';

// A local time, so the expectations hold in any time zone the tests run in.
const local = new Date(2025, 2, 4, 9, 5);

describe('date formatting', () => {
  it('writes dates for people: medium date, short time', () => {
    expect(formatDateTime(local)).toMatch(/^Mar 4, 2025, 9:05\sAM$/); // (ICU may put a narrow space before AM)
    expect(formatDateTime(local.toISOString())).toBe(formatDateTime(local));
  });

  it('writes dates in a page language: day first in English, year first in Korean', () => {
    expect(formatDateTimeIn(local, 'en')).toBe('4 Mar 2025, 09:05');
    expect(formatDateTimeIn(local, 'ko')).toMatch(/^2025\. 3\. 4\. \S+ 9:05$/); // 오전 (or AM where ICU lacks Korean)
    expect(formatDateTimeIn(local.toISOString(), 'ko')).toBe(formatDateTimeIn(local, 'ko'));
    expect(formatDateTimeIn('not a date', 'en')).toBe('');
  });

  it('writes the time of day alone for a moment later today', () => {
    expect(formatTime(local)).toMatch(/^9:05\sAM$/);
    expect(formatTime(local.toISOString())).toBe(formatTime(local));
  });

  it('writes dates for spreadsheets and file names, zero-padded', () => {
    expect(formatLocalDateTime(local.toISOString())).toBe('2025-03-04 09:05');
    expect(formatLocalDate(local)).toBe('2025-03-04');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatTime('not a date')).toBe('');
    expect(formatLocalDateTime('')).toBe('');
    expect(formatLocalDate('2025-13-45')).toBe('');
  });
});
