import { AMOUNT_BOUND } from '@shared/contracts/results-config';

/** Won amounts as the results table and chart show them. */

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
