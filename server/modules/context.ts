import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { MyAssignment } from '@shared/contracts/pairing';
import type { Config } from '../config';
import type { Viewer } from '../lib/reads';
import type { Database, Db } from '../db/client';
import type { LimitStores } from '../limits';
import type { LiveBus } from '../live/bus';
import type { LiveStreams } from '../live/streams';

/**
 * What every module's router is built from: each module exports `xRouter(ctx: ModuleContext): Router`
 * and createApp (server/app.ts) builds one context for all of them.
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
  /** The open/closed rule of the simulations, which the results and roles modules apply. */
  simulationAccess: SimulationAccess;
  /** The live channel: modules publish what changed, after it is committed (server/live/bus.ts). */
  live: LiveBus;
  /** This process's open event streams (only the events module reads them). */
  liveStreams: LiveStreams;
  /** The group (a Tariff Wars team) whose device cookie came with the request, if any. */
  teamCookieGroupOf(req: Request): Promise<number | null>;
  /** The groups of a stream (its audience): the team its cookie joined, and its seat's groups. */
  groupsOf(teamCookieGroup: number | null, seatId: number | null): Promise<number[]>;
  /** The seat of the current class whose cookie came with the request, if any (the events stream's audience). */
  seatOf(req: Request): Promise<number | null>;
  /** The same for a read's viewer (a read may answer the server renderer, without a request). */
  seatOfViewer(viewer: Viewer): Promise<number | null>;
  /**
   * The current class's seats present now: a page open in some process, or seen within PRESENT_WITHIN_MS
   * (shared/contracts/seats-config.ts), in the order they joined. Who is paired or put in teams by default.
   */
  presentSeats(): Promise<Array<{ id: number; name: string }>>;
  /**
   * The site's address as phones reach it (no trailing slash): PUBLIC_URL, or the address of the request,
   * or the server's network address when the request came to this computer's own (localhost).
   */
  siteAddress(req: Request): string;
  /**
   * A seat's published assignments of roles and partners in the current class (the pairing module's), and its
   * Tariff Wars team in the running game (the tariff module's).
   */
  assignmentsOf(seatId: number): Promise<MyAssignment[]>;
  /** Who may read a role's instructions while roles are assigned by the site (the pairing module's rules). */
  roleAccess: {
    /** Throws 403 when this reader may not read `role` ('observer': the observer sheet) of the simulation. */
    assertReadable(viewer: Viewer, key: string, role: string): Promise<void>;
    /** True while every visitor gets the same role pages (the rules are off): they may be kept. */
    isPublic(key: string): Promise<boolean>;
  };
}

/**
 * Whether a simulation is open to this visitor. The settings module implements it and createApp hands it
 * to the modules that need it, so no module imports another.
 */
export interface SimulationAccess {
  /** Throws 403 with the "not open yet" message while a simulation is closed to students. */
  assertOpen(key: string, isAdmin: boolean): Promise<void>;
}
