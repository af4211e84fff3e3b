import { describe, expect, it } from 'vitest';
import { formatWon, formatWonShort, groupAmountText } from '../lib/format';

describe('won formatting', () => {
  it('rounds to the won with thousands separators, or a dash when absent or zero', () => {
    expect(formatWon(120_000_000)).toBe('₩120,000,000');
    expect(formatWon(1234.5)).toBe('₩1,235');
    expect(formatWon(1234.49)).toBe('₩1,234');
    expect(formatWon(999_999_999_999.99)).toBe('₩1,000,000,000,000');
    expect(formatWon(null)).toBe('-');
    expect(formatWon(undefined)).toBe('-');
    expect(formatWon(0)).toBe('-');
  });

  it('shortens amounts for the chart', () => {
    expect(formatWonShort(300_000_000)).toBe('₩300M');
    expect(formatWonShort(3_900_000_000)).toBe('₩3.9B');
    expect(formatWonShort(1_250_000_000)).toBe('₩1.25B');
    expect(formatWonShort(50_000)).toBe('₩50K');
    expect(formatWonShort(0)).toBe('₩0');
    expect(formatWonShort(2e12)).toBe('₩2T');
  });

  it('groups a typed amount without touching its decimals', () => {
    expect(groupAmountText('')).toBe('');
    expect(groupAmountText('123')).toBe('123');
    expect(groupAmountText('1234')).toBe('1,234');
    expect(groupAmountText('1234567.891')).toBe('1,234,567.891');
    expect(groupAmountText('1234.')).toBe('1,234.');
    expect(groupAmountText('.5')).toBe('.5');
    expect(groupAmountText('999999999999.99')).toBe('999,999,999,999.99');
  });
});
