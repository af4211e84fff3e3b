import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { AssignmentView, MyAssignment } from '@shared/contracts/pairing';
import type { ClassJoin } from '@shared/contracts/seats-config';
import type { DeckKey } from '@shared/keys';
import type { Lang } from '@shared/simulations';
import type { Config } from '../config';
import type { Viewer } from '../lib/reads';
import type { Database, Db } from '../db/client';
import type { LimitStores } from '../limits';
import type { LiveBus } from '../live/bus';
import type { LiveStreams } from '../live/streams';
import type { Scrubber } from '../db/scrub';

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
  /**
   * Asks for the tables that lost personal rows (a class deleted, its data destroyed) to be rewritten and the
   * write-ahead log written over, shortly after and outside the request (server/db/scrub.ts).
   */
  scrubber: Pick<Scrubber, 'request'>;
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
   * The running presentation a projector's cookie (joined by code) came with, if any: the instructor's admin
   * id (the events stream's audience) and the deck and language it shows (the one PDF it may fetch).
   */
  projectorOf(req: Request): Promise<ProjectorLink | null>;
  /** The same for a read's viewer (the join screen a projector shows). */
  projectorOfViewer(viewer: Viewer): Promise<ProjectorLink | null>;
  /** The current class's join code (drawn on first use), whether it is open and how many joined (the seats module's). */
  classJoin(): Promise<ClassJoin>;
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
  /**
   * The tables of a class's (by default the current one's) latest published assignment of a simulation (of its
   * latest round, or of `round`), as
   * stored (a member who left the class since is still listed); null when none is published (the pairing
   * module's).
   */
  publishedTables(simKey: string, classId?: number, round?: number): Promise<PublishedPairs | null>;
  /** The table of that assignment (of the latest round, or of `round`) with this seat as a member, or null. */
  publishedTable(simKey: string, seatId: number, round?: number): Promise<PublishedTable | null>;
  /** The rounds of a negotiation a class (by default the current one) has published, in order. */
  roundsOf(simKey: string, classId?: number): Promise<number[]>;
  /**
   * Tariff Wars teams as the pairing contract shows them (the tariff module's; its one way of forming teams):
   * `form` starts a new game of teams of about `teamSize` from these seats (the previous game ends), live at
   * once, and answers the view and what to tell once it is sent; `current` is the running game's teams, null
   * without a game or a seated member.
   */
  tariffTeams: {
    form(teamSize: number, seats: Array<{ id: number }>): Promise<{ view: AssignmentView; announce(): void }>;
    current(): Promise<AssignmentView | null>;
  };
  /**
   * What the deal module does before a seat is deleted (the student left, or the instructor removed them): a
   * final agreement's result row keeps its numbers and loses the name. Returns what to tell once the seat is
   * gone (the partners' phones, the run page).
   */
  seatLeaving(seatId: number): Promise<() => void>;
  /** Everything the deal module stores of a seat, for its data export. */
  dealRecordOf(seatId: number): Promise<unknown>;
  /** The seat whose cookie a reader sent, ended class or not; null for none (the seats module's). */
  viewerSeat(viewer: Viewer): Promise<ViewerSeat | null>;
  /** A case's takeaway page (a negotiation's or Tariff Wars'), rendered from its Markdown (the roles module's). */
  takeaway(key: string, lang: Lang): { title: string; html: string };
  /** Who may read a role's instructions while roles are assigned by the site (the pairing module's rules). */
  roleAccess: {
    /** Throws 403 when this reader may not read `role` ('observer': the observer sheet) of the simulation. */
    assertReadable(viewer: Viewer, key: string, role: string): Promise<void>;
    /** True while every visitor gets the same role pages (the rules are off): they may be kept. */
    isPublic(key: string): Promise<boolean>;
    /** The roles this reader may read ('observer' included): null for every role, [] for none. */
    readableRoles(viewer: Viewer, key: string): Promise<string[] | null>;
  };
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

/** A reader's seat: who, in which class, in which language. */
export interface ViewerSeat {
  id: number;
  classId: number;
  lang: Lang;
  classEnded: boolean;
}

/** A projector's browser joined to a running presentation (the presenter module's). */
export interface ProjectorLink {
  adminId: number;
  deck: DeckKey;
  lang: Lang;
}

/**
 * Whether a simulation is open to this visitor. The settings module implements it and createApp hands it
 * to the modules that need it, so no module imports another.
 */
export interface SimulationAccess {
  /** Throws 403 with the "not open yet" message while a simulation is closed to students. */
  assertOpen(key: string, isAdmin: boolean): Promise<void>;
}
