import type { PresentView } from '@shared/decks';

/** The name of the audience window: a second click brings the same window back rather than opening another. */
export const AUDIENCE_WINDOW = 'course-audience';

/** The audience window's address: this deck in the audience view, at the current slide. */
export function audienceUrl(current: URL, page: number): string {
  const url = new URL(current.href);
  url.searchParams.set('view', 'audience');
  url.hash = `page=${page}`;
  return url.pathname + url.search + url.hash;
}

/** The presenter view's address from the slides view (key S), at the current slide. */
export function presenterViewUrl(current: URL, page: number): string {
  const url = new URL(current.href);
  url.searchParams.set('view', 'presenter');
  url.hash = `page=${page}`;
  return url.pathname + url.search + url.hash;
}

export type View = PresentView;
const VIEWS: readonly View[] = ['slides', 'presenter', 'audience', 'follow', 'projector'];
export const viewOf = (raw: string | null): View => VIEWS.find((v) => v === raw) ?? 'slides';

/**
 * Opens (or brings back) the audience window. Only ever called from a click on the "Open audience window"
 * button, so no popup blocker fires; returns false if the browser refused all the same.
 */
export function openAudienceWindow(
  url: string,
  open: typeof window.open = window.open.bind(window),
): boolean {
  const w = open(url, AUDIENCE_WINDOW, 'popup,width=1280,height=720');
  if (!w) return false;
  w.focus();
  return true;
}
