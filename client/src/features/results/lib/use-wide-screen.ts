import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: below it the results are cards, from it a table. */
export const WIDE_SCREEN_QUERY = '(min-width: 640px)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN_QUERY)
    : null;

const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/**
 * Whether the screen is at least `sm` wide; follows a phone turned sideways. Without a way to ask (the
 * server, a test's jsdom) the answer is yes, so the table is the default.
 */
export const useWideScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
