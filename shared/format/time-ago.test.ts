import { describe, expect, it } from 'vitest';
import { timeAgo } from './date';

const now = new Date('2025-03-14T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('reads like a person would say it', () => {
    expect(timeAgo(ago(5), now)).toBe('just now');
    expect(timeAgo(ago(59), now)).toBe('just now');
    expect(timeAgo(ago(60), now)).toBe('1 minute ago');
    expect(timeAgo(ago(3 * 60 + 20), now)).toBe('3 minutes ago');
    expect(timeAgo(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(3 * 86400), now)).toBe('3 days ago');
    expect(timeAgo(ago(15 * 86400), now)).toBe('2 weeks ago');
    expect(timeAgo(ago(400 * 86400), now)).toBe('last year');
  });

  it('takes ISO strings and treats a time slightly ahead (clock skew) as just now', () => {
    expect(timeAgo(ago(180).toISOString(), now)).toBe('3 minutes ago');
    expect(timeAgo(ago(-30), now)).toBe('just now');
  });
});
