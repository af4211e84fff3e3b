import { describe, expect, it } from 'vitest';
import { listOf } from './list';

describe('a list in a sentence', () => {
  it('reads "A, B and C" in English and "A, B, C" in Korean', () => {
    expect(listOf(['Ara', 'Bo', 'Jisoo'])).toBe('Ara, Bo and Jisoo');
    expect(listOf(['Ara', 'Bo'])).toBe('Ara and Bo');
    expect(listOf(['Ara'])).toBe('Ara');
    expect(listOf(['박아라', '최보라', '김지수'], 'ko')).toBe('박아라, 최보라, 김지수');
  });
});
