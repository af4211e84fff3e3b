import type { PDFDocumentProxy } from 'pdfjs-dist';
import { el } from './dom';
import { commandForKey, swipeCommand, type Command } from './keys';
import {
  initialNav,
  navigate,
  pageFromHash,
  prefetchOrder,
  type NavAction,
  type NavState,
} from './navigation';
import { createOverlay } from './overlay';
import { createOverview, THUMB_WIDTH } from './overview';
import { RenderCancelled, SlideCache } from './slide-cache';

const viewportBox = () => ({
  width: document.documentElement.clientWidth,
  height: document.documentElement.clientHeight,
});

/**
 * The running presenter. State changes go through the pure `navigate` reducer; this module only turns
 * them into DOM: the stage shows one pre-rendered canvas at a time (data-page says which), the black
 * screen and the overview grid are layers above it.
 */
export function startPresenter(root: HTMLElement, doc: PDFDocumentProxy, title: string): void {
  const cache = new SlideCache(doc);
  const total = cache.total;
  let state: NavState = initialNav(total, pageFromHash(location.hash, total) ?? 0);

  const stage = el('main', { className: 'stage', attrs: { 'aria-label': 'Slides' } });
  const black = el('div', { className: 'black', attrs: { 'aria-hidden': 'true' } });
  const live = el('div', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
  root.className = 'presenter';
  root.replaceChildren(el('h1', { className: 'sr-only', text: title }), stage, black, live);
  document.title = `${title} · Presenter`;

  const overlay = createOverlay(root, title, {
    prev: () => dispatch({ type: 'prev' }),
    next: () => dispatch({ type: 'next' }),
    overview: () => dispatch({ type: 'toggleOverview' }),
    fullscreen: toggleFullscreen,
  });
  const overview = createOverview(
    root,
    total,
    (i) => cache.thumbnail(i, THUMB_WIDTH),
    (i) => dispatch({ type: 'goto', index: i }),
    () => dispatch({ type: 'closeOverview' }),
  );

  // --- showing a slide -------------------------------------------------------------------------------
  let showing = -1;
  let generation = 0;

  const put = (canvas: HTMLCanvasElement, index: number) => {
    canvas.className = 'slide';
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Slide ${index + 1} of ${total}`);
    if (stage.firstChild !== canvas) stage.replaceChildren(canvas);
    stage.dataset.page = String(index + 1);
    showing = index;
  };

  async function display(index: number): Promise<void> {
    const gen = ++generation;
    root.dataset.rendering = 'busy';
    const ready = cache.ready(index);
    try {
      if (ready) put(ready, index);
      else {
        const canvas = await cache.render(index);
        if (gen !== generation) return;
        put(canvas, index);
      }
      announce(index, gen);
      // then the neighbours, one at a time, so the next key press finds its slide ready
      for (const i of prefetchOrder(index, total)) {
        await cache.render(i);
        if (gen !== generation) return;
      }
      cache.keepOnly(prefetchOrder(index, total));
      root.dataset.rendering = 'idle';
    } catch (err) {
      if (err instanceof RenderCancelled || gen !== generation) return;
      console.error('Rendering a slide failed', err);
      root.dataset.rendering = 'idle';
    }
  }

  function announce(index: number, gen: number) {
    const label = `Slide ${index + 1} of ${total}`;
    live.textContent = label;
    cache
      .text(index)
      .then((text) => {
        if (gen === generation && text) live.textContent = `${label}. ${text.slice(0, 300)}`;
      })
      .catch(() => {});
  }

  // --- state -> DOM ---------------------------------------------------------------------------------
  function dispatch(action: NavAction) {
    const prev = state;
    state = navigate(state, action);
    if (state.index !== prev.index || showing !== state.index) void display(state.index);
    if (state.index !== prev.index) history.replaceState(null, '', `#page=${state.index + 1}`);
    overlay.update(state.index, total);
    root.classList.toggle('blacked', state.black);
    if (state.overview && !prev.overview) overview.open(state.index);
    if (!state.overview && prev.overview) overview.close();
  }

  function run(command: Command) {
    switch (command) {
      case 'fullscreen':
        return toggleFullscreen();
      case 'black':
        return dispatch({ type: 'toggleBlack' });
      case 'overview':
        return dispatch({ type: 'toggleOverview' });
      case 'closeOverview':
        return dispatch({ type: 'closeOverview' });
      default:
        return dispatch({ type: command });
    }
  }

  function toggleFullscreen() {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen({ navigationUI: 'hide' });
    request.catch((err: unknown) => console.warn('Full screen is not available here', err));
  }

  // --- input ----------------------------------------------------------------------------------------
  window.addEventListener('keydown', (e) => {
    if (e.defaultPrevented) return;
    const target = e.target as HTMLElement | null;
    // a focused button keeps its own Enter and Space
    if ((e.key === ' ' || e.key === 'Enter') && target?.closest('button, a')) return;
    const command = commandForKey(e, state.overview);
    if (!command) return;
    e.preventDefault();
    run(command);
  });

  stage.addEventListener('click', (e) => dispatch({ type: e.shiftKey ? 'prev' : 'next' }));
  black.addEventListener('click', () => dispatch({ type: 'toggleBlack' }));

  let touch: { x: number; y: number; t: number } | null = null;
  stage.addEventListener(
    'touchstart',
    (e) => {
      const t = e.touches[0];
      touch = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY, t: e.timeStamp } : null;
    },
    { passive: true },
  );
  stage.addEventListener('touchend', (e) => {
    const t = e.changedTouches[0];
    if (!touch || !t) return;
    const command = swipeCommand(t.clientX - touch.x, t.clientY - touch.y, e.timeStamp - touch.t);
    touch = null;
    if (command) {
      e.preventDefault(); // no click after a swipe
      dispatch({ type: command });
    }
  });

  document.addEventListener('fullscreenchange', () =>
    overlay.setFullscreen(Boolean(document.fullscreenElement)),
  );

  // --- size -----------------------------------------------------------------------------------------
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  const applySize = () => {
    if (cache.setViewport(viewportBox(), window.devicePixelRatio || 1)) {
      showing = -1;
      void display(state.index);
    }
  };
  window.addEventListener('resize', () => {
    // Meanwhile the shown canvas is stretched by CSS (object-fit), then replaced by a sharp one.
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(applySize, 150);
  });
  const watchPixelRatio = () => {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        applySize();
        watchPixelRatio();
      },
      { once: true },
    );
  };
  watchPixelRatio();

  cache.setViewport(viewportBox(), window.devicePixelRatio || 1);
  dispatch({ type: 'goto', index: state.index });
  root.focus({ preventScroll: true });
}
