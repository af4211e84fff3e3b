import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  bodyLang,
  claimSeatSchema,
  classCodeOf,
  classJoinPatchSchema,
  editMySeatSchema,
  joinSeatSchema,
  meWithReseat,
  renameSeatSchema,
  reseatClaimSchema,
  seatMessages,
  type ClassJoin,
  type MySeat,
  type Reseat,
} from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { coalescingOf } from '../../live/coalesce';
import { createRateLimiter } from '../../middleware/rate-limit';
import { requireAdmin } from '../../middleware/require-admin';
import { isId, parseBody, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { codeBudgets } from './code-budgets';
import { seatDevices } from './join-devices';
import { seatLeaving } from './later-module-hooks';
import { seatCookie } from './seat-cookie';
import {
  assertOwnSeat,
  assertSeated,
  claimReseat,
  claimSeat,
  classJoin,
  classOfJoinCode,
  editSeat,
  joinClass,
  NO_SUCH_SEAT,
  newReseat,
  pageClosing,
  removeSeat,
  renameSeat,
  seatOfToken,
} from './service';
import type { SeatOfDevice } from './repository';

/** Where a join is from, for its limits (see joinSource below). */
interface JoinSource {
  cls: string;
  device: string | null;
  /** The code names a class, and the browser gave it with the join form's question (counted then). */
  fromClass: boolean;
}

/**
 * Joins per 10-minute window, each budget kept per class (the class the join's code names), so a new class
 * starts with fresh budgets. A class shares one office NAT address, so no budget is per address alone. A
 * browser that sent a device cookie this site issued (it comes with the join form's question about the class
 * code; signed, so it cannot be made up: join-devices.ts) has a small budget of its own, so a script that keeps
 * its cookies cannot use up its classmates'; joins with no such cookie (a first join, a cookie made up) share
 * a class's worth per address; and every join of a class from one address, a large lecture hall's worth
 * (ADR 24).
 */
export const JOIN_LIMITS = {
  windowMs: 10 * 60_000,
  perDevice: 10,
  perAddressWithoutDevice: 300,
  perAddress: 600,
};

/** The instructor's roster signal, at most once per this window per process (the first at once). */
export const ROSTER_SIGNAL_WINDOW_MS = 1_000;

/**
 * Seats, mounted at /api/seats (their GETs are in reads.ts), and the current class's join settings at
 * /api/classes/current/join. A student: POST / (join), PATCH and DELETE /me, POST /me/closing (a page's
 * beacon as it closes), POST /claim (seat code), POST /reseat (the instructor's one-time link). The
 * instructor: PATCH and DELETE /{id}, POST /{id}/reseat, PATCH /api/classes/current/join. Live signals:
 * `seat` to the seat's own devices, `roster` to the instructor; never a name on a stream.
 */
export function seatsRouter(ctx: ModuleContext): { seats: Router; classJoin: Router } {
  const { db, config, limits, live, logger } = ctx;
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  // a class's rush of joins refetches the instructor's roster about once a second per process, not per join
  const roster = coalescingOf(live, ROSTER_SIGNAL_WINDOW_MS);
  const rosterChanged = () => roster.publish({ type: 'roster' }, 'instructor');
  const seatChanged = (id: number, removed = false) =>
    live.publish(removed ? { type: 'seat', removed: true } : { type: 'seat' }, { seat: id });

  // ---- joining ----

  /**
   * Who and where a join is from, for its limits: the class its code names (`class:{id}`, or `class:none` for
   * a code no class has: every such join of an address shares one budget) and the browser's device, if this
   * site issued it (a browser without one is given one with the answer).
   */
  const devices = seatDevices(db);
  const budgets = codeBudgets({ db, devices, shared: { limits, config } });
  const joinSource: RequestHandler = async (req, res, next) => {
    const device = await devices.give(req, res);
    if (config.rateLimit) {
      const code = classCodeOf((req.body as { code?: unknown } | undefined)?.code);
      const classId = await classOfJoinCode(db, code);
      const fromClass =
        classId !== null && code !== null && (await devices.inRoom(req, { id: classId, code }));
      res.locals.joinSource = { cls: `class:${classId ?? 'none'}`, device, fromClass } satisfies JoinSource;
    }
    next();
  };
  const sourceOf = (res: Response) => res.locals.joinSource as JoinSource;
  const address = (req: Request) => ipKeyGenerator(req.ip ?? '');
  const joinLimits = [
    joinSource,
    // a code no class has (400) or an ended class's (410) is a wrong class code, unless the browser gave the
    // class's code with the join form's question, where it was counted
    ...budgets.joinCode(
      (res) => sourceOf(res).fromClass,
      (status, res) => status === 410 || (status === 400 && sourceOf(res).cls === 'class:none'),
    ),
    createRateLimiter(
      { limits, config },
      {
        identifier: 'seat-join-browser',
        windowMs: JOIN_LIMITS.windowMs,
        limit: (_req, res) =>
          sourceOf(res).device ? JOIN_LIMITS.perDevice : JOIN_LIMITS.perAddressWithoutDevice,
        keyGenerator: (req, res) => {
          const { cls, device } = sourceOf(res);
          return device ? `${cls}:device:${device}` : `${cls}:address:${address(req)}`;
        },
        message: seatMessages.en.tooMany,
      },
    ),
    createRateLimiter(
      { limits, config },
      {
        identifier: 'seat-join-address',
        windowMs: JOIN_LIMITS.windowMs,
        limit: JOIN_LIMITS.perAddress,
        keyGenerator: (req, res) => `${sourceOf(res).cls}:${address(req)}`,
        message: seatMessages.en.tooMany,
      },
    ),
  ];

  router.post('/', ...joinLimits, async (req, res) => {
    const lang = bodyLang(req.body);
    const input = parseBody(joinSeatSchema(lang), req.body);
    const { seat, token } = await joinClass(db, input, seatCookie.sent(req), config.seatsPerClass);
    seatCookie.give(req, res, token);
    sendOk<MySeat>(res, seat, 201);
    rosterChanged();
  });

  router.post('/claim', ...budgets.seatCodes, async (req, res) => {
    const lang = bodyLang(req.body);
    const { seatCode } = parseBody(claimSeatSchema(lang), req.body);
    try {
      const { seat, token } = await claimSeat(db, seatCode, lang);
      seatCookie.give(req, res, token);
      sendOk<MySeat>(res, seat);
    } catch (err) {
      // a wrong seat code may be a guess: logged (the address, never the code), and counted by the budget
      if (err instanceof HttpError && err.status === 404)
        logger.warn({ address: req.ip }, 'a seat code that opens no seat was tried');
      throw err;
    }
  });

  router.post(
    '/reseat',
    ...budgets.reseatLinks,
    withBody(reseatClaimSchema, async (req, res, { token: reseat }) => {
      const { seat, token } = await claimReseat(db, reseat);
      seatCookie.give(req, res, token);
      sendOk<MySeat>(res, seat);
    }),
  );

  // ---- a student's own seat ----

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

  // ---- the instructor ----

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

  return { seats: router, classJoin: joinSettings };
}
