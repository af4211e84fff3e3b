import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
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
import { authRouter, sessionMiddleware, sessionUser } from './modules/auth';
import { caseRegistryRouter, casesRouter, loadBuiltInCases, storedCasesLoaded } from './modules/cases';
import { classTimerRouter } from './modules/class-timer';
import { classesRouter, scheduleRetention } from './modules/classes';
import { createScrubber } from './db/scrub';
import { deckFilesRouter, deckVisibilityRouter, routeDeckAliases } from './modules/decks';
import { eventsRouter, streamGroupsOf } from './modules/events';
import { feedbackRouter } from './modules/feedback';
import { guideRouter } from './modules/guide';
import { healthRouter } from './modules/health';
import { resultsRouter } from './modules/results';
import { rolesRouter } from './modules/roles';
import { moduleReads } from './modules/reads';
import { joinSiteAddress } from './modules/join';
import { seatPresence, seatsRouter } from './modules/seats';
import { dealRouter } from './modules/deal';
import { pairingRouter, roleRulesRouter, roundsRouter } from './modules/pairing';
import { debriefRouter } from './modules/debrief';
import { presenterRouter } from './modules/presenter';
import { reportsRouter } from './modules/reports';
import { tariffRouter } from './modules/tariff';
import { visibilityRouter } from './modules/visibility';
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
  // the shipped case packages, before any module reads the registry they fill
  loadBuiltInCases();
  const { db } = database;
  const live = createLiveBus(database, logger);
  const limits = limitStores(database);
  const scrubber = createScrubber(database, logger);
  // What every module's router is built from.
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
    live,
    liveStreams: createStreams(
      live,
      async (token) => Boolean(await sessionUser(db, token, config.session)),
      limits.streamHolds,
      seatPresence(db, live),
      (client) => streamGroupsOf(db, client.teamCookieGroup, client.seatId),
    ),
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
  // the added cases are registered before any request is answered
  app.use(storedCasesLoaded(ctx));

  // Every module's reads, once: mounted here as the API's GETs, and answering the server renderer in-process.
  const reads = moduleReads(ctx);
  app.use(readsRouter(reads));

  const api = express.Router();
  // a case package is a .zip, not JSON: its router reads its own body and checks the origin itself
  api.use('/cases', casesRouter(ctx));
  api.use(express.json({ limit: '32kb' }));
  api.use(sameOriginJson);
  api.use('/health', healthRouter(ctx));
  api.use(caseRegistryRouter());
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
  api.use('/classes', reportsRouter(ctx));
  api.use('/class-timer', classTimerRouter(ctx));
  api.use('/tariff', tariffRouter(ctx));
  api.use('/presenter', presenterRouter(ctx));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(routeDeckAliases);
  app.use('/decks', deckFilesRouter(ctx));
  app.use('/guide', guideRouter());
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
