import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, paths } from './routes';

describe("the projector's language in its address", () => {
  it('keeps ?lang=ko on the scoreboard, and drops what the page does not read', () => {
    const at = (query: string) => canonicalPageUrl(paths.tariffScoreboard, new URLSearchParams(query));
    expect(at('lang=ko')).toBe(`${paths.tariffScoreboard}?lang=ko`);
    expect(at('lang=ko&utm_source=x')).toBe(`${paths.tariffScoreboard}?lang=ko`);
    expect(at('lang=fr')).toBe(paths.tariffScoreboard);
    expect(at('')).toBe(paths.tariffScoreboard);
  });
});
