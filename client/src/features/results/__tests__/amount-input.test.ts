import { describe, expect, it } from 'vitest';
import { applyAmountEdit, caretFor, sanitizeAmountText } from '../lib/amount-input';

describe('the amount field’s editing', () => {
  it('keeps digits and one decimal point only', () => {
    expect(sanitizeAmountText('1,234,567')).toBe('1234567');
    expect(sanitizeAmountText('₩ 12 000.50')).toBe('12000.50');
    expect(sanitizeAmountText('-5e3')).toBe('53');
    expect(sanitizeAmountText('abc')).toBe('');
    expect(sanitizeAmountText('007')).toBe('7');
    expect(sanitizeAmountText('0.5')).toBe('0.5');
    expect(sanitizeAmountText('１２３')).toBe('123');
    expect(sanitizeAmountText('1.2.3')).toBeNull();
  });

  it('groups while typing and keeps the caret after the typed digit', () => {
    // "1,234" with the caret at the end, then "5" typed
    expect(applyAmountEdit('1234', '1,2345', 6)).toEqual({ plain: '12345', display: '12,345', caret: 6 });
    // "5" typed in the middle of "12,345": after the "1"
    expect(applyAmountEdit('12345', '152,345', 2)).toEqual({ plain: '152345', display: '152,345', caret: 2 });
    // "9" typed at the front of "999,999": a new separator appears, the caret stays after the 9
    expect(applyAmountEdit('999999', '9999,999', 1)).toEqual({
      plain: '9999999',
      display: '9,999,999',
      caret: 1,
    });
  });

  it('refuses letters and a second point without moving the caret', () => {
    expect(applyAmountEdit('1234', '1,2a34', 4)).toEqual({ plain: '1234', display: '1,234', caret: 3 });
    expect(applyAmountEdit('12.5', '1.2.5', 2)).toEqual({ plain: '12.5', display: '12.5', caret: 1 });
  });

  it('deleting a digit regroups', () => {
    // Backspace after the "4" of "1,234,567"
    expect(applyAmountEdit('1234567', '1,23,567', 4)).toEqual({
      plain: '123567',
      display: '123,567',
      caret: 3,
    });
  });

  it('finds the caret position from the digits after it', () => {
    expect(caretFor('1,234', 0)).toBe(5);
    expect(caretFor('1,234', 3)).toBe(1);
    expect(caretFor('1,234.5', 1)).toBe(6);
    expect(caretFor('1,234', 4)).toBe(0);
    expect(caretFor('', 0)).toBe(0);
  });
});
