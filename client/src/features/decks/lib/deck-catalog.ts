import type { DeckKey } from '@shared/keys';

export interface DeckInfo {
  key: DeckKey;
  title: string;
  description: string;
}

/** The four workshop decks in course order (SPEC section 1); titles as on the Home page. */
export const DECKS: readonly DeckInfo[] = [
  {
    key: 'negotiation',
    title: 'Negotiation Workshop',
    description:
      'Prepare like a professional with BATNA, reservation price and the ZOPA, then practise separating interests from positions, anchoring a first offer and trading concessions to a close.',
  },
  {
    key: 'ai',
    title: 'AI Workshop',
    description:
      'How large language models read and generate text, how to write prompts that get useful answers, and how to use AI at work safely: hallucinations, confidential data and a green-amber-red rule of thumb.',
  },
  {
    key: 'communication',
    title: 'Communication Workshop',
    description:
      'Lead with the answer using the pyramid principle, write emails people act on, listen actively, and give and receive feedback with the Situation-Behaviour-Impact model.',
  },
  {
    key: 'collaboration',
    title: 'Team Collaboration Workshop',
    description:
      'What makes teams effective, from Tuckman’s stages and psychological safety to team charters, RACI roles and clear decision rules, with practice for meetings and remote work.',
  },
];

/** The access-checked PDF the server serves (server/modules/decks). */
export const deckPdfPath = (key: DeckKey) => `/decks/${key}.pdf`;

/** The card image, 640 x 360 (16:9). */
export const deckImagePath = (key: DeckKey) => `/images/decks/${key}.svg`;
export const DECK_IMAGE_SIZE = { width: 640, height: 360 } as const;

/** The full-screen presenter, a separate page (client/present.html) that loads pdf.js only there. */
export const presenterHref = (deck: DeckInfo) =>
  `/present.html?deck=${deckPdfPath(deck.key)}&title=${encodeURIComponent(deck.title)}`;
