import { koreanPart } from '@shared/address-lang';
import type { Lang } from '@shared/simulations';

/**
 * The app's pages the presenter links to. Written here rather than imported from shared/routes.ts: that
 * module is part of the app's first chunk, and this separate page loading it would start the app in a page
 * with no root for it. A test holds these equal to the app's routes.
 */
export const DECKS_PAGE = '/decks';

/** The decks page in the reader's language (`?lang=ko`, as the app reads it). */
export const decksPageIn = (lang: Lang) => DECKS_PAGE + koreanPart(lang, '?lang=ko');

/** Where a projector's browser goes to be joined again (the page asks for the code, or opens the slides). */
export const PROJECTOR_PAGE = '/projector';
