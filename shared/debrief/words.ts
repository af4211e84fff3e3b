import { englishWon, koreanWon } from '../format';
import { withParticle } from '../korean';
import type { Lang } from '../simulations';

/**
 * A slope in words, for a projector and a phone: "Each extra 10 million won in the first offer went with
 * 4.1 million won more in the deal." The step is the power of ten at or below a fifth of the spread of x, so
 * the sentence speaks in the case's own scale (10 million won for fees per episode, 100 million won for
 * annual fees); the effect is rounded to two significant digits, which is all a class of thirty can claim.
 */

/** The power of ten at or below a fifth of the spread of the xs (at least 1 won). */
export function slopeStep(xs: readonly number[]): number {
  if (xs.length === 0) return 1;
  const spread = Math.max(...xs) - Math.min(...xs);
  if (!(spread > 0)) return 1;
  return Math.max(1, 10 ** Math.floor(Math.log10(spread / 5)));
}

/** Rounds to two significant digits: 4_123_456 -> 4_100_000; 0 stays 0. */
export function twoSignificant(v: number): number {
  if (v === 0 || !Number.isFinite(v)) return 0;
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(v))) - 1);
  return Math.round(v / unit) * unit;
}

/** What x and y are, in both languages: { en: 'the first offer', ko: '첫 제안' }. */
export interface SlopeNouns {
  x: { en: string; ko: string };
  y: { en: string; ko: string };
}

export const FIRST_OFFER_NOUNS: SlopeNouns = {
  x: { en: 'the first offer', ko: '첫 제안' },
  y: { en: 'the deal', ko: '합의 금액' },
};

export const TARGET_NOUNS: SlopeNouns = {
  x: { en: 'the target', ko: '목표 금액' },
  y: { en: 'the deal', ko: '합의 금액' },
};

/** The slope's sentence in each language, from the effect of one step (signed, two significant digits). */
const SLOPE_SENTENCES: Readonly<Record<Lang, (effect: number, step: number, nouns: SlopeNouns) => string>> = {
  en: (effect, step, nouns) => {
    const lead = `Each extra ${englishWon(step)} in ${nouns.x.en}`;
    if (effect === 0) return `${lead} went with almost no change in ${nouns.y.en}.`;
    return `${lead} went with ${englishWon(Math.abs(effect))} ${effect > 0 ? 'more' : 'less'} in ${nouns.y.en}.`;
  },
  ko: (effect, step, nouns) => {
    const x = withParticle(nouns.x.ko, '이', '가');
    const y = withParticle(nouns.y.ko, '은', '는');
    if (effect === 0) return `${x} ${koreanWon(step)} 높아져도 ${y} 거의 달라지지 않았습니다.`;
    return `${x} ${koreanWon(step)} 높아질 때마다 ${y} 평균 ${koreanWon(Math.abs(effect))}씩 ${effect > 0 ? '높아졌습니다' : '낮아졌습니다'}.`;
  },
};

export function slopeInWords(
  slope: number,
  step: number,
  lang: Lang,
  nouns: SlopeNouns = FIRST_OFFER_NOUNS,
): string {
  return SLOPE_SENTENCES[lang](twoSignificant(slope * step), step, nouns);
}
