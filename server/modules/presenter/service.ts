import {
  presenterApiMessages,
  type FollowAlong,
  type PresenterChange,
  type PresenterState,
  type PutPresenterState,
} from '@shared/contracts/presenter';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import {
  deletePresenter,
  pauseClock,
  putPresenter,
  readFollowAlong,
  readPresenter,
  resetClock,
  resumeClock,
  setFollowAlong,
  type PresenterRow,
} from './repository';

/** The API's view of the row: null when no presentation is running. */
export function toPresenterState(row: PresenterRow | undefined): PresenterState | null {
  if (!row) return null;
  return {
    deck: row.deck as DeckKey,
    lang: row.lang as Lang,
    slide: row.slide,
    total: row.total,
    black: row.black,
    startedAt: row.startedAt?.toISOString() ?? null,
    pausedElapsedMs: row.startedAt ? null : (row.pausedElapsedMs ?? 0),
    followAlong: row.followAlong,
    serverNow: row.serverNow.toISOString(),
  };
}

export const currentPresentation = async (db: Db, adminId: number) =>
  toPresenterState(await readPresenter(db, adminId));

export const movePresentation = async (db: Db, adminId: number, s: PutPresenterState) =>
  toPresenterState(await putPresenter(db, adminId, s))!;

/**
 * The clock or the follow-along switch. Pausing a paused clock (or resuming a running one) changes nothing
 * and answers the state as it is: two devices pressing at once agree. 409 without a presentation.
 */
export async function changePresentation(
  db: Db,
  adminId: number,
  change: PresenterChange,
): Promise<PresenterState> {
  const row =
    change.action === 'pauseClock'
      ? await pauseClock(db, adminId)
      : change.action === 'resumeClock'
        ? await resumeClock(db, adminId)
        : change.action === 'resetClock'
          ? await resetClock(db, adminId)
          : await setFollowAlong(db, adminId, change.on);
  const state = toPresenterState(row ?? (await readPresenter(db, adminId)));
  if (!state) throw new HttpError(409, presenterApiMessages.noPresentation);
  return state;
}

export const endPresentation = (db: Db, adminId: number) => deletePresenter(db, adminId);

/**
 * The public follow-along signal: which slide of which deck, only while the switch is on and the deck is
 * visible to students (a missing settings row reads as visible, the default). Never the notes.
 */
export async function followAlong(db: Db): Promise<FollowAlong | null> {
  const row = await readFollowAlong(db);
  if (!row || row.isVisible === false) return null;
  return { deck: row.deck as DeckKey, slide: row.slide, total: row.total };
}
