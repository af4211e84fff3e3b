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

/**
 * The projector's own browser, joined by the code the presenter view shows (no sign-in): `POST` `{code}` joins
 * (a cookie ties the browser to the presentation; wrong codes are limited), `GET` answers what it shows
 * (null when it is joined to no running presentation).
 */
export const PROJECTOR_URL = '/api/presenter/projector';

/** The projector's cookie (httpOnly: the page never reads it; the server keeps only its hash). */
export const PROJECTOR_COOKIE = 'projector';

/**
 * A presentation nobody has moved for this long has ended: its projector code opens nothing, its projectors
 * are let go and students no longer follow it. The next move starts a new one.
 */
export const PRESENTATION_IDLE_MS = 12 * 3_600_000;

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
  /**
   * The code a projector's browser enters to show this presentation (null until the instructor asks for one);
   * it opens nothing once the presentation has ended.
   */
  projectorCode: string | null;
  /** The server's clock when this was sent, so a client can correct for its own clock's offset. */
  serverNow: string;
}

/** The public signal students may see while following along is on. */
export interface FollowAlong {
  deck: DeckKey;
  /** The language of the slides the instructor shows (the English and Korean decks have the same pages). */
  lang: Lang;
  slide: number;
  total: number;
}

/** What a projector joined by code shows: the slide alone (no notes, no clocks, no switches). */
export interface ProjectorView {
  deck: DeckKey;
  lang: Lang;
  slide: number;
  total: number;
  black: boolean;
}

/** PATCH bodies: the elapsed-time clock and the follow-along switch. */
export type PresenterChange =
  | { action: 'pauseClock' }
  | { action: 'resumeClock' }
  | { action: 'resetClock' }
  | { action: 'followAlong'; on: boolean }
  /** A new projector code (the old one opens nothing more; projectors already joined stay). */
  | { action: 'newProjectorCode' };

/** The longest deck we accept a slide number for. */
export const MAX_SLIDES = 500;

export const presenterApiMessages = {
  noPresentation: 'No presentation is running. Open Present Slides first.',
  notesMissing: 'This deck has no speaker notes. Run npm run decks:build.',
  slideRange: `A slide is a whole number from 1 to the deck's number of slides (at most ${MAX_SLIDES}).`,
  projectorCode: 'Enter the 6-character code shown in the presenter view.',
  wrongProjectorCode:
    'No presentation has this code. Check the code in the presenter view: it changes when the presentation ends.',
  tooManyProjectorCodes: 'Too many wrong codes. Wait a few seconds, then try again.',
} as const;

/** Projector codes: 6 characters of the alphabet of codes read off a screen, shown as `K7Q-M2P`. */
export const PROJECTOR_CODE_LENGTH = 6;
export const formatProjectorCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;

/** Milliseconds the elapsed-time clock shows at `serverNowMs` on the server's clock. */
export function elapsedMs(state: Pick<PresenterState, 'startedAt' | 'pausedElapsedMs'>, serverNowMs: number) {
  if (state.startedAt === null) return state.pausedElapsedMs ?? 0;
  return Math.max(0, serverNowMs - Date.parse(state.startedAt));
}
