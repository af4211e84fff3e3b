import type { Lang } from '@shared/simulations';

/** The decks page's words in the student's language (a Korean seat, or `/decks?lang=ko`). */
export const decksText = {
  en: {
    title: 'Presentation Decks',
    intro: 'The slides from each workshop of the course, to follow along in class and review afterwards.',
    loading: 'Loading decks',
    noneTitle: 'No decks to show yet',
    noneBody:
      'Your instructor will share the workshop slides here when the class is ready. Check back later.',
    slidesLanguage: (title: string) => `Slides language for ${title}`,
    slidesIn: 'Slides in',
    downloadSlides: 'Download Slides',
    downloadHandout: 'Download Handout',
    presenting: 'Your instructor is presenting',
    slideOf: (slide: number, total: number) => `: slide ${slide} of ${total}`,
    notShared: 'These slides are not shared for download, so only the slide number is shown here.',
    follow: 'Follow the slides',
  },
  ko: {
    title: '발표 자료',
    intro: '워크숍마다 쓰는 슬라이드입니다. 수업 중에 따라 보고, 끝난 뒤에 다시 볼 수 있습니다.',
    loading: '발표 자료를 불러오는 중',
    noneTitle: '아직 공개된 발표 자료가 없습니다',
    noneBody: '수업 준비가 끝나면 강사가 이곳에 워크숍 슬라이드를 올립니다. 조금 뒤에 다시 확인해 주세요.',
    slidesLanguage: (title: string) => `${title} 슬라이드 언어`,
    slidesIn: '슬라이드 언어',
    downloadSlides: '슬라이드 내려받기',
    downloadHandout: '유인물 내려받기',
    presenting: '강사가 지금 발표 중입니다',
    slideOf: (slide: number, total: number) => ` · 슬라이드 ${slide}/${total}`,
    notShared: '이 슬라이드는 내려받기가 허용되지 않아 슬라이드 번호만 보여 드립니다.',
    follow: '슬라이드 따라 보기',
  },
} as const;

export type DecksText = (typeof decksText)[Lang];
