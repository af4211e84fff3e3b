import type { DeckLang } from './deck-catalog';

/**
 * What the decks page says to a student, in each language: Korean for a Korean seat and for `/decks?lang=ko`.
 * The instructor's controls (switches, Present Slides) are the instructor's and stay in English.
 */
const en = {
  title: 'Presentation Decks',
  intro: 'The slides from each workshop of the course, to follow along in class and review afterwards.',
  loading: 'Loading decks',
  emptyTitle: 'No decks to show yet',
  emptyText: 'Your instructor will share the workshop slides here when the class is ready. Check back later.',
  slidesIn: 'Slides in',
  slidesLanguageFor: (title: string) => `Slides language for ${title}`,
  downloadSlides: 'Download Slides',
  downloadHandout: 'Download Handout',
  presenting: 'Your instructor is presenting',
  /** After the deck's title and a colon: "AI Workshop: slide 5 of 16". */
  slideOf: (slide: number, total: number) => `slide ${slide} of ${total}`,
  notForDownload: 'These slides are not shared for download, so only the slide number is shown here.',
  follow: 'Follow the slides',
};

export type DecksText = typeof en;

export const decksText: Record<DeckLang, DecksText> = {
  en,
  ko: {
    title: '발표 자료',
    intro:
      '이 과정의 워크숍마다 쓰는 슬라이드입니다. 수업 시간에 따라 보고, 수업이 끝난 뒤 복습할 때 다시 펼쳐 보세요.',
    loading: '발표 자료를 불러오는 중',
    emptyTitle: '아직 공개된 발표 자료가 없습니다',
    emptyText: '수업 준비가 끝나면 강사가 이곳에 워크숍 슬라이드를 올려 드립니다. 나중에 다시 확인해 주세요.',
    slidesIn: '슬라이드 언어',
    slidesLanguageFor: (title) => `${title} 슬라이드 언어`,
    downloadSlides: '슬라이드 내려받기',
    downloadHandout: '유인물 내려받기',
    presenting: '강사가 지금 발표하고 있습니다',
    slideOf: (slide, total) => `슬라이드 ${slide}/${total}`,
    notForDownload: '이 슬라이드는 내려받기가 허용되지 않아 여기에는 슬라이드 번호만 표시됩니다.',
    follow: '슬라이드 따라 보기',
  },
};
