import { useSyncExternalStore } from 'react';
import { localStore } from '@/lib/local-store';

/**
 * Whether View results draws the reference figures (each side's confidential numbers) on its chart: off
 * until the instructor asks, since the page stays open on a screen the class may see, and remembered in this
 * browser from then on (localStorage). Off on the server and while the page is taken over, so the first
 * render matches the server's HTML; another tab's choice follows through the `storage` event.
 */
const KEY = 'results.figuresShown';
const listeners = new Set<() => void>();
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useFiguresShown(): [boolean, (shown: boolean) => void] {
  const shown = useSyncExternalStore(
    subscribe,
    () => localStore.read(KEY, isBoolean) ?? false,
    () => false,
  );
  const set = (next: boolean) => {
    localStore.write(KEY, next);
    for (const l of listeners) l();
  };
  return [shown, set];
}
