import { koreanPart } from './address-lang';
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

/**
 * The access-checked PDFs the server serves (server/modules/decks): the slides in either language and the
 * handout, all under the deck's visibility and download switches.
 */
export const deckPdfPath = (key: DeckKey, lang: Lang = 'en') => `/decks/${key}${koreanPart(lang, '.ko')}.pdf`;
export const handoutPdfPath = (key: DeckKey, lang: Lang = 'en') =>
  `/decks/${key}-handout${koreanPart(lang, '.ko')}.pdf`;

/** The names a downloaded deck and handout are saved under: `negotiation-workshop-ko.pdf`. */
export const deckFileName = (key: DeckKey, lang: Lang) => `${key}-workshop${koreanPart(lang, '-ko')}.pdf`;
export const handoutFileName = (key: DeckKey, lang: Lang) => `${key}-handout${koreanPart(lang, '-ko')}.pdf`;

/**
 * The presenter page's views (`&view=`): the slides full screen (the default, Present Slides), the presenter
 * view with the notes, the audience window, a student following the instructor's slide, and the projector's
 * browser joined by code.
 */
export type PresentView = 'slides' | 'presenter' | 'audience' | 'follow' | 'projector';

/**
 * The follow view's own words (its bar) in the student's language: `&ui=ko` for a Korean reader, whatever
 * the slides' language; English otherwise.
 */
export const FOLLOW_UI_PARAM = 'ui';

/** The full-screen presenter, a separate page (client/present.html) that loads pdf.js only there. */
export const presentHref = (key: DeckKey, lang: Lang = 'en', view: PresentView = 'slides') =>
  `/present.html?deck=${deckPdfPath(key, lang)}&title=${encodeURIComponent(DECK_TITLES[key][lang])}` +
  koreanPart(lang, '&lang=ko') +
  (view === 'slides' ? '' : `&view=${view}`);

/** A student's follow view of the slides the instructor shares, its bar in the student's language. */
export const followHref = (key: DeckKey, slidesLang: Lang, reader: Lang) =>
  presentHref(key, slidesLang, 'follow') + koreanPart(reader, `&${FOLLOW_UI_PARAM}=ko`);
