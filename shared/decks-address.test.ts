import { describe, expect, it } from 'vitest';
import { FOLLOW_UI_PARAM, followHref } from './decks';
import { canonicalPageUrl, decksIn, pageLang, paths } from './routes';

describe("the decks page's language in its address", () => {
  it('keeps ?lang=ko, so the Korean page is never kept as the English one, and is lang="ko"', () => {
    const at = (query: string) => canonicalPageUrl(paths.decks, new URLSearchParams(query));
    expect(at('lang=ko')).toBe('/decks?lang=ko');
    expect(at('lang=ko&utm_source=x')).toBe(decksIn('ko'));
    expect(at('lang=fr')).toBe('/decks');
    expect(at('')).toBe(decksIn('en'));
    expect(pageLang(paths.decks, new URLSearchParams('lang=ko'))).toBe('ko');
    expect(pageLang(paths.decks, new URLSearchParams(''))).toBe('en');
  });
});

describe('the follow view’s address', () => {
  it('carries the student’s language for its bar, apart from the slides’ own', () => {
    const url = (reader: 'en' | 'ko') =>
      new URL(followHref('ai', 'en', reader), 'http://x').searchParams.get(FOLLOW_UI_PARAM);
    expect(url('ko')).toBe('ko');
    expect(url('en')).toBeNull();
    const korean = new URL(followHref('ai', 'ko', 'en'), 'http://x').searchParams;
    expect(korean.get('deck')).toBe('/decks/ai.ko.pdf');
    expect(korean.get('view')).toBe('follow');
  });
});
