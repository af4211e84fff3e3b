import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowAlong } from '@shared/contracts/presenter-config';
import { destination, followAgain, heard, initialFollow, movedTo, type FollowState } from '../follow';
import { createFollowBar, followText } from '../follow-bar';

const at = (slide: number, deck: FollowAlong['deck'] = 'ai'): FollowAlong => ({
  deck,
  lang: 'en',
  slide,
  total: 16,
});

afterEach(() => document.body.replaceChildren());

describe('following the instructor’s slide', () => {
  it('goes where the instructor goes from the start, and stays where it is while nothing is shared', () => {
    expect(destination(initialFollow, 0)).toBeNull();
    const s = heard(initialFollow, at(5), 'ai');
    expect(destination(s, 0)).toBe(4);
    expect(destination(s, 4)).toBeNull();
    const off = heard(s, null, 'ai');
    expect(off).toMatchObject({ instructorSlide: null, elsewhere: null, following: true });
    expect(destination(off, 2)).toBeNull();
  });

  it('lets the student browse after a move of their own, and brings them back on request', () => {
    let s = heard(initialFollow, at(5), 'ai');
    s = movedTo(s, 7);
    expect(s.following).toBe(false);
    // the instructor moves on: the student stays where they browse
    s = heard(s, at(6), 'ai');
    expect(destination(s, 7)).toBeNull();
    s = followAgain(s);
    expect(destination(s, 7)).toBe(5);
    // reaching the instructor's slide by their own keys follows again too
    s = movedTo(movedTo(s, 9), 5);
    expect(s.following).toBe(true);
  });

  it('notices another deck shared instead, and goes nowhere for it', () => {
    const s = heard(heard(initialFollow, at(5), 'ai'), at(2, 'negotiation'), 'ai');
    expect(s).toMatchObject({ instructorSlide: null, elsewhere: 'negotiation' });
    expect(destination(s, 4)).toBeNull();
  });
});

describe('the follow bar', () => {
  const mount = (lang: 'en' | 'ko' = 'en') => {
    const onBack = vi.fn();
    const bar = createFollowBar(lang, onBack);
    const app = document.createElement('main');
    bar.arrange(app, document.createElement('div'));
    document.body.append(app);
    const back = () => app.querySelector('button')!;
    const status = () => app.querySelector('.follow-status')!.textContent;
    return { bar, onBack, back, status, app };
  };
  const state = (over: Partial<FollowState>): FollowState => ({ ...initialFollow, ...over });

  it('says where the instructor is, offers the way back only while browsing, and leads to the deck list', () => {
    const { bar, onBack, back, status, app } = mount();
    bar.render(state({ instructorSlide: 5 }), 16);
    expect(status()).toBe('Following the instructor: slide 5 of 16');
    expect(back().hidden).toBe(true);
    bar.render(state({ instructorSlide: 5, following: false }), 16);
    expect(status()).toBe('You are browsing freely. The instructor is on slide 5.');
    expect(back().hidden).toBe(false);
    expect(back().textContent).toBe('Back to the instructor’s slide');
    back().click();
    expect(onBack).toHaveBeenCalledOnce();
    bar.render(state({ elsewhere: 'negotiation' }), 16);
    expect(status()).toBe(followText.en.elsewhere);
    expect(back().hidden).toBe(true);
    bar.render(state({}), 16);
    expect(status()).toBe(followText.en.notSharing);
    expect(app.querySelector('a')!.getAttribute('href')).toBe('/decks');
    expect(app.querySelector('nav')!.getAttribute('aria-label')).toBe('Following the instructor');
  });

  it('speaks Korean to a Korean student, and leads to the Korean deck list', () => {
    const { bar, status, back, app } = mount('ko');
    bar.render(state({ instructorSlide: 3, following: false }), 14);
    expect(app.querySelector('nav')!.getAttribute('lang')).toBe('ko');
    expect(status()).toBe('직접 넘겨 보는 중입니다. 강사는 지금 3번 슬라이드를 보여 주고 있습니다.');
    expect(back().textContent).toBe('강사 슬라이드로 돌아가기');
    const decks = app.querySelector('a')!;
    expect(decks.textContent).toBe('발표 자료 목록');
    expect(decks.getAttribute('href')).toBe('/decks?lang=ko');
  });
});
