import { amountDigits, englishWon, koreanWon } from '@shared/format';
import type { Lang } from '@shared/simulations';

/**
 * An amount as the deal's pages show what was entered: exact digits with the reading each language uses,
 * "₩150,000,000 (150 million won)" or "1억 5천만 원(150,000,000 원)", the reading left out where it says
 * nothing more than the digits.
 */
export function dealAmount(amount: number, lang: Lang): string {
  const digits = amountDigits(amount);
  if (lang === 'ko') {
    const korean = koreanWon(amount);
    return korean === `${digits} 원` ? korean : `${korean}(${digits} 원)`;
  }
  const words = englishWon(amount);
  return words === `${digits} won` ? `₩${digits}` : `₩${digits} (${words})`;
}

/** An amount as the field shows it when a form starts from a stored one: grouped digits. */
export const amountFieldValue = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? '' : amountDigits(amount);
