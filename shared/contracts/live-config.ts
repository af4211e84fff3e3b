import type { ClassTimer } from './class-timer-config';
import type { FollowAlong, PresenterState, ProjectorView } from './presenter-config';

/**
 * The live channel: one Server-Sent Events stream, `GET /api/events`. Events are signals (what
 * changed), never the changed data itself, except the class timer, which every screen may see. A page that
 * gets a signal refetches what it shows through the API, which applies the access rules as always; so no
 * stream ever carries a name, an amount or a comment.
 */
export const EVENTS_URL = '/api/events';

export type LiveEvent =
  /**
   * Sent first on every connection: the server's clock and who the server takes this client for; `seated`
   * when the stream came with a seat of the current class (its pages may show the seat's assignment).
   */
  | { type: 'hello'; serverNow: string; audience: 'instructor' | 'student'; seated?: boolean }
  /** A result of this simulation was reported, hidden or shown (instructor only). */
  | { type: 'results'; sim: string }
  /** Feedback was given or archived (instructor only). */
  | { type: 'feedback' }
  /** A class was started or renamed (instructor only). */
  | { type: 'classes' }
  /** A simulation was opened, closed, shown or hidden. */
  | { type: 'simulations' }
  /**
   * A case was added or removed (every app process loads the stored cases again; pages that list cases
   * refetch).
   */
  | { type: 'cases' }
  /** The course feedback form was opened or closed. */
  | { type: 'feedbackForm' }
  /** A deck was shown, hidden, or its download switched. */
  | { type: 'decks' }
  /** The class timer changed (null: stopped). */
  | { type: 'timer'; timer: ClassTimer | null }
  /** The Tariff Wars game changed in a way this client may see (instructor: any; a team: its own). */
  | { type: 'tariff' }
  /**
   * This seat changed (renamed, language, removed): its pages refetch `GET /api/seats/me` (that seat only);
   * to everyone when a new class starts (every seat's class has ended).
   */
  | { type: 'seat'; removed?: true }
  /** A seat joined, left, was renamed or came online or went offline (instructor only: the roster). */
  | { type: 'roster' }
  /** A simulation's assignment of roles and partners changed (instructor only: the run and pairs pages). */
  | { type: 'assignments'; sim: string }
  /**
   * The instructor's presentation moved (null: ended), with its state, so the audience window and the phone
   * follow without a request (instructor only; it holds no notes).
   */
  | { type: 'presenter'; state: PresenterState | null }
  /**
   * A pair's deal changed (plan, first offer, agreement, confirmation, survey): to the pair's seats, which
   * refetch `my-pair`, and to the instructor's run page, which refetches `pairs`.
   */
  | { type: 'deal'; sim: string }
  /** The instructor released or withdrew a simulation's debrief: seated pages refetch `my-debrief`. */
  | { type: 'debrief'; sim: string }
  /** The public "slide n of deck d" while following along is on (null: off, or the deck is hidden). */
  | { type: 'followAlong'; follow: FollowAlong | null }
  /**
   * To the projectors joined to an instructor's presentation by its code: what to show, with no request
   * (null: the presentation ended, and their streams end with it). Never the notes, the clocks or the code.
   */
  | { type: 'projector'; view: ProjectorView | null };

export type LiveEventType = LiveEvent['type'];

/** How often the server sends a comment line on an idle stream, so proxies do not close it. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** What the browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 2_000;
/**
 * A process shutting down ends its streams with a `retry:` drawn from this range, then closes them: the
 * browsers reconnect (through the proxy, to another process) spread over a few seconds, not all at once.
 */
export const LIVE_SHUTDOWN_RETRY_MS = { min: 500, max: 4_000 } as const;
