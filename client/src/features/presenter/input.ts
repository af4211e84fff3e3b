import { commandForKey, swipeCommand, type Command } from './keys';

/** Keys that scroll a focused scrolling panel (the speaker notes). */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', ' ', 'Home', 'End']);

/** Marks a scrolling panel that keeps its scrolling keys while it has the focus. */
export const SCROLLS_WITH_KEYS = 'data-scrolls-with-keys';

/**
 * The presenter's keys on the whole window. A focused button keeps its own Enter and Space, a focused
 * scrolling panel its scrolling keys; a focused text field (none today) and shortcuts with Ctrl, Alt or Meta
 * stay the browser's. Returns the unbinding.
 */
export function bindKeys(isOverviewOpen: () => boolean, run: (command: Command) => void): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    const target = e.target as HTMLElement | null;
    if ((e.key === ' ' || e.key === 'Enter') && target?.closest('button, a')) return;
    if (target?.closest('input, textarea, select')) return;
    if (SCROLL_KEYS.has(e.key) && target?.closest(`[${SCROLLS_WITH_KEYS}]`)) return;
    const command = commandForKey(e, isOverviewOpen());
    if (!command) return;
    e.preventDefault();
    run(command);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

/** A click on the slide advances (Shift+click goes back); a swipe on a tablet turns the page. */
export function bindPointer(stage: HTMLElement, move: (command: 'next' | 'prev') => void): void {
  stage.addEventListener('click', (e) => move(e.shiftKey ? 'prev' : 'next'));
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
      move(command);
    }
  });
}
