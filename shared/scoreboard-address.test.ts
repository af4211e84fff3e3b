import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './routes';
import { tariffPaths } from './testing/tariff-wars';

describe("the projector's language in its address", () => {
  it('keeps ?lang=ko on the scoreboard, and drops what the page does not read', () => {
    const at = (query: string) => canonicalPageUrl(tariffPaths().scoreboard, new URLSearchParams(query));
    expect(at('lang=ko')).toBe(`${tariffPaths().scoreboard}?lang=ko`);
    expect(at('lang=ko&utm_source=x')).toBe(`${tariffPaths().scoreboard}?lang=ko`);
    expect(at('lang=fr')).toBe(tariffPaths().scoreboard);
    expect(at('')).toBe(tariffPaths().scoreboard);
  });
});
