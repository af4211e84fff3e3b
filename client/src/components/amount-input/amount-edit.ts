/**
 * The amount field's editing rules. The field keeps what the student
 * typed: `1억 5천만`, `₩1,000`, even `150 million` (which the form then refuses with a message). Only text
 * that is plain digits with at most one decimal point is tidied while typing: its thousands separators
 * are regrouped, leading zeros and full-width digits normalised, and the caret kept where the user types.
 */

const isSignificant = (ch: string) => ch === '.' || (ch >= '0' && ch <= '9');

/** Digits, separators and at most one point: the text the field groups while typing. */
const PLAIN = /^[\d,]*(\.\d*)?$/;

/**
 * The plain amount (digits and at most one point, no separators or leading zeros) when `raw` is plain
 * digits; null when it is anything else (Korean units, ₩, letters, a second point), which is kept as typed.
 * Full-width digits from an East Asian keyboard count as digits.
 */
export function plainAmountText(raw: string): string | null {
  const text = raw.normalize('NFKC');
  if (!PLAIN.test(text)) return null;
  return text.replace(/,/g, '').replace(/^0+(?=\d)/, '');
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

const commas = (text: string) => text.split(',').length - 1;

/** Whether the field holds what its own grouping would show (or nothing): then it may regroup. */
const isTidy = (text: string) => {
  const plain = plainAmountText(text);
  return plain === null || groupAmountText(plain) === text.normalize('NFKC');
};

/**
 * One edit of the field: from what the input now holds and where its caret is, the text the field shows
 * and where its caret goes. Plain digits come back grouped with the caret next to what was typed; any
 * other text comes back as typed, with `caret: null` (the browser's caret is already right).
 *
 * A comma the student typed is theirs: `1,5` then `억` must not become `15억`, so given the
 * `previous` text, an edit that adds a comma, or follows one the field did not place, is kept as typed and
 * the amount reader asks "1.5억?".
 */
export function applyAmountEdit(
  raw: string,
  caret: number,
  previous?: string,
): { text: string; caret: number | null } {
  const plain = plainAmountText(raw);
  if (plain === null) return { text: raw, caret: null };
  if (previous !== undefined && (commas(raw) > commas(previous) || !isTidy(previous)))
    return { text: raw, caret: null };
  const text = groupAmountText(plain);
  return { text, caret: caretFor(text, significantAfter(raw, caret)) };
}

/** Groups the integer part of a plain amount ("1234567.5") with commas ("1,234,567.5"), as typed. */
export function groupAmountText(plain: string): string {
  const point = plain.indexOf('.');
  const int = point === -1 ? plain : plain.slice(0, point);
  const rest = point === -1 ? '' : plain.slice(point);
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + rest;
}
