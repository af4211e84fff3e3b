import { DECK_TITLES } from '@shared/decks';
import type { DeckKey } from '@shared/keys';

/** Every deck and handout exists in English and Korean (content/decks/*.md, *.ko.md). */
export const DECK_LANGS = ['en', 'ko'] as const;
export type DeckLang = (typeof DECK_LANGS)[number];

export interface DeckInfo {
  key: DeckKey;
  /** As on the deck's title slide in each language. */
  title: Readonly<Record<DeckLang, string>>;
  /** What the workshop covers, in each language (the page shows the reader's). */
  description: Readonly<Record<DeckLang, string>>;
  /** Whether the deck comes with a handout PDF (both languages). */
  handout: boolean;
}

/** The four workshop decks in course order; titles as on their title slides. */
export const DECKS: readonly DeckInfo[] = [
  {
    key: 'negotiation',
    title: DECK_TITLES.negotiation,
    handout: true,
    description: {
      en: 'Prepare like a professional with BATNA, reservation price and the ZOPA, then practise separating interests from positions, anchoring a first offer and trading concessions to a close.',
      ko: 'BATNA, 유보가격, ZOPA로 협상을 전문가처럼 준비합니다. 입장 뒤에 숨은 이해관계를 찾아내고, 첫 제안으로 앵커를 세우고, 양보를 주고받으며 합의까지 가는 과정을 연습합니다.',
    },
  },
  {
    key: 'ai',
    title: DECK_TITLES.ai,
    handout: false,
    description: {
      en: 'How large language models read and generate text, how to write prompts that get useful answers, and how to use AI at work safely: hallucinations, confidential data and a green-amber-red rule of thumb.',
      ko: '대규모 언어 모델이 글을 읽고 만들어 내는 원리, 쓸모 있는 답을 끌어내는 프롬프트 작성법, 업무에서 AI를 안전하게 쓰는 법을 다룹니다. 환각과 기밀 데이터, 그리고 초록·주황·빨강으로 나누는 간단한 판단 기준도 함께 살펴봅니다.',
    },
  },
  {
    key: 'communication',
    title: DECK_TITLES.communication,
    handout: true,
    description: {
      en: 'Lead with the answer using the pyramid principle, write emails people act on, listen actively, and give and receive feedback with the Situation-Behaviour-Impact model.',
      ko: '피라미드 원칙으로 결론부터 말하고, 읽는 사람이 바로 움직이는 메일을 쓰고, 적극적으로 경청하는 법을 익힙니다. 상황-행동-영향(SBI) 모델로 피드백을 주고받는 연습도 합니다.',
    },
  },
  {
    key: 'collaboration',
    title: DECK_TITLES.collaboration,
    handout: false,
    description: {
      en: 'What makes teams effective, from Tuckman’s stages and psychological safety to team charters, RACI roles and clear decision rules, with practice for meetings and remote work.',
      ko: '터크먼의 팀 발달 단계와 심리적 안정감부터 팀 헌장, RACI 역할 분담, 분명한 의사결정 방식까지 효과적인 팀의 조건을 살펴보고, 회의와 원격 협업을 실습합니다.',
    },
  },
];

/** The card image, 640 x 360 (16:9). */
export const deckImagePath = (key: DeckKey) => `/images/decks/${key}.svg`;
export const DECK_IMAGE_SIZE = { width: 640, height: 360 } as const;
