import { describe, expect, it } from 'vitest';
import { decksIn, paths } from '@shared/routes';
import { DECKS_PAGE, PROJECTOR_PAGE, decksPageIn } from '../site-pages';

// The presenter writes the app's addresses itself (it must not load the app's first chunk): they stay the app's.
describe('the app pages the presenter links to', () => {
  it('are the routes the app serves, the decks page in either language', () => {
    expect(DECKS_PAGE).toBe(paths.decks);
    expect(PROJECTOR_PAGE).toBe(paths.projector);
    for (const lang of ['en', 'ko'] as const) expect(decksPageIn(lang)).toBe(decksIn(lang));
  });
});
