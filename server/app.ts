import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { paths } from './lib/paths';
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
import { dashboardRouter } from './modules/dashboard/router';
import { routeDeckAliases } from './modules/decks/deck-path';
import { deckFilesRouter, deckVisibilityRouter } from './modules/decks/router';
import { eventsRouter } from './modules/events/router';
import { feedbackRouter } from './modules/feedback/router';
import { healthRouter } from './modules/health/router';
import { joinRouter } from './modules/join/router';
import { resultsRouter } from './modules/results/router';
import { rolesRouter } from './modules/roles/router';
import { tariffRouter, tariffTeamOf } from './modules/tariff/router';
import { visibilityRouter } from './modules/visibility/router';
import { assertSimulationOpen } from './modules/visibility/service';
import { assetServer, serveClient } from './static';
import type { AssetServer } from './page-cache/compressed-assets';

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

/** Ends the app's open live streams (shutdown: otherwise they hold the server open). */
export const endLiveStreams = (app: Express) => (app.locals.endLiveStreams as () => void)();

/** The app's handler of the build's scripts and styles, for the HTTP server to call before Express. */
export const assetFastPath = (app: Express) => app.locals.serveAsset as AssetServer;

/** How many live streams are open on this app (tests: a closed tab frees its stream). */
export const liveStreamCount = (app: Express) => (app.locals.liveStreamCount as () => number)();

/** Builds the whole site without listening, so tests can drive it with supertest. */
export function createApp({
  database,
  config,
  logger,
  clientDist = paths.clientDist,
  decksDir = paths.deckPdfs,
  adminAccountReady = Promise.resolve(),
}: AppDeps): Express {
  const { db } = database;
  const live = createLiveBus(database, logger);
  const limits = limitStores(database);
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
    simulationAccess: { assertOpen: (key, isAdmin) => assertSimulationOpen(db, key, isAdmin) },
    live,
    liveStreams: createStreams(
      live,
      async (token) => Boolean(await sessionUser(db, token, config.session)),
      limits.streamHolds,
    ),
    teamOf: tariffTeamOf(db),
  };
  const app = express();
  app.disable('x-powered-by');
  app.locals.endLiveStreams = () => ctx.liveStreams.endAll();
  app.locals.liveStreamCount = () => ctx.liveStreams.size;
  app.set('trust proxy', config.trustProxy);
  // issue 23: scripts and styles first, from memory (the HTTP server calls the same handler before Express)
  const serveAsset = assetServer(clientDist);
  app.locals.serveAsset = serveAsset;
  app.use((req, res, next) => serveAsset(req, res) || next());

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

  const api = express.Router();
  api.use(express.json({ limit: '32kb' }));
  api.use(sameOriginJson);
  api.use('/health', healthRouter(ctx));
  api.use('/events', eventsRouter(ctx));
  api.use('/auth', authRouter(ctx));
  api.use('/visibility/decks', deckVisibilityRouter(ctx));
  api.use('/visibility/simulations', visibilityRouter(ctx));
  api.use(feedbackRouter(ctx));
  api.use('/sims', resultsRouter(ctx));
  api.use('/sims', rolesRouter(ctx));
  api.use('/admin', dashboardRouter(ctx));
  api.use('/join', joinRouter(ctx));
  api.use('/classes', classesRouter(ctx));
  api.use('/class-timer', classTimerRouter(ctx));
  api.use('/tariff', tariffRouter(ctx));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(routeDeckAliases);
  app.use('/decks', deckFilesRouter(ctx));
  // PGlite: one process on the database, so a change published here is every change (page-cache/public-state.ts)
  serveClient(
    app,
    clientDist,
    logger,
    db,
    config.renderDeadlineMs,
    database.kind === 'pglite' ? (onChange) => live.onLocalPublish(() => onChange()) : undefined,
    config.rateLimit,
  );
  app.use(errorHandler);
  return app;
}
