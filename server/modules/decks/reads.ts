import { defineRead, ok, type Read } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { deckOr404, notesLangOr400, readDeckNotes } from './notes';
import { deckVisibility } from './service';

/**
 * GET /api/visibility/decks: a bare keyed object (not the envelope), the same for every visitor.
 * GET /api/decks/{key}/notes?lang=en|ko: the speaker notes, to the signed-in instructor only (401 before
 * anything else is looked at, so nobody learns which decks have notes).
 */
export const deckReads = ({ db, decksDir }: ModuleContext): Read[] => [
  defineRead({ path: '/api/visibility/decks', public: true, read: () => deckVisibility(db) }),
  defineRead({
    path: '/api/decks/:deck/notes',
    public: false,
    adminOnly: true,
    headers: { 'X-Robots-Tag': 'noindex' },
    read: async (_viewer, params, query) =>
      ok(await readDeckNotes(decksDir, deckOr404(params.deck), notesLangOr400(query.lang))),
  }),
];
