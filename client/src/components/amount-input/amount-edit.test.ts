import { describe, expect, it } from 'vitest';
import { applyAmountEdit, caretFor, groupAmountText, plainAmountText } from './amount-edit';

describe('the amount field’s editing', () => {
  it('tidies plain digits only: separators, leading zeros, full-width digits', () => {
    expect(plainAmountText('1,234,567')).toBe('1234567');
    expect(plainAmountText('007')).toBe('7');
    expect(plainAmountText('0.5')).toBe('0.5');
    expect(plainAmountText('１２３')).toBe('123');
    expect(plainAmountText('')).toBe('');
  });

  it('leaves anything else as typed, never keeping only its digits', () => {
    // before the fix these became 12000.50, 53 and '' (and a second point was refused)
    for (const raw of [
      '₩ 12 000.50',
      '-5e3',
      'abc',
      '1.2.3',
      '1억 5천만',
      '1억5천만원',
      '150 million',
      '15,000만',
    ])
      expect(plainAmountText(raw)).toBeNull();
    expect(applyAmountEdit('1억 5천만', 6)).toEqual({ text: '1억 5천만', caret: null });
    expect(applyAmountEdit('1,2a34', 4)).toEqual({ text: '1,2a34', caret: null });
    expect(applyAmountEdit('1.2.5', 2)).toEqual({ text: '1.2.5', caret: null });
    // an input method composing Hangul jamo is not normalised under it
    expect(applyAmountEdit('15,000ㅁ', 7)).toEqual({ text: '15,000ㅁ', caret: null });
  });

  it('groups while typing and keeps the caret after the typed digit', () => {
    // "1,234" with the caret at the end, then "5" typed
    expect(applyAmountEdit('1,2345', 6)).toEqual({ text: '12,345', caret: 6 });
    // "5" typed in the middle of "12,345": after the "1"
    expect(applyAmountEdit('152,345', 2)).toEqual({ text: '152,345', caret: 2 });
    // "9" typed at the front of "999,999": a new separator appears, the caret stays after the 9
    expect(applyAmountEdit('9999,999', 1)).toEqual({ text: '9,999,999', caret: 1 });
  });

  it('deleting a digit regroups, and removing a unit goes back to grouped digits', () => {
    // Backspace after the "4" of "1,234,567"
    expect(applyAmountEdit('1,23,567', 4)).toEqual({ text: '123,567', caret: 3 });
    // Backspace after the 만 of "15000만"
    expect(applyAmountEdit('15000', 5)).toEqual({ text: '15,000', caret: 6 });
  });

  it('keeps a comma the student typed, so 1,5억 is not turned into 15억', () => {
    expect(applyAmountEdit('1,', 2, '1')).toEqual({ text: '1,', caret: null });
    expect(applyAmountEdit('1,5', 3, '1,')).toEqual({ text: '1,5', caret: null });
    expect(applyAmountEdit('1,5억', 4, '1,5')).toEqual({ text: '1,5억', caret: null });
    // pasted with separators, kept; typing on regroups once the text is the field's own grouping again
    expect(applyAmountEdit('150,000,000', 11, '')).toEqual({ text: '150,000,000', caret: null });
    expect(applyAmountEdit('150,000,0000', 12, '150,000,000')).toEqual({ text: '1,500,000,000', caret: 13 });
    expect(applyAmountEdit('15', 2, '1,5')).toEqual({ text: '15', caret: null });
    expect(applyAmountEdit('150', 3, '15')).toEqual({ text: '150', caret: 3 });
    // the field's own separators still come and go while typing digits
    expect(applyAmountEdit('1,2345', 6, '1,234')).toEqual({ text: '12,345', caret: 6 });
    expect(applyAmountEdit('1,23,567', 4, '1,234,567')).toEqual({ text: '123,567', caret: 3 });
  });

  it('finds the caret position from the digits after it', () => {
    expect(caretFor('1,234', 0)).toBe(5);
    expect(caretFor('1,234', 3)).toBe(1);
    expect(caretFor('1,234.5', 1)).toBe(6);
    expect(caretFor('1,234', 4)).toBe(0);
    expect(caretFor('', 0)).toBe(0);
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
