import { el } from './dom';
import { prefetchOrder } from './navigation';
import { RenderCancelled, type SlideCache } from './slide-cache';

/** Resolves just after the next frame is painted (a message posted from requestAnimationFrame). */
const afterNextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

export interface SlideStage {
  element: HTMLElement;
  /** Puts the slide on screen (at once when it is ready), then renders its neighbours in advance. */
  show(index: number): void;
  /** The slide on screen, or -1 after a resize until it is drawn again at the new size. */
  showing(): number;
  /** The size changed: the ready slides are dropped and the current one drawn again. */
  invalidate(): void;
}

/**
 * The stage shows one pre-rendered canvas at a time (data-page says which; `busyRoot`'s data-rendering is
 * "idle" once the neighbours are ready). Pre-rendered neighbours wait in the stage, stacked beneath the slide
 * on screen, so showing one is only a class change: nothing is drawn or copied on the key press (reveal.js
 * keeps its slides in the page the same way). `announce` gets the slide's label and text for screen readers.
 */
export function createSlideStage(
  cache: SlideCache,
  busyRoot: HTMLElement,
  announce: (label: string, text?: string) => void,
): SlideStage {
  const total = cache.total;
  const element = el('div', { className: 'stage' });
  let current: HTMLCanvasElement | null = null;
  let showing = -1;
  let generation = 0;

  const stageIn = (canvas: HTMLCanvasElement) => {
    if (canvas.parentNode === element) return;
    canvas.className = 'slide';
    canvas.setAttribute('aria-hidden', 'true');
    element.append(canvas);
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
    element.dataset.page = String(index + 1);
    showing = index;
  };

  /** Takes out of the stage what the cache no longer keeps (never the slide on screen). */
  const tidy = (keep: readonly number[]) => {
    const wanted = new Set(keep.map((i) => cache.ready(i)));
    for (const c of element.querySelectorAll('canvas')) if (c !== current && !wanted.has(c)) c.remove();
  };

  const say = (index: number, gen: number) => {
    const label = `Slide ${index + 1} of ${total}`;
    announce(label);
    cache
      .text(index)
      .then((text) => {
        if (gen === generation && text) announce(label, text.slice(0, 300));
      })
      .catch(() => {});
  };

  async function display(index: number): Promise<void> {
    const gen = ++generation;
    busyRoot.dataset.rendering = 'busy';
    try {
      const ready = cache.ready(index);
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
      say(index, gen);
      const keep = prefetchOrder(index, total);
      for (const i of keep) {
        const canvas = await cache.render(i);
        if (gen !== generation) return;
        stageIn(canvas);
      }
      cache.keepOnly(keep);
      tidy(keep);
      busyRoot.dataset.rendering = 'idle';
    } catch (err) {
      if (err instanceof RenderCancelled || gen !== generation) return;
      console.error('Rendering a slide failed', err);
      busyRoot.dataset.rendering = 'idle';
    }
  }

  return {
    element,
    show: (index) => void display(index),
    showing: () => showing,
    invalidate() {
      tidy([]); // the neighbours were drawn for the old size
      showing = -1;
    },
  };
}
