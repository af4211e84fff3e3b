/** The decks module's public face: the slide PDFs, their settings and their old addresses. */
export { routeDeckAliases } from './deck-path';
export { deckFilesRouter, deckVisibilityRouter } from './router';
export { deckReads } from './reads';
