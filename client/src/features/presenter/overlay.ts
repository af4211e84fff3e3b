import { el } from './dom';
import { icon, type IconName } from './icons';

export const IDLE_AFTER_MS = 3000;

export interface OverlayActions {
  prev(): void;
  next(): void;
  overview(): void;
  fullscreen(): void;
  /** Switches to the presenter view (notes, next slide, clocks), when this page offers it. */
  presenterView?(): void;
}

export interface Overlay {
  element: HTMLElement;
  update(index: number, total: number): void;
  setFullscreen(on: boolean): void;
  /** Show the chrome (and the cursor) again and restart the idle countdown. */
  wake(): void;
  destroy(): void;
}

/**
 * The unobtrusive chrome over the slides: the deck title top left, "N / total" and a few buttons bottom
 * right (for mice and tablets). It fades out, with the cursor, after a few seconds without the mouse
 * moving; keyboard presenters never see it appear.
 */
export function createOverlay(root: HTMLElement, title: string, actions: OverlayActions): Overlay {
  const button = (label: string, glyph: IconName, action: () => void) => {
    const b = el(
      'button',
      { className: 'tool', attrs: { type: 'button', 'aria-label': label, title: label } },
      [icon(glyph)],
    );
    b.addEventListener('click', (e) => {
      e.stopPropagation();
      action();
      // After a mouse click, give the keys back to the slides (Space would press this button again).
      if (e.detail > 0) b.blur();
    });
    return b;
  };
  const titleEl = el('div', { className: 'title', text: title });
  const counter = el('div', { className: 'counter', attrs: { 'aria-hidden': 'true' } });
  const fullscreenButton = button('Full screen (F)', 'enterFullscreen', actions.fullscreen);
  const toolbar = el(
    'div',
    { className: 'toolbar', attrs: { role: 'toolbar', 'aria-label': 'Slide controls' } },
    [
      button('Previous slide', 'prev', actions.prev),
      counter,
      button('Next slide', 'next', actions.next),
      button('All slides (G)', 'grid', actions.overview),
      ...(actions.presenterView
        ? [button('Presenter view with notes (S)', 'presenterView', actions.presenterView)]
        : []),
      fullscreenButton,
    ],
  );
  const element = el('div', { className: 'chrome' }, [titleEl, toolbar]);
  root.append(element);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    root.classList.remove('idle');
    clearTimeout(timer);
    timer = setTimeout(() => root.classList.add('idle'), IDLE_AFTER_MS);
  };
  const onMove = () => wake();
  root.addEventListener('mousemove', onMove);
  root.addEventListener('touchstart', onMove, { passive: true });
  wake();

  return {
    element,
    update(index, total) {
      counter.textContent = `${index + 1} / ${total}`;
    },
    setFullscreen(on) {
      const label = on ? 'Exit full screen (F)' : 'Full screen (F)';
      fullscreenButton.setAttribute('aria-label', label);
      fullscreenButton.title = label;
      fullscreenButton.replaceChildren(icon(on ? 'exitFullscreen' : 'enterFullscreen'));
    },
    wake,
    destroy() {
      clearTimeout(timer);
      root.removeEventListener('mousemove', onMove);
      root.removeEventListener('touchstart', onMove);
      element.remove();
    },
  };
}
