import { AMOUNT_BOUND } from '../contracts/results-config';
import type { Lang } from '../simulations';

/**
 * Every way the site writes an amount of won: in sentences ("150 million won" / "1억 5천만 원"), as typed
 * digits ("150,000,000"), in tables (₩150,000,000) and on chart axes (₩150M).
 */

/** The integer and 2-decimal parts of a sent amount, exactly as the API stores it. */
function parts(amount: number): { int: string; frac: string } {
  const [int = '0', frac = ''] = amount.toFixed(2).split('.');
  return { int, frac: frac.replace(/0+$/, '') };
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount in digits with thousands separators and its decimals, if any: 150,000,000 or 1,234.5. */
export function amountDigits(amount: number): string {
  const { int, frac } = parts(amount);
  return group(int) + (frac ? `.${frac}` : '');
}

const GROUP_UNITS = ['', '만', '억', '조', '경'];

/**
 * The Korean reading of an amount, in the style of Korean news and contracts: the digits in groups of
 * four (만, 억, 조), each group in digits with separators, except that a whole number of thousands is
 * written with 천; groups that are zero are left out; decimals stay on the last group; then 원.
 * 150000000 -> 1억 5천만 원, 3900000000 -> 39억 원, 50000000 -> 5천만 원, 1234567 -> 123만 4,567 원,
 * 15000000 -> 1,500만 원, 1234.5 -> 1,234.5 원, 0 -> 0 원.
 */
export function koreanWon(amount: number): string {
  const { int, frac } = parts(amount);
  const words: string[] = [];
  for (let end = int.length, unit = 0; end > 0; end -= 4, unit++) {
    const g = Number(int.slice(Math.max(0, end - 4), end));
    const last = unit === 0;
    if (g === 0 && !(last && frac)) continue;
    const digits =
      last && frac ? `${group(String(g))}.${frac}` : g % 1000 === 0 ? `${g / 1000}천` : group(String(g));
    words.unshift(digits + GROUP_UNITS[unit]!);
  }
  return `${words.join(' ') || '0'} 원`;
}

/** What the form reads back while typing: "150,000,000 원 · 1억 5천만 원", or once when both are the same. */
export function amountReadBack(amount: number): string {
  const digits = `${amountDigits(amount)} 원`;
  const korean = koreanWon(amount);
  return digits === korean ? digits : `${digits} · ${korean}`;
}

/**
 * An amount as the role sheets write it in English: "20 million won", "2.4 billion won", "1,500,000 won".
 * Korean uses koreanWon ("2천만 원", "24억 원", "150만 원"), the form's read-back.
 */
export function englishWon(amount: number): string {
  const trim = (n: number) => String(Number(n.toFixed(3)));
  if (amount >= 1e9 && amount % 1e7 === 0) return `${trim(amount / 1e9)} billion won`;
  if (amount >= 1e6 && amount % 1e4 === 0) return `${trim(amount / 1e6)} million won`;
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} won`;
}

/**
 * An amount as a sentence in `lang` writes it, as the case documents do: "200 million won", "3.9 billion
 * won" / "2억 원", "2억 5천만 원". The placeholders of a case package (`{{studio.ceiling}}`) are rendered
 * with it, so a variant's new figure reads as the seed's did.
 */
export const amountWords = (value: number, lang: Lang): string =>
  ({ en: englishWon, ko: koreanWon })[lang](value);

/* Won amounts as the results table and chart show them. */
const wonFormat = new Intl.NumberFormat('ko-KR', {
  style: 'currency',
  currency: 'KRW',
  maximumFractionDigits: 0,
});

const exactWonFormat = new Intl.NumberFormat('ko-KR', {
  style: 'currency',
  currency: 'KRW',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rounded to the won with thousands separators, e.g. ₩120,000,000; a dash when absent or zero. Never
 * rounded to an amount no result can be: ₩999,999,999,999.99 is shown exactly, not as
 * ₩1,000,000,000,000 (above the limit), and ₩0.40 not as ₩0.
 */
export function formatWon(amount: number | null | undefined): string {
  if (!amount) return '-';
  const rounded = Math.round(amount);
  if (rounded === 0 || (amount < AMOUNT_BOUND && rounded >= AMOUNT_BOUND)) return exactWon(amount);
  return wonFormat.format(amount);
}

/** The amount as stored: ₩1,234.50 with its 2 decimals, ₩1,234 when whole; a dash when absent or zero. */
export function exactWon(amount: number | null | undefined): string {
  if (!amount) return '-';
  return Number.isInteger(amount) ? wonFormat.format(amount) : exactWonFormat.format(amount);
}

/** Whether the table's rounded amount differs from the stored one (its popup then shows the exact one). */
export const isRoundedWon = (amount: number | null | undefined) => formatWon(amount) !== exactWon(amount);

const shortNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Compact won for chart axes and labels: ₩300M, ₩3.9B, ₩750K. */
export function formatWonShort(amount: number): string {
  const abs = Math.abs(amount);
  if (abs >= 1e12) return `₩${shortNumber.format(amount / 1e12)}T`;
  if (abs >= 1e9) return `₩${shortNumber.format(amount / 1e9)}B`;
  if (abs >= 1e6) return `₩${shortNumber.format(amount / 1e6)}M`;
  if (abs >= 1e3) return `₩${shortNumber.format(amount / 1e3)}K`;
  return `₩${shortNumber.format(amount)}`;
}
