import { el } from './dom';
import { gridMove } from './keys';

export interface Overview {
  element: HTMLElement;
  open(current: number): void;
  close(): void;
  isOpen(): boolean;
}

/** Thumbnail width in CSS pixels; the grid fits as many columns as the screen allows. */
export const THUMB_WIDTH = 240;

/**
 * The overview grid: every slide as a thumbnail button, the current one marked; arrows move between
 * them, Enter or a click jumps there, Esc or G closes. A modal dialog: focus stays inside while open and
 * returns where it was after.
 */
export function createOverview(
  root: HTMLElement,
  total: number,
  thumbnail: (index: number) => Promise<HTMLCanvasElement>,
  onPick: (index: number) => void,
  onClose: () => void,
): Overview {
  const heading = el('h2', { text: 'All slides', attrs: { id: 'overview-title' } });
  const closeButton = el('button', { className: 'tool', text: 'Close', attrs: { type: 'button' } });
  closeButton.addEventListener('click', () => onClose());
  const grid = el('div', { className: 'grid' });
  const buttons = Array.from({ length: total }, (_, i) => {
    const b = el(
      'button',
      { className: 'thumb', attrs: { type: 'button', 'aria-label': `Slide ${i + 1}` } },
      [
        el('span', { className: 'frame' }),
        el('span', { className: 'number', text: String(i + 1), attrs: { 'aria-hidden': 'true' } }),
      ],
    );
    b.addEventListener('click', () => onPick(i));
    grid.append(b);
    return b;
  });
  const element = el(
    'div',
    {
      className: 'overview',
      attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'overview-title' },
    },
    [el('div', { className: 'overview-header' }, [heading, closeButton]), grid],
  );
  element.hidden = true;
  root.append(element);

  const columns = () => {
    const top = buttons[0]?.offsetTop ?? 0;
    return Math.max(1, buttons.filter((b) => b.offsetTop === top).length);
  };

  element.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') {
      // keep focus in the dialog
      const focusables = [closeButton, ...buttons];
      const i = focusables.indexOf(document.activeElement as HTMLButtonElement);
      const next = e.shiftKey
        ? i <= 0
          ? focusables.length - 1
          : i - 1
        : i === focusables.length - 1
          ? 0
          : i + 1;
      focusables[next]?.focus();
      e.preventDefault();
      return;
    }
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    const to = gridMove(e.key, from, total, columns());
    if (to === null) return;
    e.preventDefault();
    buttons[to]?.focus();
    buttons[to]?.scrollIntoView({ block: 'nearest' });
  });

  let rendered = false;
  let returnFocus: Element | null = null;

  const renderThumbs = async (first: number) => {
    rendered = true;
    // the current slide's neighbourhood first, then the rest in order
    const order = [...buttons.keys()].sort((a, b) => Math.abs(a - first) - Math.abs(b - first));
    for (const i of order) {
      try {
        const canvas = await thumbnail(i);
        canvas.setAttribute('aria-hidden', 'true');
        buttons[i]!.querySelector('.frame')!.replaceChildren(canvas);
      } catch {
        // a thumbnail that cannot be drawn keeps its numbered placeholder
      }
    }
  };

  return {
    element,
    open(current) {
      returnFocus = document.activeElement;
      buttons.forEach((b, i) => {
        if (i === current) b.setAttribute('aria-current', 'true');
        else b.removeAttribute('aria-current');
      });
      element.hidden = false;
      buttons[current]?.focus();
      buttons[current]?.scrollIntoView({ block: 'nearest' });
      if (!rendered) void renderThumbs(current);
    },
    close() {
      element.hidden = true;
      if (returnFocus instanceof HTMLElement && returnFocus !== document.body) returnFocus.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
    },
    isOpen: () => !element.hidden,
  };
}
