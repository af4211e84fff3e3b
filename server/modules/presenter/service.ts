import {
  PROJECTOR_CODE_ALPHABET,
  PROJECTOR_CODE_LENGTH,
  presenterApiMessages,
  type FollowAlong,
  type PresenterChange,
  type PresenterState,
  type ProjectorView,
  type PutPresenterState,
} from '@shared/contracts/presenter';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';
import type { Request } from 'express';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/error-code';
import { HttpError } from '../../lib/http';
import type { Viewer } from '../../lib/reads';
import { drawDeviceToken, hashOfSentToken } from '../../lib/device-token';
import { randomCode } from '../../lib/tokens';
import {
  addProjector,
  deletePresenter,
  findByProjectorCode,
  findByProjectorToken,
  pauseClock,
  putPresenter,
  readFollowAlong,
  readPresenter,
  resetClock,
  resumeClock,
  setFollowAlong,
  setProjectorCode,
  type PresenterRow,
  type ProjectorRow,
} from './repository';
import { projectorCookie } from './projector-cookie';

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
    projectorCode: row.projectorCode,
    serverNow: row.serverNow.toISOString(),
  };
}

/** What a projector shows: the slide alone. */
export const toProjectorView = (
  row: Pick<ProjectorRow, 'deck' | 'lang' | 'slide' | 'total' | 'black'>,
): ProjectorView => ({
  deck: row.deck as DeckKey,
  lang: row.lang as Lang,
  slide: row.slide,
  total: row.total,
  black: row.black,
});

export const currentPresentation = async (db: Db, adminId: number) =>
  toPresenterState(await readPresenter(db, adminId));

/**
 * Where the presentation is (one idle for PRESENTATION_IDLE_MS ended: this move started a new one, its
 * projectors let go: `endedIdle`), and what students following along see now: `follow` (null: nothing, or
 * the deck is hidden) when the switch is on, `undefined` when it was off before and after.
 */
export async function movePresentation(db: Db, adminId: number, s: PutPresenterState) {
  const { endedIdle, wasFollowing, deckVisible, ...row } = await putPresenter(db, adminId, s);
  const state = toPresenterState(row)!;
  const follow: FollowAlong | null | undefined = state.followAlong
    ? deckVisible
      ? { deck: state.deck, lang: state.lang, slide: state.slide, total: state.total }
      : null
    : // just switched off (another deck): what students see now is another instructor's, if any
      wasFollowing
      ? await followAlong(db)
      : undefined;
  return { state, endedIdle, follow };
}

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
          : change.action === 'followAlong'
            ? await setFollowAlong(db, adminId, change.on)
            : await drawProjectorCode(db, adminId);
  const state = toPresenterState(row ?? (await readPresenter(db, adminId)));
  if (!state) throw new HttpError(409, presenterApiMessages.noPresentation);
  return state;
}

export const endPresentation = (db: Db, adminId: number) => deletePresenter(db, adminId);

/** A new projector code for the running presentation (undefined without one). */
async function drawProjectorCode(db: Db, adminId: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await setProjectorCode(db, adminId, randomCode(PROJECTOR_CODE_ALPHABET, PROJECTOR_CODE_LENGTH));
    } catch (err) {
      // a code another instructor's presentation holds (1 in 887 million): draw again
      if (attempt < 5 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * A projector's browser joins the running presentation whose code it typed: a new cookie token (its hash
 * stored), replacing what its previous cookie joined. 404 for a code no running presentation has (a guess:
 * the router counts it).
 */
export async function joinProjector(db: Db, code: string, previousToken: unknown) {
  const row = await findByProjectorCode(db, code);
  if (!row) throw new HttpError(404, presenterApiMessages.wrongProjectorCode);
  const { token, hash } = drawDeviceToken();
  await addProjector(db, row.adminId, hash, hashOfSentToken(previousToken));
  return { token, adminId: row.adminId, view: toProjectorView(row) };
}

/** The presentation a projector's cookie is joined to, while it runs; null otherwise. */
export async function projectorOfToken(db: Db, token: unknown) {
  const hash = hashOfSentToken(token);
  const row = hash ? await findByProjectorToken(db, hash) : undefined;
  return row ? { adminId: row.adminId, view: toProjectorView(row) } : null;
}

/**
 * A projector's browser joined to a running presentation: the instructor's admin id (the events stream's
 * audience) and the deck and language it shows (the one PDF it may fetch).
 */
export interface ProjectorLink {
  adminId: number;
  deck: DeckKey;
  lang: Lang;
}

/** The request's projector link, if its cookie has one. */
export const projectorOfRequest =
  (db: Db) =>
  async (req: Request): Promise<ProjectorLink | null> => {
    const found = await projectorOfToken(db, projectorCookie.sent(req));
    return found && { adminId: found.adminId, deck: found.view.deck, lang: found.view.lang };
  };

/** The projector link of a read's viewer (the join screen a projector shows), if its cookie has one. */
export const projectorOfViewer =
  (db: Db) =>
  async (viewer: Viewer): Promise<ProjectorLink | null> => {
    const found = await projectorOfToken(db, viewer.projectorToken);
    return found && { adminId: found.adminId, deck: found.view.deck, lang: found.view.lang };
  };

/**
 * The public follow-along signal: which slide of which deck, only while the switch is on and the deck is
 * visible to students (a missing settings row reads as visible, the default). Never the notes.
 */
export async function followAlong(db: Db): Promise<FollowAlong | null> {
  const row = await readFollowAlong(db);
  if (!row || row.isVisible === false) return null;
  return { deck: row.deck as DeckKey, lang: row.lang as Lang, slide: row.slide, total: row.total };
}
