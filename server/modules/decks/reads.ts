import { defineRead, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { deckVisibility } from './service';

/** GET /api/visibility/decks: the bare keyed object of SPEC section 7, the same for every visitor. */
export const deckReads = ({ db }: ModuleContext): Read[] => [
  defineRead({ path: '/api/visibility/decks', public: true, read: () => deckVisibility(db) }),
];
