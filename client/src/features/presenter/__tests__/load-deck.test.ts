import { describe, expect, it } from 'vitest';
import { DeckLoadError, fetchDeck, looksLikePdf } from '../load-deck';

const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const respond = (status: number, body: BodyInit | null = null, type = 'application/pdf') =>
  (async () => new Response(body, { status, headers: { 'Content-Type': type } })) as unknown as typeof fetch;

async function failure(f: typeof fetch): Promise<DeckLoadError> {
  const err = await fetchDeck('/decks/ai.pdf', f).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(DeckLoadError);
  return err as DeckLoadError;
}

describe('fetchDeck', () => {
  it('returns the PDF bytes, asking with the page cookies', async () => {
    let init: RequestInit | undefined;
    const f = (async (_url: string, i: RequestInit) => {
      init = i;
      return new Response(PDF, { status: 200 });
    }) as unknown as typeof fetch;
    const bytes = await fetchDeck('/decks/ai.pdf', f);
    expect(Array.from(bytes.subarray(0, 5))).toEqual([...'%PDF-'].map((c) => c.charCodeAt(0)));
    expect(init?.credentials).toBe('same-origin');
  });

  it('explains a missing or hidden deck (404)', async () => {
    const err = await failure(respond(404, '{"success":false}', 'application/json'));
    expect(err.message).toMatch(/\/decks\/ai\.pdf was not found/);
    expect(err.message).toMatch(/sign in as the instructor/);
    expect(err.retryable).toBe(false);
  });

  it('explains a deck whose download is off (403)', async () => {
    const err = await failure(respond(403, '{}', 'application/json'));
    expect(err.message).toMatch(/download is turned off/);
  });

  it('says a server error may pass, and a lost connection too', async () => {
    const server = await failure(respond(503));
    expect(server.message).toMatch(/error 503/);
    expect(server.retryable).toBe(true);
    const offline = await failure((async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch);
    expect(offline.message).toMatch(/cannot be reached/);
    expect(offline.retryable).toBe(true);
  });

  it('refuses a file that is not a PDF', async () => {
    const err = await failure(respond(200, '<!doctype html><title>not a pdf</title>', 'text/html'));
    expect(err.message).toBe('/decks/ai.pdf is not a readable PDF file.');
  });
});

describe('looksLikePdf', () => {
  it('finds the header at or near the start only', () => {
    expect(looksLikePdf(PDF)).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode(`junk\n${'%PDF-1.4'}`))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode(`${' '.repeat(2000)}%PDF-1.4`))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });
});
