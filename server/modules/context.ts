import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { LimitStores } from '../limits';
import type { LiveBus } from '../live/bus';
import type { LiveStreams } from '../live/streams';
import type { Scrubber } from '../db/scrub';

/**
 * What every module's router is built from: each module exports `xRouter(ctx: ModuleContext): Router`
 * and createApp (server/app.ts) builds one context for all of them. Infrastructure only: what one module
 * needs of another it imports from that module's face, in the modules' order (README.md beside this file).
 */
export interface ModuleContext {
  db: Db;
  /** The connection itself, for what is not a query (the health check's ping). */
  database: Database;
  config: Config;
  logger: Logger;
  /** A per-IP limit of a public POST (results reports, feedback): each call is a budget of its own. */
  publicPostLimiter(name: string): RequestHandler;
  /** Where every limit is counted: shared by all processes on PostgreSQL, in memory on PGlite (server/limits.ts). */
  limits: LimitStores;
  /**
   * Resolves, and never rejects, when the start-up check of the configured instructor account is done.
   * Only sign-in waits for it.
   */
  adminAccountReady: Promise<void>;
  /** Where the slide PDFs are (content/decks/pdf; tests give another directory). */
  decksDir: string;
  /**
   * Asks for the tables that lost personal rows (a class deleted, its data destroyed) to be rewritten and the
   * write-ahead log written over, shortly after and outside the request (server/db/scrub.ts).
   */
  scrubber: Pick<Scrubber, 'request'>;
  /** The live channel: modules publish what changed, after it is committed (server/live/bus.ts). */
  live: LiveBus;
  /** This process's open event streams (only the events module reads them). */
  liveStreams: LiveStreams;
  /**
   * The site's address as phones reach it (no trailing slash): PUBLIC_URL, or the address of the request,
   * or the server's network address when the request came to this computer's own (localhost). Config-like
   * (the configuration and the request alone decide it): the join module's rule, built once by createApp.
   */
  siteAddress(req: Request): string;
}

/** The database, or a transaction of it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A negotiating table of a published assignment: its members by seat and registry role slug. */
export interface PublishedTable {
  assignmentId: number;
  /** The round of the case the assignment seats. */
  round: number;
  classId: number;
  publishedAt: Date;
  table: number;
  members: Array<{ seatId: number; role: string }>;
}

/** Every table of a published assignment. */
export interface PublishedPairs {
  assignmentId: number;
  round: number;
  classId: number;
  publishedAt: Date;
  tables: Array<{ table: number; members: Array<{ seatId: number; role: string }> }>;
}
