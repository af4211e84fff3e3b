import type { Lang } from './simulations';

/**
 * What an address gains in a language: nothing in English, the site's first language, and `korean` in
 * Korean (`-korean` on a page's path, `?lang=ko` on a page that takes its language as a parameter, `.ko` on
 * a deck's PDF). The one place an address depends on its language. A module of its own, so the presenter
 * (a separate page that must not load shared/routes.ts, part of the app's first chunk) shares it too.
 */
export const koreanPart = (lang: Lang, korean: string): string => ({ en: '', ko: korean })[lang];
