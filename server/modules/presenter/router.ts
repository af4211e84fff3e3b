import { Router } from 'express';
import { changePresenterSchema, putPresenterStateSchema } from '@shared/contracts/presenter';
import type { FollowAlong, PresenterState } from '@shared/contracts/presenter-config';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { changePresentation, endPresentation, followAlong, movePresentation } from './service';

/**
 * /api/presenter/state: the instructor's presentation (the GETs are in reads.ts). PUT moves it (deck,
 * language, slide, black screen), PATCH pauses, resumes or resets its clock or switches following along,
 * DELETE ends it. Every change goes to the instructor's devices on the live channel with the new state, and,
 * while following along is on (or was just switched off), students hear the public slide signal.
 */
export function presenterRouter({ db, live, logger }: ModuleContext): Router {
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
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
      const before = await followAlong(db);
      const state = await movePresentation(db, req.admin!.id, body);
      sendOk(res, state);
      await announce(state, before);
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
    await announce(null, before);
  });

  return router;
}
