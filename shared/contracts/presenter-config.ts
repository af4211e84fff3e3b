import type { DeckKey } from '../keys';
import type { Lang } from '../simulations';

/**
 * Presenting a deck: the speaker notes (instructor only) and the presentation's state, which the server keeps
 * per instructor so the laptop's presenter view, the projector's audience window and the phone remote show
 * the same slide. Without the schema library (presenter.ts holds the request schemas), so the presenter
 * entry and the remote page import it cheaply.
 */

/** `GET /api/decks/{key}/notes?lang=en|ko` (instructor only): one entry per PDF page. */
export const deckNotesUrl = (deck: DeckKey, lang: Lang) => `/api/decks/${deck}/notes?lang=${lang}`;

export interface SlideNotes {
  /** 1-based, the PDF page. */
  slide: number;
  /** Plain text, one line per paragraph; "" for a slide with nothing to say. */
  notes: string;
}

/** `GET`, `PUT`, `PATCH` and `DELETE` (instructor only): the instructor's current presentation. */
export const PRESENTER_STATE_URL = '/api/presenter/state';

/** `GET` (anyone): the slide the instructor is on, while following along is on and the deck is visible. */
export const FOLLOW_ALONG_URL = '/api/presenter/follow';

/** What the presenter view, the audience window and the remote all show. Times are ISO 8601. */
export interface PresenterState {
  deck: DeckKey;
  lang: Lang;
  /** 1-based. */
  slide: number;
  /** The deck's number of slides, as the presenter that opened it counted them. */
  total: number;
  /** The projector shows black. */
  black: boolean;
  /**
   * The elapsed-time clock: it runs from `startedAt` (shifted by pauses); while paused, `startedAt` is null
   * and `pausedElapsedMs` holds what it showed.
   */
  startedAt: string | null;
  pausedElapsedMs: number | null;
  /** Students' pages show "slide n of deck d" (never the notes). Off by default. */
  followAlong: boolean;
  /** The server's clock when this was sent, so a client can correct for its own clock's offset. */
  serverNow: string;
}

/** The public signal students may see while following along is on. */
export interface FollowAlong {
  deck: DeckKey;
  slide: number;
  total: number;
}

/** PATCH bodies: the elapsed-time clock and the follow-along switch. */
export type PresenterChange =
  | { action: 'pauseClock' }
  | { action: 'resumeClock' }
  | { action: 'resetClock' }
  | { action: 'followAlong'; on: boolean };

/** The longest deck we accept a slide number for. */
export const MAX_SLIDES = 500;

export const presenterApiMessages = {
  noPresentation: 'No presentation is running. Open Present Slides first.',
  notesMissing: 'This deck has no speaker notes. Run npm run decks:build.',
  slideRange: `A slide is a whole number from 1 to the deck's number of slides (at most ${MAX_SLIDES}).`,
} as const;

/** Milliseconds the elapsed-time clock shows at `serverNowMs` on the server's clock. */
export function elapsedMs(state: Pick<PresenterState, 'startedAt' | 'pausedElapsedMs'>, serverNowMs: number) {
  if (state.startedAt === null) return state.pausedElapsedMs ?? 0;
  return Math.max(0, serverNowMs - Date.parse(state.startedAt));
}
