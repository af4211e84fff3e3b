import { exactWon, formatWon, formatWonShort, isRoundedWon } from '@shared/format';
import { describe, expect, it } from 'vitest';

describe('won formatting', () => {
  it('rounds to the won with thousands separators, or a dash when absent or zero', () => {
    expect(formatWon(120_000_000)).toBe('₩120,000,000');
    expect(formatWon(1234.5)).toBe('₩1,235');
    expect(formatWon(1234.49)).toBe('₩1,234');
    expect(formatWon(999_999_999_999.49)).toBe('₩999,999,999,999');
    expect(formatWon(null)).toBe('-');
    expect(formatWon(undefined)).toBe('-');
    expect(formatWon(0)).toBe('-');
  });

  it('never rounds across the limit, nor down to ₩0', () => {
    // before the fix: ₩1,000,000,000,000, an amount above the stated maximum
    expect(formatWon(999_999_999_999.99)).toBe('₩999,999,999,999.99');
    expect(formatWon(999_999_999_999.5)).toBe('₩999,999,999,999.50');
    expect(formatWon(0.4)).toBe('₩0.40');
  });

  it('gives the exact amount, and says when the table’s one is rounded', () => {
    expect(exactWon(1234.5)).toBe('₩1,234.50');
    expect(exactWon(150_000_000.05)).toBe('₩150,000,000.05');
    expect(exactWon(120_000_000)).toBe('₩120,000,000');
    expect(exactWon(null)).toBe('-');
    expect(isRoundedWon(1234.5)).toBe(true);
    expect(isRoundedWon(120_000_000)).toBe(false);
    expect(isRoundedWon(999_999_999_999.99)).toBe(false);
    expect(isRoundedWon(null)).toBe(false);
  });

  it('shortens amounts for the chart', () => {
    expect(formatWonShort(300_000_000)).toBe('₩300M');
    expect(formatWonShort(3_900_000_000)).toBe('₩3.9B');
    expect(formatWonShort(1_250_000_000)).toBe('₩1.25B');
    expect(formatWonShort(50_000)).toBe('₩50K');
    expect(formatWonShort(0)).toBe('₩0');
    expect(formatWonShort(2e12)).toBe('₩2T');
  });
});
