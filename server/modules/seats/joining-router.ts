import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  bodyLang,
  claimSeatSchema,
  classCodeOf,
  joinSeatSchema,
  reseatClaimSchema,
  seatMessages,
  type MySeat,
} from '@shared/contracts/seats';
import { HttpError, sendOk } from '../../lib/http';
import { createRateLimiter } from '../../middleware/rate-limit';
import { parseBody, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { codeBudgets } from './code-budgets';
import { seatDevices } from './join-devices';
import { seatCookie } from './seat-cookie';
import { claimReseat, claimSeat, classOfJoinCode, joinClass } from './service';
import type { SeatSignals } from './signals';

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

/**
 * Taking a seat, under /api/seats: POST / (join with the class code), POST /claim (the seat code), POST
 * /reseat (the instructor's one-time link). Each gives the browser its seat's cookie; each is limited.
 */
export function joiningRouter(ctx: ModuleContext, { rosterChanged }: SeatSignals): Router {
  const { db, config, limits, logger } = ctx;
  const router = Router();

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

  return router;
}
