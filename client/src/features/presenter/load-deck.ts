import { presenterMessages as m } from './messages';

/** A failure to get the deck, with the sentence to show and whether trying again can help. */
export class DeckLoadError extends Error {
  constructor(
    message: string,
    public readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeckLoadError';
  }
}

/** "%PDF-" must appear in the first kilobyte (PDF 32000-1, 7.5.2; readers allow leading junk). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(0, 1024)).includes('%PDF-');
}

/**
 * Fetches the (already validated, same-origin) deck with the page's cookies, so the instructor's session
 * is sent, and turns every way it can fail into a clear sentence.
 */
export async function fetchDeck(path: string, fetchImpl: typeof fetch = fetch): Promise<Uint8Array> {
  let res: Response;
  try {
    res = await fetchImpl(path, { credentials: 'same-origin', headers: { Accept: 'application/pdf' } });
  } catch {
    throw new DeckLoadError(m.network(path), true);
  }
  if (res.status === 404) throw new DeckLoadError(m.notFound(path), false);
  if (res.status === 401 || res.status === 403) throw new DeckLoadError(m.forbidden(path), false);
  if (!res.ok) throw new DeckLoadError(m.status(path, res.status), res.status >= 500);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await res.arrayBuffer());
  } catch {
    throw new DeckLoadError(m.network(path), true);
  }
  if (!looksLikePdf(bytes)) throw new DeckLoadError(m.unreadable(path), false);
  return bytes;
}
