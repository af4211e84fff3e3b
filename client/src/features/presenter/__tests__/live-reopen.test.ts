import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RETRY_MS } from '@shared/contracts/live-config';
import type { PresenterState } from '@shared/contracts/presenter-config';
import { FakeEventSource, stubEventSource } from '@/lib/live/fake-event-source';
import type { NavAction, NavState } from '../navigation';
import type { Presenter } from '../presenter';

const state = (slide: number): PresenterState => ({
  deck: 'ai',
  lang: 'en',
  slide,
  total: 10,
  black: false,
  startedAt: '2025-01-01T09:00:00.000Z',
  pausedElapsedMs: null,
  followAlong: false,
  projectorCode: null,
  serverNow: '2025-01-01T09:05:00.000Z',
});
const hello = { type: 'hello', serverNow: '2025-01-01T09:05:00.000Z', audience: 'instructor' };

/** A presenter window standing at slide 1: it records where the live channel moves it. */
function fakePresenter() {
  let nav: NavState = { index: 0, total: 10, black: false, overview: false };
  const presenter = {
    state: () => nav,
    dispatch: (action: NavAction) => {
      if (action.type === 'goto') nav = { ...nav, index: action.index };
    },
  } as unknown as Presenter;
  return { presenter, slide: () => nav.index + 1 };
}

beforeEach(() => {
  vi.useFakeTimers();
  stubEventSource();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.doUnmock('../api');
  vi.resetModules();
});

describe("the presenter's live channel", () => {
  it('opens again after a proxy answered the stream with an error (502), and catches up with what it missed', async () => {
    const serverState = vi.fn(() => Promise.resolve(state(1)));
    vi.doMock('../api', () => ({
      presenterApi: { state: serverState, put: vi.fn(() => new Promise(() => {})) },
    }));
    const { connectPresentation } = await import('../connect');
    const { presenter, slide } = fakePresenter();
    connectPresentation('ai', 'en').start(presenter, false);
    const first = FakeEventSource.last!;
    first.send(hello);
    first.send({ type: 'presenter', state: state(3) });
    expect(slide()).toBe(3);

    // a process stops behind the proxy: the proxy answers 502, and the browser gives the stream up for good
    first.fail();
    serverState.mockImplementation(() => Promise.resolve(state(5))); // moved on meanwhile
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS * 2);
    const second = FakeEventSource.last!;
    expect(second).not.toBe(first);
    expect(second.url).toBe('/api/events');

    // the new stream's greeting: the window asks where the presentation is, then follows the stream again
    second.send(hello);
    await vi.advanceTimersByTimeAsync(0);
    expect(slide()).toBe(5);
    second.send({ type: 'presenter', state: state(6) });
    expect(slide()).toBe(6);
  });
});
