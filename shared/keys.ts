/** The fixed sets of decks and simulations (SPEC section 1). */

export const DECK_KEYS = ['negotiation', 'ai', 'communication', 'collaboration'] as const;
export type DeckKey = (typeof DECK_KEYS)[number];

export const SIMULATION_KEYS = ['queenOfSorrows', 'shinhwaDaesung', 'solaraLunara'] as const;
export type SimulationKey = (typeof SIMULATION_KEYS)[number];

export const isDeckKey = (v: string): v is DeckKey => (DECK_KEYS as readonly string[]).includes(v);
export const isSimulationKey = (v: string): v is SimulationKey =>
  (SIMULATION_KEYS as readonly string[]).includes(v);

/** The token-visualiser demo, linked from the navbar, Home and Demos. */
export const TOKEN_VISUALISER_URL = 'https://tiktokenizer.vercel.app/';
