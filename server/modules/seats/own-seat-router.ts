import { Router, type RequestHandler } from 'express';
import { bodyLang, editMySeatSchema, type MySeat } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { sendOk } from '../../lib/http';
import { parseBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { seatLeaving } from './later-module-hooks';
import type { SeatOfDevice } from './repository';
import { seatCookie } from './seat-cookie';
import { assertOwnSeat, assertSeated, editSeat, pageClosing, removeSeat, seatOfToken } from './service';
import type { SeatSignals } from './signals';

/**
 * A student's own seat, by its cookie, under /api/seats: PATCH /me (name, language), POST /me/closing (a
 * page's beacon as it closes), DELETE /me (leave, and delete one's data).
 */
export function ownSeatRouter(ctx: ModuleContext, { rosterChanged, seatChanged }: SeatSignals): Router {
  const { db } = ctx;
  const router = Router();

  /** The request's seat in the current class: 401 without one (a stale cookie is cleared), 410 when ended. */
  const seated: RequestHandler = async (req, res, next) => {
    const found = await seatOfToken(db, seatCookie.sent(req));
    seatCookie.clearStale(req, res, found);
    res.locals.seat = assertSeated(found, bodyLang(req.body));
    next();
  };
  /** The same for leaving and deleting one's data, which a seat of an ended class may do too. */
  const ownSeat: RequestHandler = async (req, res, next) => {
    const found = await seatOfToken(db, seatCookie.sent(req));
    seatCookie.clearStale(req, res, found);
    res.locals.seat = assertOwnSeat(found, bodyLang(req.body));
    next();
  };
  const seatOf = (res: { locals: Record<string, unknown> }) => res.locals.seat as SeatOfDevice;

  router.patch('/me', seated, async (req, res) => {
    const seat = seatOf(res);
    const lang = (bodyLang(req.body) === 'ko' || seat.lang === 'ko' ? 'ko' : 'en') satisfies Lang;
    const edit = parseBody(editMySeatSchema(lang), req.body);
    sendOk<MySeat>(res, await editSeat(db, seat, edit, lang));
    seatChanged(seat.id);
    rosterChanged();
  });

  // a page of the seat is being closed (its pagehide's beacon): the roster's presence counts it gone sooner
  router.post('/me/closing', seated, async (_req, res) => {
    await pageClosing(db, seatOf(res).id);
    sendOk(res, null);
    rosterChanged();
  });

  router.delete('/me', ownSeat, async (_req, res) => {
    const seat = seatOf(res);
    // its pairs first: a final agreement's result row keeps its numbers without the name
    const tellPairs = await seatLeaving.get()(ctx, seat.id);
    await removeSeat(db, seat.id);
    seatCookie.clear(_req, res);
    sendOk(res, null);
    seatChanged(seat.id, true);
    rosterChanged();
    tellPairs();
  });

  return router;
}
