import type { Lang } from '../simulations';

/**
 * A list of names (or any words) in a sentence: "A, B and C" in English, "A, B, C" in Korean (whose "및"
 * reads as form language between people's names). One way for every page, through Intl.ListFormat.
 */
const formats: Record<Lang, Intl.ListFormat> = {
  en: new Intl.ListFormat('en-GB', { type: 'conjunction' }),
  ko: new Intl.ListFormat('en-GB', { type: 'unit', style: 'short' }),
};

export const listOf = (items: readonly string[], lang: Lang = 'en') => formats[lang].format(items);

/** The same list in parts (each item, and the words between), for a page that marks up the items. */
export const listParts = (items: readonly string[], lang: Lang = 'en') => formats[lang].formatToParts(items);
