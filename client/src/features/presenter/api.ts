import { CLASS_TIMER_URL, type ClassTimer } from '@shared/contracts/class-timer-config';
import type { Envelope } from '@shared/contracts/envelope';
import { JOIN_URL, type JoinInfo } from '@shared/contracts/join';
import {
  deckNotesUrl,
  FOLLOW_ALONG_URL,
  PRESENTER_STATE_URL,
  PROJECTOR_URL,
  type FollowAlong,
  type PresenterChange,
  type PresenterState,
  type ProjectorView,
  type SlideNotes,
} from '@shared/contracts/presenter-config';
import type { PutPresenterState } from '@shared/contracts/presenter';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';

/** Thrown for any answer but a success: `status` 401 means nobody (or a student) is signed in here. */
export class ApiError extends Error {
  constructor(public readonly status: number) {
    super(`${status}`);
    this.name = 'ApiError';
  }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
  });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || !body?.success) throw new ApiError(res.status);
  return body.data;
}

/**
 * The presenter page's requests, plain fetch (no React Query here: it is not part of the SPA). The first
 * ones are the instructor's; a student following along and a projector joined by code make only theirs.
 */
export const presenterApi = {
  notes: (deck: DeckKey, lang: Lang) => call<SlideNotes[]>(deckNotesUrl(deck, lang)),
  state: () => call<PresenterState | null>(PRESENTER_STATE_URL),
  put: (body: PutPresenterState) =>
    call<PresenterState>(PRESENTER_STATE_URL, { method: 'PUT', body: JSON.stringify(body) }),
  change: (change: PresenterChange) =>
    call<PresenterState>(PRESENTER_STATE_URL, { method: 'PATCH', body: JSON.stringify(change) }),
  classTimer: () => call<ClassTimer | null>(CLASS_TIMER_URL),
  end: () => call<null>(PRESENTER_STATE_URL, { method: 'DELETE' }),
  /** The instructor's: the addresses other computers reach the site at (the join screen's). */
  joinInfo: () => call<JoinInfo>(JOIN_URL),
  /** Anyone: the slide the instructor shares while following along is on. */
  follow: () => call<FollowAlong | null>(FOLLOW_ALONG_URL),
  /** A projector's browser: what it shows (null: joined to no running presentation). */
  projector: () => call<ProjectorView | null>(PROJECTOR_URL),
};
