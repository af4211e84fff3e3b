/**
 * Which PDF the presenter may open. Only a same-origin path under /decks/ that ends in .pdf, written in
 * its plain canonical form: no scheme or host (so no `https://...` and no protocol-relative `//host`),
 * no query or fragment, no percent-encoding (so no encoded `..` or `/`), no dot segments, no backslashes.
 * Anything else is refused before any request is made.
 */
export type DeckUrlResult =
  { ok: true; path: string } | { ok: false; reason: 'missing' | 'invalid'; given: string };

/** e.g. /decks/ai.pdf, /decks/ai.ko.pdf (the Korean slides), /decks/negotiation-handout.pdf */
const DECK_PATH = /^\/decks\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+(?:\.ko)?\.pdf$/;
const MAX_LENGTH = 200;

export function validateDeckParam(raw: string | null, origin: string): DeckUrlResult {
  if (raw === null || raw.trim() === '') return { ok: false, reason: 'missing', given: '' };
  const invalid = { ok: false, reason: 'invalid', given: raw.slice(0, MAX_LENGTH) } as const;
  if (raw.length > MAX_LENGTH || !raw.startsWith('/') || raw.startsWith('//')) return invalid;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return invalid;
  }
  if (url.origin !== origin) return invalid;
  // URL parsing resolves "..", decodes nothing and drops nothing we accept: the input must be exactly
  // the path it parses to, so "/decks/../x.pdf", "/decks/a.pdf?x", "/decks/%2e%2e/x.pdf" all fail here.
  if (url.pathname !== raw || url.search !== '' || url.hash !== '') return invalid;
  if (!DECK_PATH.test(url.pathname)) return invalid;
  return { ok: true, path: url.pathname };
}

/** The title shown on the slides' overlay: plain text, one line, bounded. */
export function cleanTitle(raw: string | null): string | null {
  const title = (raw ?? '').replace(/\s+/g, ' ').trim();
  return title === '' ? null : title.slice(0, 120);
}

/**
 * A language from the address: `lang=ko` (the Korean slides) or `ui=ko` (the follow view's words for a Korean
 * student) is Korean; anything else is English.
 */
export function langParam(raw: string | null): 'en' | 'ko' {
  return raw === 'ko' ? 'ko' : 'en';
}
