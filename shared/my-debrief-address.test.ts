import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, printLayoutOf, simulationPaths } from './routes';
import { simulationOf } from './simulations';

describe("a student's own debrief's address", () => {
  it('keeps ?print=1 (the print layout is another first paint), and nothing else of the query', () => {
    const path = simulationPaths(simulationOf('queenOfSorrows')).myDebrief;
    const at = (query: string) => canonicalPageUrl(path, new URLSearchParams(query));
    expect(at('print=1')).toBe(`${path}?print=1`);
    expect(at('print=1&utm_source=x')).toBe(printLayoutOf(path));
    expect(at('print=yes')).toBe(path);
    expect(at('round=1')).toBe(path);
    expect(at('')).toBe(path);
    // another page's ?print=1 is a made-up query string
    expect(canonicalPageUrl('/decks', new URLSearchParams('print=1'))).toBe('/decks');
  });
});
