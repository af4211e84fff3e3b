import { Router, type Request, type RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER, idempotencyKeyPattern, resultMessages } from '@shared/contracts/results-config';
import {
  TARIFF_ROUNDS_MAX,
  newTariffGameSchema,
  tariffChoiceSchema,
  tariffJoinSchema,
  tariffMessages,
  tariffRoundRulesSchema,
  type TariffCreatedGame,
  type TariffJoined,
  type TariffLocked,
  type TariffRevealedRound,
  type TariffRound,
} from '@shared/contracts/tariff';
import type { Db } from '../../db/client';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { limitFailures } from '../../middleware/failure-budget';
import { createRateLimiter } from '../../middleware/rate-limit';
import { requireAdmin } from '../../middleware/require-admin';
import { requireClassForWrites } from '../../middleware/require-class';
import { isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { presentSeats, seatOfRequest } from '../seats';
import { assertSimulationOpen } from '../visibility';
import {
  assertTeamPlaying,
  changeRoundRules,
  createTariffGame,
  formTeamsFromClass,
  joinByCode,
  lockChoice,
  revealRound,
  teamOfDevice,
  teamOfToken,
  type JoinedTeam,
} from './service';
import { teamCookie } from './team-cookie';
import { announceNewGame } from './teams-view';

/**
 * The budgets of wrong join codes (ADR 13), as leaky buckets: only a wrong code (404, or the code of an ended
 * game, 410) fills them; a join that succeeds costs nothing, so a class behind one NAT address joins freely.
 * Per address: 600 (two typos for each of a class of 300), then one more every 6 s. Over every address
 * together (the class: one game runs at a time): 1,200, then one every 2 s. A source over its budget is slowed
 * to that rate (429 with Retry-After, a few seconds), never shut out for a window. At most 1,200 + 43,200 codes
 * a day reach the check from everywhere, each a 60 / 31^6 = 1 in 14.8 million chance of a running team's code:
 * a sustained attack from every address at once joins some team with p < 0.3% a day (one address: 0.1%).
 */
export const JOIN_LIMITS = {
  perAddress: { capacity: 600, leakMs: 6_000 },
  everyAddress: { capacity: 1_200, leakMs: 2_000 },
};

/** Locks per team device and minute: a team locks five times a game; a broken client retrying stops here. */
const CHOICE_LIMIT = { limit: 30, windowMs: 60_000 };

/** The live channel's audience of a request: the team (a group) its cookie joined, if any. */
export const tariffGroupOf =
  (db: Db) =>
  async (req: Request): Promise<number | null> =>
    (await teamOfToken(db, teamCookie.sent(req)))?.groupId ?? null;

const isRound = (raw: string) => /^[1-9]$/.test(raw) && Number(raw) <= TARIFF_ROUNDS_MAX;

/**
 * Tariff Wars, mounted at /api/tariff (its GETs are in reads.ts). The instructor: POST /games (printed codes,
 * or teams formed from the class's present students),
 * PATCH /games/{id}/rounds/{n}, POST /games/{id}/rounds/{n}/reveal. A team: POST /join (public, guesses
 * limited) and POST /choice (team cookie). Every answer is never cached. Live signals (never a
 * choice): a lock goes to that team's devices and the instructor, a join to the instructor; rules, reveals
 * and new games to everyone (a new class, which ends the game, too: see the classes router).
 */
export function tariffRouter(ctx: ModuleContext): Router {
  const { db, config, limits, live } = ctx;
  const seatOf = seatOfRequest(db);
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  /** A team plays only while its game's case is open to students (the instructor always may). */
  const openFor = (req: Request) => (simKey: string) => assertSimulationOpen(db, simKey, Boolean(req.admin));

  // ---- the instructor ----

  router.post(
    '/games',
    requireAdmin,
    requireClassForWrites(db),
    withBody(newTariffGameSchema, async (_req, res, { pairs, teamSize, simKey }) => {
      const { created, seatsToTell } =
        teamSize === undefined
          ? await createTariffGame(db, pairs!, simKey)
          : await formTeamsFromClass(db, teamSize, await presentSeats(ctx), Math.random, simKey);
      sendOk<TariffCreatedGame>(res, created, 201);
      announceNewGame(live, seatsToTell);
    }),
  );

  const game = validateParam('id', isId, tariffMessages.gameNotFound);
  const round = validateParam('round', isRound, tariffMessages.roundNotFound);
  const gameAndRound = [game, round];

  router.patch(
    '/games/:id/rounds/:round',
    requireAdmin,
    ...gameAndRound,
    withBody(tariffRoundRulesSchema, async (req, res, rules) => {
      const id = Number(game.of(req));
      sendOk<TariffRound>(res, await changeRoundRules(db, id, Number(round.of(req)), rules));
      live.publish({ type: 'tariff' }, 'everyone');
    }),
  );

  router.post('/games/:id/rounds/:round/reveal', requireAdmin, ...gameAndRound, async (req, res) => {
    const id = Number(game.of(req));
    sendOk<TariffRevealedRound>(res, await revealRound(db, id, Number(round.of(req))));
    live.publish({ type: 'tariff' }, 'everyone');
  });

  // ---- a team ----

  const joinLimit = limitFailures({
    shared: { limits, config },
    identifier: 'tariff-join',
    budgets: [
      { budget: JOIN_LIMITS.perAddress, key: (req) => req.ip ?? '' },
      { budget: JOIN_LIMITS.everyAddress, key: () => 'every-address' },
    ],
    isFailure: (status) => status === 404 || status === 410,
    refuse: (res, retryAfter) => {
      res.setHeader('Retry-After', String(retryAfter));
      res.status(429).json({ success: false, message: tariffMessages.tooManyJoins });
    },
  });

  router.post(
    '/join',
    joinLimit,
    withBody(tariffJoinSchema, async (req, res, { code }) => {
      const seatId = await seatOf(req);
      const { joined, token } = await joinByCode(db, code, seatId, openFor(req));
      teamCookie.give(req, res, token);
      sendOk<TariffJoined>(res, joined);
      // the instructor's page counts each team's devices
      live.publish({ type: 'tariff' }, 'instructor');
      // the seat's other devices: their streams now hear this team too
      if (seatId !== null) live.publish({ type: 'seat' }, { seat: seatId });
    }),
  );

  /**
   * Finds the request's team, by its team cookie or its seat's membership: 401 without one (a stale cookie
   * is cleared), 410 when its game ended.
   */
  const team: RequestHandler = async (req, res, next) => {
    const seatId = await seatOf(req);
    const { team: found, byCookie } = await teamOfDevice(db, teamCookie.sent(req), seatId);
    teamCookie.clearStale(req, res, byCookie);
    assertTeamPlaying(found);
    res.locals.tariffTeam = found;
    res.locals.seatId = seatId;
    next();
  };
  const teamOf = (res: { locals: Record<string, unknown> }) => res.locals.tariffTeam as JoinedTeam;

  router.post(
    '/choice',
    team,
    createRateLimiter(
      { limits, config },
      {
        ...CHOICE_LIMIT,
        identifier: 'tariff-choice-team',
        keyGenerator: (_req, res) => `team:${teamOf(res).id}`,
      },
    ),
    async (req, res, next) => {
      await openFor(req)(teamOf(res).simKey);
      next();
    },
    (req, _res, next) => {
      const key = req.get(IDEMPOTENCY_HEADER);
      if (key !== undefined && !idempotencyKeyPattern.test(key))
        return next(new HttpError(400, resultMessages.badIdempotencyKey));
      next();
    },
    withBody(tariffChoiceSchema, async (req, res, input) => {
      const t = teamOf(res);
      const seatId = res.locals.seatId as number | null;
      const locked = await lockChoice(db, t, input, req.get(IDEMPOTENCY_HEADER) ?? null, seatId);
      sendOk<TariffLocked>(res, locked, 201);
      // this team's devices and members, and the instructor: the other team learns nothing, not even that it locked
      live.publish({ type: 'tariff' }, { group: t.groupId });
    }),
  );

  return router;
}
