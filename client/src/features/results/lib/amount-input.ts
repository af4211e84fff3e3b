import { groupAmountText } from './format';

/**
 * The amount field's editing rules (SPEC sections 2 and 5): digits with an optional decimal point only,
 * shown with thousands separators while typing, and the caret kept where the user is typing.
 */

const isSignificant = (ch: string) => ch === '.' || (ch >= '0' && ch <= '9');

/**
 * The plain amount (digits and at most one point, no leading zeros) in what the user typed or pasted;
 * null when the edit would add a second decimal point, so the edit is refused. Full-width digits from
 * an East Asian keyboard count as digits.
 */
export function sanitizeAmountText(raw: string): string | null {
  const cleaned = raw.normalize('NFKC').replace(/[^\d.]/g, '');
  if (cleaned.indexOf('.') !== cleaned.lastIndexOf('.')) return null;
  return cleaned.replace(/^0+(?=\d)/, '');
}

/** How many digits and points stand after position `caret` of `text`. */
export function significantAfter(text: string, caret: number): number {
  let n = 0;
  for (const ch of text.normalize('NFKC').slice(caret)) if (isSignificant(ch)) n++;
  return n;
}

/** The caret position in `formatted` with `after` digits or points to its right, right after the last one before it. */
export function caretFor(formatted: string, after: number): number {
  let need = 0;
  for (const ch of formatted) if (isSignificant(ch)) need++;
  need -= after;
  if (need <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (isSignificant(formatted[i]!)) seen++;
    if (seen === need) return i + 1;
  }
  return formatted.length;
}

/**
 * One edit of the field: from what the input now holds and where its caret is, the new plain value and
 * the caret position in the displayed (grouped) text. A refused edit keeps the previous value.
 */
export function applyAmountEdit(
  previousPlain: string,
  raw: string,
  caret: number,
): { plain: string; display: string; caret: number } {
  const next = sanitizeAmountText(raw);
  if (next === null) {
    const display = groupAmountText(previousPlain);
    // The refused character was just typed before the caret; put the caret back where it was.
    const after = significantAfter(raw, caret);
    return { plain: previousPlain, display, caret: caretFor(display, after) };
  }
  const display = groupAmountText(next);
  return { plain: next, display, caret: caretFor(display, significantAfter(raw, caret)) };
}
