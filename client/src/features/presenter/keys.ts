/** What a key press asks the presenter to do (PDF.js presentation mode and reveal.js conventions). */
export type Command =
  'next' | 'prev' | 'first' | 'last' | 'fullscreen' | 'black' | 'overview' | 'closeOverview';

export interface KeyLike {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

const SLIDE_KEYS: Record<string, Command> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageDown: 'next',
  n: 'next',
  N: 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  PageUp: 'prev',
  p: 'prev',
  P: 'prev',
  Home: 'first',
  End: 'last',
  f: 'fullscreen',
  F: 'fullscreen',
  b: 'black',
  B: 'black',
  '.': 'black',
  g: 'overview',
  G: 'overview',
  Escape: 'overview',
};

/**
 * The command for a key, or null to leave the key to the browser. Shortcuts with Ctrl, Alt or Meta
 * (find, print, zoom, tab switching) always stay the browser's. While the overview grid is open it
 * handles its own arrows and Enter; only closing and full screen apply.
 */
export function commandForKey(e: KeyLike, overviewOpen: boolean): Command | null {
  if (e.ctrlKey || e.altKey || e.metaKey) return null;
  if (overviewOpen) {
    if (e.key === 'Escape' || e.key === 'g' || e.key === 'G') return 'closeOverview';
    if (e.key === 'f' || e.key === 'F') return 'fullscreen';
    return null;
  }
  // Shift+Space goes back, as in every document viewer.
  if (e.key === ' ' && e.shiftKey) return 'prev';
  return SLIDE_KEYS[e.key] ?? null;
}

/** Moving the focus in the overview grid: arrows, Home and End; null for any other key. */
export function gridMove(key: string, index: number, count: number, columns: number): number | null {
  const cols = Math.max(1, columns);
  const to = (i: number) => Math.min(Math.max(i, 0), count - 1);
  switch (key) {
    case 'ArrowRight':
      return to(index + 1);
    case 'ArrowLeft':
      return to(index - 1);
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A finished touch gesture -> next or previous slide, or null for a tap, a scroll or a slow drag. */
export function swipeCommand(dx: number, dy: number, ms: number): 'next' | 'prev' | null {
  if (ms > 800 || Math.abs(dx) < 50 || Math.abs(dx) < 1.5 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
