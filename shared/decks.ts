import type { DeckKey } from './keys';
import type { Lang } from './simulations';

/**
 * The four decks' titles, as on their title slides in each language. The decks page, the remote and the
 * projector's page show them; the presenter page gets its title in its address.
 */
export const DECK_TITLES: Readonly<Record<DeckKey, Readonly<Record<Lang, string>>>> = {
  negotiation: { en: 'Negotiation Workshop', ko: '협상 워크숍' },
  ai: { en: 'AI Workshop', ko: 'AI 워크숍' },
  communication: { en: 'Communication Workshop', ko: '커뮤니케이션 워크숍' },
  collaboration: { en: 'Team Collaboration Workshop', ko: '팀 협업 워크숍' },
};

/** The four decks' descriptions on the decks page, in each language. */
export const DECK_DESCRIPTIONS: Readonly<Record<DeckKey, Readonly<Record<Lang, string>>>> = {
  negotiation: {
    en: 'Prepare like a professional with BATNA, reservation price and the ZOPA, then practise separating interests from positions, anchoring a first offer and trading concessions to a close.',
    ko: 'BATNA, 유보가격, ZOPA로 협상을 전문가처럼 준비하고, 입장 뒤에 숨은 이해관계를 찾는 법, 첫 제안으로 기준점을 잡는 법, 양보를 주고받으며 합의에 이르는 법을 연습합니다.',
  },
  ai: {
    en: 'How large language models read and generate text, how to write prompts that get useful answers, and how to use AI at work safely: hallucinations, confidential data and a green-amber-red rule of thumb.',
    ko: '대규모 언어 모델이 글을 읽고 만들어 내는 방식, 쓸모 있는 답을 얻는 프롬프트 작성법, 그리고 환각과 기밀 정보를 조심하며 업무에 AI를 안전하게 쓰는 법을 초록·노랑·빨강 기준과 함께 다룹니다.',
  },
  communication: {
    en: 'Lead with the answer using the pyramid principle, write emails people act on, listen actively, and give and receive feedback with the Situation-Behaviour-Impact model.',
    ko: '피라미드 원칙으로 결론부터 말하기, 읽는 사람이 바로 움직이는 이메일 쓰기, 적극적으로 듣기, 그리고 상황-행동-영향(SBI) 모델로 피드백을 주고받는 법을 익힙니다.',
  },
  collaboration: {
    en: 'What makes teams effective, from Tuckman’s stages and psychological safety to team charters, RACI roles and clear decision rules, with practice for meetings and remote work.',
    ko: '터크먼의 팀 발달 단계와 심리적 안전감에서 팀 헌장, RACI 역할 분담, 분명한 의사결정 규칙까지, 효과적인 팀의 조건을 살펴보고 회의와 원격 협업을 연습합니다.',
  },
};

/**
 * The access-checked PDFs the server serves (server/modules/decks): the slides in either language and the
 * handout, all under the deck's visibility and download switches.
 */
export const deckPdfPath = (key: DeckKey, lang: Lang = 'en') =>
  `/decks/${key}${lang === 'ko' ? '.ko' : ''}.pdf`;
export const handoutPdfPath = (key: DeckKey, lang: Lang = 'en') =>
  `/decks/${key}-handout${lang === 'ko' ? '.ko' : ''}.pdf`;

/**
 * The presenter page's views (`&view=`): the slides full screen (the default, Present Slides), the presenter
 * view with the notes, the audience window, a student following the instructor's slide, and the projector's
 * browser joined by code.
 */
export type PresentView = 'slides' | 'presenter' | 'audience' | 'follow' | 'projector';

/** The decks page's language: `?lang=ko` shows it in Korean (as a Korean seat sees it). */
export const DECKS_LANG_PARAM = 'lang';
/** The decks page in a language (the Korean follow view links back to the Korean one). */
export const decksIn = (lang: Lang) => (lang === 'ko' ? `/decks?${DECKS_LANG_PARAM}=ko` : '/decks');

/** The follow view's parameter: the language of its own words when it differs from the slides'. */
export const FOLLOW_UI_PARAM = 'ui';

/**
 * The full-screen presenter, a separate page (client/present.html) that loads pdf.js only there. `ui`: the
 * reader's language, when it is not the slides' (a Korean student following the English slides).
 */
export const presentHref = (key: DeckKey, lang: Lang = 'en', view: PresentView = 'slides', ui: Lang = lang) =>
  `/present.html?deck=${deckPdfPath(key, lang)}&title=${encodeURIComponent(DECK_TITLES[key][lang])}` +
  (lang === 'ko' ? '&lang=ko' : '') +
  (view === 'slides' ? '' : `&view=${view}`) +
  (ui === lang ? '' : `&${FOLLOW_UI_PARAM}=${ui}`);
