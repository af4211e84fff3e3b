import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, paths, privacyIn } from './routes';

describe("the privacy page's language in its address", () => {
  it('keeps ?lang=ko, so the Korean page is never kept as the English one', () => {
    const at = (query: string) => canonicalPageUrl(paths.privacy, new URLSearchParams(query));
    expect(at('lang=ko')).toBe('/privacy?lang=ko');
    expect(at('lang=ko&utm_source=x')).toBe(privacyIn('ko'));
    expect(at('lang=fr')).toBe('/privacy');
    expect(at('')).toBe(privacyIn('en'));
  });
});
