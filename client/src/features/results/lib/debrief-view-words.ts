import { formatWonShort as formatWonShortOnce } from '@shared/format';

/** The small words the debrief's views share: amounts, shares, counts. */

/**
 * The short won of every dot's tooltip, remembered: view 3 labels up to 2,400 dots (300 pairs, both sides,
 * earlier classes behind) and a class's amounts repeat (students type round numbers).
 */
const shortWon = new Map<number, string>();
export function formatWonShort(v: number): string {
  let text = shortWon.get(v);
  if (text === undefined) {
    if (shortWon.size > 5000) shortWon.clear();
    text = formatWonShortOnce(v);
    shortWon.set(v, text);
  }
  return text;
}

export const percent = (share: number | null) => (share === null ? '-' : `${Math.round(share * 100)}%`);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
