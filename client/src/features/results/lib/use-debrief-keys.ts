import { useEffect, type RefObject } from 'react';
import { debriefKey, type DebriefView } from './debrief-keys';

/** Full screen for the debrief's screen, or back; a refusal (no user gesture, an iframe) is left unsaid. */
export function toggleFullscreen(el: HTMLElement | null) {
  if (!el) return;
  if (document.fullscreenElement) return document.exitFullscreen().catch(() => {});
  return el.requestFullscreen().catch(() => {});
}

/**
 * The projector debrief from the keyboard (lib/debrief-keys.ts says what each key does; F is full screen
 * for `screen`). Keys typed into a field or on a button or switch (the timer's) are not commands.
 */
export function useDebriefKeys({
  view,
  step,
  views,
  figureCount,
  onView,
  screen,
}: {
  view: DebriefView;
  /** The view shown (view.step, at most `views`). */
  step: number;
  views: number;
  figureCount: number;
  onView: (next: DebriefView) => void;
  screen: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      // typing in the timer's fields is not a command
      if ((e.target as HTMLElement).closest('input, textarea, select, button, [role="switch"]')) return;
      if (e.key === 'f' || e.key === 'F') {
        e.preventDefault();
        return void toggleFullscreen(screen.current);
      }
      const next = debriefKey({ ...view, step }, e.key, figureCount, views);
      if (!next) return;
      e.preventDefault();
      onView(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // onView (the page's state setter) and screen (its ref) stay the same from render to render
  }, [view, step, views, figureCount, onView, screen]);
}
