import { Router } from 'express';
import {
  changePresenterSchema,
  presenterApiMessages,
  projectorJoinSchema,
  putPresenterStateSchema,
} from '@shared/contracts/presenter';
import type { FollowAlong, PresenterState, ProjectorView } from '@shared/contracts/presenter-config';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { limitFailures } from '../../middleware/failure-budget';
import { createRateLimiter } from '../../middleware/rate-limit';
import { requireAdmin } from '../../middleware/require-admin';
import { withBody } from '../../middleware/validate';
import type { LiveMessage } from '../../live/bus';
import type { ModuleContext } from '../context';
import { projectorCookie } from './projector-cookie';
import {
  changePresentation,
  endPresentation,
  followAlong,
  joinProjector,
  movePresentation,
  toProjectorView,
} from './service';

/**
 * Wrong projector codes (a code shows an instructor's slides on a screen): leaky buckets like the seat codes'.
 * 20 wrong codes per address, then one every 6 s; 200 over every address, then one a second. At most
 * 86,400 + 200 guesses a day reach the check, each a 1 in 31^6 (887 million) chance of the one running
 * presentation's code: p < 0.01 % a day, and a hit shows slides, never the notes.
 */
export const PROJECTOR_CODE_LIMITS = {
  perAddress: { capacity: 20, leakMs: 6_000 },
  everyAddress: { capacity: 200, leakMs: 1_000 },
};

/** Joins that succeed, per address and 10 minutes: a room's projectors several times over. */
export const PROJECTOR_JOIN_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/**
 * /api/presenter: the instructor's presentation at /state (the GETs are in reads.ts). PUT moves it (deck,
 * language, slide, black screen), PATCH pauses, resumes or resets its clock, switches following along or draws
 * a projector code, DELETE ends it. Every change goes to the instructor's devices on the live channel with
 * the new state; a move goes to the projectors joined by code with what they show; while following along
 * is on (or was just switched off), students hear the public slide signal. POST /projector joins a
 * projector's browser by code (public; wrong codes limited).
 */
export function presenterRouter({ db, config, limits, live, logger }: ModuleContext): Router {
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });

  const projectorMessage = (adminId: number, view: ProjectorView | null): LiveMessage => ({
    event: { type: 'projector', view },
    to: { projector: adminId },
  });

  /** Tells the devices, and the students when what they may see changed. Never throws: the answer is sent. */
  const announce = async (state: PresenterState | null, before: FollowAlong | null) => {
    live.publish({ type: 'presenter', state }, 'instructor');
    if (!state?.followAlong && !before) return;
    try {
      const follow = await followAlong(db);
      if (JSON.stringify(follow) !== JSON.stringify(before))
        live.publish({ type: 'followAlong', follow }, 'everyone');
    } catch (err) {
      logger.error({ err }, 'could not publish the follow-along slide');
    }
  };

  router.put(
    '/state',
    requireAdmin,
    withBody(putPresenterStateSchema, async (req, res, body) => {
      const adminId = req.admin!.id;
      const { state, endedIdle, follow } = await movePresentation(db, adminId, body);
      sendOk(res, state);
      // one NOTIFY, in this order: the instructor's windows; the projectors (those of an idle presentation
      // let go first, their streams ended); the students following along
      live.publishAll([
        { event: { type: 'presenter', state }, to: 'instructor' },
        ...(endedIdle ? [projectorMessage(adminId, null)] : []),
        projectorMessage(adminId, toProjectorView(state)),
        ...(follow !== undefined
          ? [{ event: { type: 'followAlong', follow }, to: 'everyone' } as const]
          : []),
      ]);
    }),
  );

  router.patch(
    '/state',
    requireAdmin,
    withBody(changePresenterSchema, async (req, res, change) => {
      const before = await followAlong(db);
      const state = await changePresentation(db, req.admin!.id, change);
      sendOk(res, state);
      await announce(state, before);
    }),
  );

  router.delete('/state', requireAdmin, async (req, res) => {
    const before = await followAlong(db);
    await endPresentation(db, req.admin!.id);
    sendOk(res, null);
    live.publishAll([projectorMessage(req.admin!.id, null)]);
    await announce(null, before);
  });

  const guessLimit = limitFailures({
    shared: { limits, config },
    identifier: 'projector-code',
    budgets: [
      { budget: PROJECTOR_CODE_LIMITS.perAddress, key: (req) => req.ip ?? '' },
      { budget: PROJECTOR_CODE_LIMITS.everyAddress, key: () => 'every-address' },
    ],
    // a malformed code is a guess as much as a wrong one
    isFailure: (status) => status === 404 || status === 400,
    refuse: (res, retryAfter) => {
      res.setHeader('Retry-After', String(retryAfter));
      res.status(429).json({ success: false, message: presenterApiMessages.tooManyProjectorCodes });
    },
  });
  const joinLimit = createRateLimiter(
    { limits, config },
    { identifier: 'projector-join', ...PROJECTOR_JOIN_LIMIT },
  );

  router.post(
    '/projector',
    guessLimit,
    joinLimit,
    withBody(projectorJoinSchema, async (req, res, { code }) => {
      try {
        const joined = await joinProjector(db, code, projectorCookie.sent(req));
        projectorCookie.give(req, res, joined.token);
        sendOk<ProjectorView>(res, joined.view);
      } catch (err) {
        // a wrong code may be a guess: logged (the address, never the code), and counted by the budget
        if (err instanceof HttpError && err.status === 404)
          logger.warn({ address: req.ip }, 'a projector code that opens no presentation was tried');
        throw err;
      }
    }),
  );

  return router;
}
