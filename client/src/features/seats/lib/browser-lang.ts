import { useSyncExternalStore } from 'react';
import type { Lang } from '@shared/simulations';

const noSubscription = () => () => {};

/** Korean when the browser's first preferred language is Korean, else English. */
export const preferredLang = (languages: readonly string[]): Lang =>
  languages[0]?.toLowerCase().startsWith('ko') ? 'ko' : 'en';

/**
 * The language a page without a seat opens in: `?lang=` when the link says (a Korean page's link), else the
 * browser's. English on the server and while React takes the page over (the browser's preference is not
 * known there), then the browser's.
 */
export function useBrowserLang(linkLang: string | null): Lang {
  const browser = useSyncExternalStore<Lang>(
    noSubscription,
    () => preferredLang(navigator.languages ?? [navigator.language]),
    () => 'en',
  );
  return linkLang === 'ko' || linkLang === 'en' ? linkLang : browser;
}
