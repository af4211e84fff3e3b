import type { PDFDocumentProxy } from 'pdfjs-dist';
import { el } from './dom';
import { bindKeys, bindPointer } from './input';
import type { Command } from './keys';
import { initialNav, navigate, pageFromHash, type NavAction, type NavState } from './navigation';
import { createOverlay } from './overlay';
import { createOverview, THUMB_WIDTH } from './overview';
import { SlideCache } from './slide-cache';
import { createSlideStage } from './slide-stage';
import { boxOf, toggleFullscreen, watchViewport } from './viewport';

/** Where a change came from: this window (keys, clicks) or another device through the server. */
export type MoveSource = 'local' | 'remote';

export interface PresenterOptions {
  /** The slide overlay (title, counter, buttons); the audience window and the presenter view have none. */
  chrome: boolean;
  /** The overlay's "Presenter view" button, where this page offers one. */
  presenterView?(): void;
  /** Places the slide (stage and black screen) in the page; by default it fills the window. */
  arrange?(app: HTMLElement, slide: HTMLElement): void;
  /** After every change of slide, black screen or overview. */
  onChange?(state: NavState, previous: NavState, source: MoveSource): void;
  /** Commands this page adds to the standard ones (the presenter view's keys). */
  extraKey?(e: KeyboardEvent): boolean;
  /**
   * The slides move only as the presentation does (the projector joined by code): no key but full screen,
   * no click or swipe.
   */
  readOnly?: boolean;
}

export interface Presenter {
  state(): NavState;
  dispatch(action: NavAction, source?: MoveSource): void;
  cache: SlideCache;
}

/**
 * The running presenter: state changes go through the pure `navigate` reducer; the stage, overlay and
 * overview grid turn them into DOM, and the keys, pointer and window size feed them (each in its own file).
 */
export function startPresenter(
  root: HTMLElement,
  doc: PDFDocumentProxy,
  title: string,
  options: PresenterOptions,
): Presenter {
  const cache = new SlideCache(doc);
  const total = cache.total;
  let state: NavState = initialNav(total, pageFromHash(location.hash, total) ?? 0);

  const live = el('div', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
  const stage = createSlideStage(cache, root, (label, text) => {
    live.textContent = text ? `${label}. ${text}` : label;
  });
  const black = el('div', { className: 'black', attrs: { 'aria-hidden': 'true' } });
  const slide = el('div', { className: 'slide-area' }, [stage.element, black]);
  // one landmark holds everything, overlay and grid included
  const app = el('main', { className: 'app' }, [el('h1', { className: 'sr-only', text: title }), live]);
  root.className = 'presenter';
  root.replaceChildren(app);
  if (options.arrange) options.arrange(app, slide);
  else app.append(slide);
  document.title = `${title} · Presenter`;

  const overlay = options.chrome
    ? createOverlay(app, title, {
        prev: () => dispatch({ type: 'prev' }),
        next: () => dispatch({ type: 'next' }),
        overview: () => dispatch({ type: 'toggleOverview' }),
        fullscreen: toggleFullscreen,
        ...(options.presenterView ? { presenterView: options.presenterView } : {}),
      })
    : null;
  const overview = createOverview(
    app,
    total,
    (i) => cache.thumbnail(i, THUMB_WIDTH),
    (i) => dispatch({ type: 'goto', index: i }),
    () => dispatch({ type: 'closeOverview' }),
  );

  function dispatch(action: NavAction, source: MoveSource = 'local') {
    const prev = state;
    state = navigate(state, action);
    if (state.index !== prev.index || stage.showing() !== state.index) stage.show(state.index);
    if (state.index !== prev.index) history.replaceState(null, '', `#page=${state.index + 1}`);
    overlay?.update(state.index, total);
    app.classList.toggle('blacked', state.black);
    if (state.overview && !prev.overview) overview.open(state.index);
    if (!state.overview && prev.overview) overview.close();
    options.onChange?.(state, prev, source);
  }

  const run = (command: Command) => {
    if (command === 'fullscreen') return toggleFullscreen();
    if (options.readOnly) return;
    if (command === 'black') return dispatch({ type: 'toggleBlack' });
    if (command === 'overview') return dispatch({ type: 'toggleOverview' });
    if (command === 'closeOverview') return dispatch({ type: 'closeOverview' });
    dispatch({ type: command });
  };
  if (options.extraKey) {
    const extra = options.extraKey;
    window.addEventListener('keydown', (e) => {
      if (!e.defaultPrevented && !state.overview && extra(e)) e.preventDefault();
    });
  }
  bindKeys(() => state.overview, run);
  if (!options.readOnly) {
    bindPointer(stage.element, (type) => dispatch({ type }));
    black.addEventListener('click', () => dispatch({ type: 'toggleBlack' }));
  }
  document.addEventListener('fullscreenchange', () =>
    overlay?.setFullscreen(Boolean(document.fullscreenElement)),
  );

  const applySize = () => {
    if (cache.setViewport(boxOf(stage.element), window.devicePixelRatio || 1)) {
      stage.invalidate();
      stage.show(state.index);
    }
  };
  watchViewport(applySize);
  cache.setViewport(boxOf(stage.element), window.devicePixelRatio || 1);
  dispatch({ type: 'goto', index: state.index });
  root.focus({ preventScroll: true });
  return { state: () => state, dispatch, cache };
}
