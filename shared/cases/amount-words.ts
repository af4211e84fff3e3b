import type { Lang } from '../simulations';

/**
 * An amount of won in words, as the case documents write it: "200 million won", "3.9 billion won" in
 * English; "2억 원", "2억 5천만 원", "39억 원" in Korean (억 and 만, with 천 for whole thousands of 만). The
 * placeholders of a case package (`{{studio.ceiling}}`) are rendered with it, so a variant's new figure
 * reads as the seed's did.
 */
export function amountWords(value: number, lang: Lang): string {
  return lang === 'ko' ? koreanWon(value) : englishWon(value);
}

const trim = (n: number) => String(Number(n.toFixed(3)));

function englishWon(value: number): string {
  if (value >= 1e9) return `${trim(value / 1e9)} billion won`;
  if (value >= 1e6) return `${trim(value / 1e6)} million won`;
  return `${value.toLocaleString('en-US')} won`;
}

/** 1234 as 1,234; whole thousands as 천 (5000 -> 5천), as Koreans write a 만 or 억 count. */
const koreanCount = (n: number) =>
  n % 1000 === 0 && n < 10_000 ? `${n / 1000}천` : n.toLocaleString('en-US');

function koreanWon(value: number): string {
  const whole = Math.round(value);
  const eok = Math.floor(whole / 1e8);
  const man = Math.floor((whole % 1e8) / 1e4);
  const rest = whole % 1e4;
  const parts: string[] = [];
  if (eok) parts.push(`${eok.toLocaleString('en-US')}억`);
  if (man) parts.push(`${koreanCount(man)}만`);
  if (rest || parts.length === 0) parts.push(koreanCount(rest));
  return `${parts.join(' ')} 원`;
}
