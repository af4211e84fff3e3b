import { DECK_TITLES } from '@shared/decks';
import type { DeckKey } from '@shared/keys';

export interface DeckInfo {
  key: DeckKey;
  title: string;
  /** The Korean deck's title, as on its title slide. */
  titleKo: string;
  description: string;
  /** Whether the deck comes with a handout PDF (both languages). */
  handout: boolean;
}

/** Every deck and handout exists in English and Korean (content/decks/*.md, *.ko.md). */
export const DECK_LANGS = ['en', 'ko'] as const;
export type DeckLang = (typeof DECK_LANGS)[number];

/** The four workshop decks in course order (SPEC section 1); titles as on their title slides. */
export const DECKS: readonly DeckInfo[] = [
  {
    key: 'negotiation',
    title: DECK_TITLES.negotiation.en,
    titleKo: DECK_TITLES.negotiation.ko,
    handout: true,
    description:
      'Prepare like a professional with BATNA, reservation price and the ZOPA, then practise separating interests from positions, anchoring a first offer and trading concessions to a close.',
  },
  {
    key: 'ai',
    title: DECK_TITLES.ai.en,
    titleKo: DECK_TITLES.ai.ko,
    handout: false,
    description:
      'How large language models read and generate text, how to write prompts that get useful answers, and how to use AI at work safely: hallucinations, confidential data and a green-amber-red rule of thumb.',
  },
  {
    key: 'communication',
    title: DECK_TITLES.communication.en,
    titleKo: DECK_TITLES.communication.ko,
    handout: true,
    description:
      'Lead with the answer using the pyramid principle, write emails people act on, listen actively, and give and receive feedback with the Situation-Behaviour-Impact model.',
  },
  {
    key: 'collaboration',
    title: DECK_TITLES.collaboration.en,
    titleKo: DECK_TITLES.collaboration.ko,
    handout: false,
    description:
      'What makes teams effective, from Tuckman’s stages and psychological safety to team charters, RACI roles and clear decision rules, with practice for meetings and remote work.',
  },
];

/** The card image, 640 x 360 (16:9). */
export const deckImagePath = (key: DeckKey) => `/images/decks/${key}.svg`;
export const DECK_IMAGE_SIZE = { width: 640, height: 360 } as const;
