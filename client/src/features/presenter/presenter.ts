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

/** Resolves just after the next frame is painted (a message posted from requestAnimationFrame). */
const afterNextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

const viewportBox = () => ({
  width: document.documentElement.clientWidth,
  height: document.documentElement.clientHeight,
});

/**
 * The running presenter. State changes go through the pure `navigate` reducer; this module only turns
 * them into DOM: the stage shows one pre-rendered canvas at a time (data-page says which; #presenter's
 * data-rendering is "idle" once the neighbours are ready), the black screen and the overview grid are
 * layers above it.
 */
export function startPresenter(root: HTMLElement, doc: PDFDocumentProxy, title: string): void {
  const cache = new SlideCache(doc);
  const total = cache.total;
  let state: NavState = initialNav(total, pageFromHash(location.hash, total) ?? 0);

  const stage = el('div', { className: 'stage' });
  const black = el('div', { className: 'black', attrs: { 'aria-hidden': 'true' } });
  const live = el('div', { className: 'sr-only', attrs: { 'aria-live': 'polite' } });
  // one landmark holds everything, overlay and grid included
  const app = el('main', { className: 'app' }, [
    el('h1', { className: 'sr-only', text: title }),
    stage,
    black,
    live,
  ]);
  root.className = 'presenter';
  root.replaceChildren(app);
  document.title = `${title} · Presenter`;

  const overlay = createOverlay(app, title, {
    prev: () => dispatch({ type: 'prev' }),
    next: () => dispatch({ type: 'next' }),
    overview: () => dispatch({ type: 'toggleOverview' }),
    fullscreen: toggleFullscreen,
  });
  const overview = createOverview(
    app,
    total,
    (i) => cache.thumbnail(i, THUMB_WIDTH),
    (i) => dispatch({ type: 'goto', index: i }),
    () => dispatch({ type: 'closeOverview' }),
  );

  // --- showing a slide -------------------------------------------------------------------------------
  /** The slide on screen, at the current size (-1 after a resize, until re-rendered). */
  let showing = -1;
  let generation = 0;

  // Pre-rendered neighbours wait in the stage, stacked beneath the slide on screen, so showing one is only
  // a class change: nothing is drawn or copied on the key press (reveal.js keeps its slides in the page
  // the same way).
  let current: HTMLCanvasElement | null = null;

  const stageIn = (canvas: HTMLCanvasElement) => {
    if (canvas.parentNode === stage) return;
    canvas.className = 'slide';
    canvas.setAttribute('aria-hidden', 'true');
    stage.append(canvas);
  };

  const put = (canvas: HTMLCanvasElement, index: number) => {
    stageIn(canvas);
    if (current && current !== canvas) {
      current.classList.remove('current');
      current.setAttribute('aria-hidden', 'true');
      current.removeAttribute('role');
      current.removeAttribute('aria-label');
    }
    canvas.classList.add('current');
    canvas.removeAttribute('aria-hidden');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Slide ${index + 1} of ${total}`);
    current = canvas;
    stage.dataset.page = String(index + 1);
    showing = index;
  };

  /** Takes out of the stage what the cache no longer keeps (never the slide on screen). */
  const tidyStage = (keep: readonly number[]) => {
    const wanted = new Set(keep.map((i) => cache.ready(i)));
    for (const c of stage.querySelectorAll('canvas')) if (c !== current && !wanted.has(c)) c.remove();
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
      // Then the neighbours, one at a time, so the next key press finds its slide ready. Not before this
      // slide is on screen: pdf.js draws on the main thread and would delay that frame.
      await afterNextPaint();
      if (gen !== generation) return;
      announce(index, gen);
      const keep = prefetchOrder(index, total);
      for (const i of keep) {
        const canvas = await cache.render(i);
        if (gen !== generation) return;
        stageIn(canvas);
      }
      cache.keepOnly(keep);
      tidyStage(keep);
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
    app.classList.toggle('blacked', state.black);
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
      tidyStage([]); // the neighbours were drawn for the old size
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
