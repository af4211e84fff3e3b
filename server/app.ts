import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Lang } from '@shared/simulations';
import { trustProxySetting, type Config } from './config';
import type { Database } from './db/client';
import { paths } from './lib/paths';
import { readsRouter } from './lib/reads';
import { safeError } from './lib/safe-error';
import { apiNotFound, errorHandler } from './middleware/errors';
import { createLiveBus } from './live/bus';
import { createStreams } from './live/streams';
import { limitStores } from './limits';
import { createRateLimiter, PUBLIC_POST_LIMIT } from './middleware/rate-limit';
import { sameOriginJson } from './middleware/same-origin';
import { securityHeaders } from './middleware/security';
import type { ModuleContext } from './modules/context';
import { authRouter, sessionMiddleware } from './modules/auth/router';
import { sessionUser } from './modules/auth/service';
import { classTimerRouter } from './modules/class-timer/router';
import { classesRouter } from './modules/classes/router';
import { scheduleRetention } from './modules/classes/retention';
import { createScrubber } from './db/scrub';
import { routeDeckAliases } from './modules/decks/deck-path';
import { deckFilesRouter, deckVisibilityRouter } from './modules/decks/router';
import { eventsRouter } from './modules/events/router';
import { feedbackRouter } from './modules/feedback/router';
import { healthRouter } from './modules/health/router';
import { resultsRouter } from './modules/results/router';
import { rolesRouter } from './modules/roles/router';
import { moduleReads } from './modules/reads';
import { joinSiteAddress } from './modules/join/service';
import { presentSeatsOf, seatOfRequest, seatOfViewer, seatPresence } from './modules/seats/presence';
import { seatsRouter } from './modules/seats/router';
import { dealRouter } from './modules/deal/router';
import { dealRecordOf, seatLeaving } from './modules/deal/seat-data';
import { pairingRouter, roleRulesRouter, roundsRouter } from './modules/pairing/router';
import {
  assertRoleReadable,
  assignmentsOfSeat,
  publishedTable,
  publishedTables,
  readableRoles,
  rolesArePublic,
  roundsOf,
} from './modules/pairing/service';
import { loadTakeaways, takeawayKey } from './modules/roles/content-loader';
import { debriefRouter } from './modules/debrief/router';
import { classJoin, seatOfToken } from './modules/seats/service';
import { presenterRouter } from './modules/presenter/router';
import { projectorOfRequest, projectorOfViewer } from './modules/presenter/service';
import { tariffGroupOf, tariffRouter } from './modules/tariff/router';
import { teamAssignmentOf } from './modules/tariff/service';
import { tariffTeamsOf } from './modules/tariff/teams-view';
import { groupsOfSeat } from './db/groups';
import { visibilityRouter } from './modules/visibility/router';
import { assertSimulationOpen } from './modules/visibility/service';
import type { LiveStreams } from './live/streams';
import { createAssetHandler, type AssetHandler } from './static-assets';
import { serveClient } from './static';

export interface AppDeps {
  database: Database;
  config: Config;
  logger: Logger;
  /** Directory of the built SPA; defaults to dist/client. Tests pass a missing directory to skip it. */
  clientDist?: string;
  /** Directory of the slide PDFs; defaults to content/decks/pdf. */
  decksDir?: string;
  /**
   * Resolves, and never rejects, when the start-up check of the configured instructor account is done.
   * Only sign-in waits for it, so the site answers while that scrypt check runs (about 0.2-0.7 s).
   */
  adminAccountReady?: Promise<void>;
}

/** The site, built: what a caller listens with (server/start-server.ts) or drives with supertest. */
export interface Site {
  /** The request handler. */
  app: Express;
  /** This process's open live streams (tests: a closed tab frees its stream). */
  streams: Pick<LiveStreams, 'size'>;
  /**
   * Ends what would hold a server open after its requests are done: the live streams (shutdown). Resolves
   * once their last frames have gone out.
   */
  close(): Promise<void>;
  /**
   * Runs what the site put off and must not lose, before the database closes (shutdown): the cleanup of the
   * files after a class's personal data was deleted.
   */
  finish(): Promise<void>;
  /** The build's scripts and styles, which the HTTP server answers before Express (server/static-assets.ts). */
  serveAsset: AssetHandler;
}

/** Builds the whole site without listening, so tests can drive it with supertest. */
export function createApp({
  database,
  config,
  logger,
  clientDist = paths.clientDist,
  decksDir = paths.deckPdfs,
  adminAccountReady = Promise.resolve(),
}: AppDeps): Site {
  const { db } = database;
  const live = createLiveBus(database, logger);
  const limits = limitStores(database);
  const scrubber = createScrubber(database, logger);
  /** A stream's groups: the team its cookie joined, and its seat's groups. */
  const groupsOf = async (teamCookieGroup: number | null, seatId: number | null) => [
    ...new Set([
      ...(teamCookieGroup === null ? [] : [teamCookieGroup]),
      ...(seatId === null ? [] : await groupsOfSeat(db, seatId)),
    ]),
  ];
  /** The pairing module's published tables, which the deal module reads. */
  const published: Pick<ModuleContext, 'publishedTable' | 'publishedTables' | 'roundsOf'> = {
    publishedTables: (simKey, classId, round) => publishedTables(db, simKey, classId, round),
    publishedTable: (simKey, seatId, round) => publishedTable(db, simKey, seatId, round),
    roundsOf: (simKey, classId) => roundsOf(db, simKey, classId),
  };
  // What every module's router is built from.
  const takeaways = loadTakeaways();
  const ctx: ModuleContext = {
    db,
    database,
    config,
    logger,
    // Generous: a whole class may share one office NAT address.
    publicPostLimiter: (name) =>
      createRateLimiter({ limits, config }, { ...PUBLIC_POST_LIMIT, identifier: name }),
    limits,
    adminAccountReady,
    decksDir,
    scrubber,
    simulationAccess: { assertOpen: (key, isAdmin) => assertSimulationOpen(db, key, isAdmin) },
    live,
    liveStreams: createStreams(
      live,
      async (token) => Boolean(await sessionUser(db, token, config.session)),
      limits.streamHolds,
      seatPresence(db, live),
      (client) => groupsOf(client.teamCookieGroup, client.seatId),
    ),
    teamCookieGroupOf: tariffGroupOf(db),
    groupsOf,
    assignmentsOf: async (seatId) => [
      ...(await assignmentsOfSeat(db, seatId)),
      ...(await teamAssignmentOf(db, seatId)),
    ],
    seatOfViewer: seatOfViewer(db),
    ...published,
    tariffTeams: tariffTeamsOf(db, live),
    seatLeaving: (seatId) => seatLeaving({ db, live, ...published }, seatId),
    dealRecordOf: (seatId) => dealRecordOf({ db }, seatId),
    async viewerSeat(viewer) {
      const seat = await seatOfToken(db, viewer.seatToken);
      return (
        seat && { id: seat.id, classId: seat.classId, lang: seat.lang as Lang, classEnded: seat.classEnded }
      );
    },
    takeaway(key, lang) {
      const doc = takeaways.get(takeawayKey(key, lang));
      if (!doc) throw new Error(`no takeaway page for ${key} (${lang})`);
      return doc;
    },
    roleAccess: {
      async assertReadable(viewer, key, role) {
        const seatId = viewer.isAdmin ? null : await seatOfViewer(db)(viewer);
        await assertRoleReadable(db, key, role, { isAdmin: viewer.isAdmin, seatId });
      },
      isPublic: (key) => rolesArePublic(db, key),
      async readableRoles(viewer, key) {
        const seatId = viewer.isAdmin ? null : await seatOfViewer(db)(viewer);
        return readableRoles(db, key, { isAdmin: viewer.isAdmin, seatId });
      },
    },
    seatOf: seatOfRequest(db),
    projectorOf: projectorOfRequest(db),
    projectorOfViewer: projectorOfViewer(db),
    classJoin: () => classJoin(db),
    presentSeats: presentSeatsOf(db, (ids) => limits.streamHolds.seatsOnline(ids)),
    siteAddress: joinSiteAddress(config),
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(config.trustProxy));
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // One short line per request: no headers (cookies) in the logs.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // a failed query's parameters are what a visitor typed: never in the logs
        err: safeError,
      },
      // A class makes thousands of requests a morning: ordinary ones are logged only at LOG_LEVEL=debug,
      // refusals at info, failures always.
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug',
    }),
  );
  app.use(securityHeaders());
  app.use(compression());
  app.use(cookieParser());
  app.use(sessionMiddleware(ctx));

  // Every module's reads, once: mounted here as the API's GETs, and answering the server renderer in-process.
  const reads = moduleReads(ctx);
  app.use(readsRouter(reads));

  const api = express.Router();
  api.use(express.json({ limit: '32kb' }));
  api.use(sameOriginJson);
  api.use('/health', healthRouter(ctx));
  api.use('/events', eventsRouter(ctx));
  api.use('/auth', authRouter(ctx));
  api.use('/visibility/decks', deckVisibilityRouter(ctx));
  api.use('/visibility/simulations', visibilityRouter(ctx));
  api.use(feedbackRouter(ctx));
  api.use('/sims/:key/assignments', pairingRouter(ctx));
  api.use('/sims/:key/rounds', roundsRouter(ctx));
  api.use('/sims/:key/role-rules', roleRulesRouter(ctx));
  api.use('/sims/:key/debrief', debriefRouter(ctx));
  api.use('/sims/:key', dealRouter(ctx));
  api.use('/sims', resultsRouter(ctx));
  api.use('/sims', rolesRouter());
  const seats = seatsRouter(ctx);
  api.use('/seats', seats.seats);
  api.use('/classes/current/join', seats.classJoin);
  api.use('/classes', classesRouter(ctx));
  api.use('/class-timer', classTimerRouter(ctx));
  api.use('/tariff', tariffRouter(ctx));
  api.use('/presenter', presenterRouter(ctx));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(routeDeckAliases);
  app.use('/decks', deckFilesRouter(ctx));
  serveClient(app, clientDist, logger, database, reads, config.renderDeadlineMs, config.rateLimit);
  app.use(errorHandler);
  const stopRetention = scheduleRetention(db, logger, scrubber);
  return {
    app,
    streams: ctx.liveStreams,
    close: () => {
      stopRetention();
      scrubber.stop();
      return ctx.liveStreams.endAll();
    },
    finish: () => scrubber.flush(),
    serveAsset: createAssetHandler(path.join(clientDist, 'assets')),
  };
}
