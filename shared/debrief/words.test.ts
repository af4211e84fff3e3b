import { describe, expect, it } from 'vitest';
import { slopeInWords, slopeStep, TARGET_NOUNS, twoSignificant } from './words';

const M = 1_000_000;

describe('the slope in words', () => {
  it('picks a round step near a tenth of the spread of first offers', () => {
    // 60..160 million: spread 100 million, a tenth is 10 million
    expect(slopeStep([60 * M, 160 * M, 100 * M])).toBe(10 * M);
    // 1.4..5 billion: spread 3.6 billion, a tenth 360 million -> 100 million
    expect(slopeStep([1400 * M, 5000 * M])).toBe(100 * M);
    expect(slopeStep([])).toBe(1);
    expect(slopeStep([5 * M, 5 * M])).toBe(1);
  });

  it('rounds to two significant digits', () => {
    expect(twoSignificant(3_857_142.86)).toBe(3_900_000);
    expect(twoSignificant(-41_234)).toBe(-41_000);
    expect(twoSignificant(0)).toBe(0);
  });

  it('says it in English and in Korean', () => {
    // slope 0.3857 (the stats example) * 10 million = 3,857,143 -> 3.9 million won
    expect(slopeInWords(0.3857142857, 10 * M, 'en')).toBe(
      'Each extra 10 million won in the first offer went with 3.9 million won more in the deal.',
    );
    expect(slopeInWords(0.3857142857, 10 * M, 'ko')).toBe(
      '첫 제안이 1천만 원 높아질 때마다 합의 금액은 평균 390만 원씩 높아졌습니다.',
    );
    // 0.41 * 10 million = 4.1 million (the example)
    expect(slopeInWords(0.41, 10 * M, 'en')).toContain('went with 4.1 million won more in the deal');
  });

  it('says less for a negative slope, and no change for a flat one', () => {
    expect(slopeInWords(-0.25, 100 * M, 'en', TARGET_NOUNS)).toBe(
      'Each extra 100 million won in the target went with 25 million won less in the deal.',
    );
    expect(slopeInWords(-0.25, 100 * M, 'ko', TARGET_NOUNS)).toBe(
      '목표 금액이 1억 원 높아질 때마다 합의 금액은 평균 2,500만 원씩 낮아졌습니다.',
    );
    expect(slopeInWords(0, 10 * M, 'en')).toBe(
      'Each extra 10 million won in the first offer went with almost no change in the deal.',
    );
    expect(slopeInWords(0, 10 * M, 'ko')).toBe(
      '첫 제안이 1천만 원 높아져도 합의 금액은 거의 달라지지 않았습니다.',
    );
  });
});
