import { CLASS_TIMER_URL, type ClassTimer } from '@shared/contracts/class-timer-config';
import type { Envelope } from '@shared/contracts/envelope';
import {
  deckNotesUrl,
  PRESENTER_STATE_URL,
  type PresenterChange,
  type PresenterState,
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

/** The presenter page's requests, plain fetch (no React Query here: it is not part of the SPA). */
export const presenterApi = {
  notes: (deck: DeckKey, lang: Lang) => call<SlideNotes[]>(deckNotesUrl(deck, lang)),
  state: () => call<PresenterState | null>(PRESENTER_STATE_URL),
  put: (body: PutPresenterState) =>
    call<PresenterState>(PRESENTER_STATE_URL, { method: 'PUT', body: JSON.stringify(body) }),
  change: (change: PresenterChange) =>
    call<PresenterState>(PRESENTER_STATE_URL, { method: 'PATCH', body: JSON.stringify(change) }),
  classTimer: () => call<ClassTimer | null>(CLASS_TIMER_URL),
};
