import { Router } from 'express';
import {
  classJoinPatchSchema,
  meWithReseat,
  renameSeatSchema,
  type ClassJoin,
  type Reseat,
} from '@shared/contracts/seats';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { seatLeaving } from './later-module-hooks';
import { classJoin, NO_SUCH_SEAT, newReseat, removeSeat, renameSeat } from './service';
import type { SeatSignals } from './signals';

/**
 * The instructor's hand on a seat, under /api/seats: PATCH /{id} (rename), DELETE /{id}, POST /{id}/reseat
 * (a one-time link that moves the seat to another phone).
 */
export function seatAdminRouter(ctx: ModuleContext, { rosterChanged, seatChanged }: SeatSignals): Router {
  const { db } = ctx;
  const router = Router();
  const seatId = validateParam('id', isId, NO_SUCH_SEAT);

  router.patch(
    '/:id',
    requireAdmin,
    seatId,
    withBody(renameSeatSchema, async (req, res, { name }) => {
      const id = Number(seatId.of(req));
      await renameSeat(db, id, name);
      sendOk(res, { id, name });
      seatChanged(id);
      rosterChanged();
    }),
  );

  router.delete('/:id', requireAdmin, seatId, async (req, res) => {
    const id = Number(seatId.of(req));
    const tellPairs = await seatLeaving.get()(ctx, id);
    await removeSeat(db, id);
    sendOk(res, null);
    // its pages are told, then its streams end; its cookies open nothing any more
    seatChanged(id, true);
    rosterChanged();
    tellPairs();
  });

  router.post('/:id/reseat', requireAdmin, seatId, async (req, res) => {
    const { token, expiresAt } = await newReseat(db, Number(seatId.of(req)));
    sendOk<Reseat>(res, {
      url: `${ctx.siteAddress(req)}${meWithReseat(token)}`,
      expiresAt: expiresAt.toISOString(),
    });
  });

  return router;
}

/** The current class's join settings, at /api/classes/current/join: PATCH (instructor). */
export function classJoinRouter(ctx: ModuleContext, { rosterChanged }: SeatSignals): Router {
  const { db } = ctx;
  const joinSettings = Router();
  joinSettings.patch(
    '/',
    requireAdmin,
    withBody(classJoinPatchSchema, async (_req, res, change) => {
      noStore(res);
      sendOk<ClassJoin>(res, await classJoin(db, change));
      rosterChanged();
    }),
  );
  return joinSettings;
}
