/** The fixed set of decks. The simulations are in shared/simulations.ts. */

export const DECK_KEYS = ['negotiation', 'ai', 'communication', 'collaboration'] as const;
export type DeckKey = (typeof DECK_KEYS)[number];

export const isDeckKey = (v: string): v is DeckKey => (DECK_KEYS as readonly string[]).includes(v);

/** The token-visualiser demo, linked from the navbar, Home and Demos. */
export const TOKEN_VISUALISER_URL = 'https://tiktokenizer.vercel.app/';
