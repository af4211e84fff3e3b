import type { PresenterState } from '@shared/contracts/presenter-config';
import type { PutPresenterState } from '@shared/contracts/presenter';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';

/**
 * `/decks/ai.ko.pdf` -> `{ deck: 'ai', lang: 'ko' }`; a handout or anything else -> null (not presented).
 * Called once the PDF has loaded, and the server serves only its four decks' PDFs under these names, so the
 * key is one of them (the server checks it again on every request). Not checked against the list of decks
 * here: shared/keys.ts lives in the SPA's first chunk, which this entry must not load.
 */
export function deckOfPath(path: string) {
  const m = /^\/decks\/([a-z]+)(\.ko)?\.pdf$/.exec(path);
  if (!m) return null;
  return { deck: m[1] as DeckKey, lang: (m[2] ? 'ko' : 'en') as Lang };
}

/** Whether a state from the server is about the deck this window shows (same deck and language). */
export const isAbout = (state: PresenterState | null, deck: DeckKey, lang: Lang): state is PresenterState =>
  state !== null && state.deck === deck && state.lang === lang;

export interface StateSync {
  /** This window moved: tell the server (only the latest position is sent while one is on its way). */
  local(position: PutPresenterState): void;
  /** The server says where the presentation is (a live event, or a refetch after a reconnect). */
  remote(state: PresenterState): void;
}

/**
 * Keeps one window and the server in step. A window's own moves win over what it hears meanwhile: while a
 * PUT of its own is on its way (or queued), states heard from the server are older than what it shows, so
 * they are ignored (a fast double press never jumps back and forth). `send` failing (signed out, offline)
 * never stops the slides: the window keeps working alone.
 */
export function createStateSync(
  send: (position: PutPresenterState) => Promise<unknown>,
  apply: (state: PresenterState) => void,
): StateSync {
  let inFlight = false;
  let queued: PutPresenterState | null = null;

  async function pump() {
    while (queued) {
      const next = queued;
      queued = null;
      inFlight = true;
      try {
        await send(next);
      } catch {
        // the laptop keeps working without the server
      } finally {
        inFlight = false;
      }
    }
  }

  return {
    local(position) {
      queued = position;
      if (!inFlight) void pump();
    },
    remote(state) {
      if (inFlight || queued) return;
      apply(state);
    },
  };
}
