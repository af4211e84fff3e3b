import { describe, expect, it } from 'vitest';
import { decksIn } from './decks';
import { canonicalPageUrl, pageLang, paths } from './routes';

describe("the decks page's language in its address", () => {
  it('keeps ?lang=ko, so the Korean page is rendered in Korean and never kept as the English one', () => {
    const at = (query: string) => canonicalPageUrl(paths.decks, new URLSearchParams(query));
    expect(at('lang=ko')).toBe('/decks?lang=ko');
    expect(at('lang=ko&utm_source=x')).toBe(decksIn('ko'));
    expect(at('')).toBe(decksIn('en'));
    expect(pageLang(paths.decks, new URLSearchParams('lang=ko'))).toBe('ko');
  });
});
