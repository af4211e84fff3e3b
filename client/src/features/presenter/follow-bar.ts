import { el } from './dom';
import type { FollowState } from './follow';
import { decksPageIn } from './site-pages';

/** The follow bar's words in the student's language (a Korean student's in Korean, whatever the slides). */
export const followText = {
  en: {
    label: 'Following the instructor',
    following: (slide: number, total: number) => `Following the instructor: slide ${slide} of ${total}`,
    browsing: (slide: number) => `You are browsing freely. The instructor is on slide ${slide}.`,
    back: 'Back to the instructor’s slide',
    notSharing: 'The instructor is not sharing the slides right now. Browse them freely.',
    elsewhere: 'The instructor is now presenting another deck.',
    decks: 'Presentation Decks',
  },
  ko: {
    label: '강사 슬라이드 따라 보기',
    following: (slide: number, total: number) => `강사 화면을 따라가는 중 · 슬라이드 ${slide}/${total}`,
    browsing: (slide: number) =>
      `직접 넘겨 보는 중입니다. 강사는 지금 ${slide}번 슬라이드를 보여 주고 있습니다.`,
    back: '강사 슬라이드로 돌아가기',
    notSharing: '지금은 강사가 슬라이드를 공유하고 있지 않습니다. 자유롭게 넘겨 보세요.',
    elsewhere: '강사가 다른 발표 자료로 넘어갔습니다.',
    decks: '발표 자료 목록',
  },
} as const;

export interface FollowBar {
  /** PresenterOptions.arrange: the bar above the slide, which keeps the rest of the window. */
  arrange(app: HTMLElement, slide: HTMLElement): void;
  render(state: FollowState, total: number): void;
}

/**
 * The strip above a student's followed slides: where the instructor is, and the way back to their slide
 * while browsing, and the way to the deck list (where another deck the instructor moved to is offered). Never
 * the notes: it has none. The deck list is the one in the student's language.
 */
export function createFollowBar(lang: 'en' | 'ko', onBack: () => void): FollowBar {
  const t = followText[lang];
  const status = el('p', { className: 'follow-status', attrs: { 'aria-live': 'polite' } });
  const back = el('button', { className: 'action primary', text: t.back, attrs: { type: 'button' } });
  back.addEventListener('click', (e) => {
    onBack();
    // give the keys back to the slides (Space would press this button again)
    if (e.detail > 0) back.blur();
  });
  const decks = el('a', { className: 'action', text: t.decks, attrs: { href: decksPageIn(lang) } });
  const bar = el('nav', { className: 'follow-bar', attrs: { 'aria-label': t.label, lang } }, [
    status,
    back,
    decks,
  ]);
  return {
    arrange(app, slide) {
      app.classList.add('following');
      app.append(bar, slide);
    },
    render(state, total) {
      const browsing = !state.following && state.instructorSlide !== null;
      status.textContent =
        state.instructorSlide !== null
          ? browsing
            ? t.browsing(state.instructorSlide)
            : t.following(state.instructorSlide, total)
          : state.elsewhere
            ? t.elsewhere
            : t.notSharing;
      back.hidden = !browsing;
    },
  };
}
