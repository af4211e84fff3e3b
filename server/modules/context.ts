import type { RequestHandler } from 'express';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';

/** What every API module's router is built from. */
export interface ModuleContext {
  db: Db;
  database: Database;
  config: Config;
  /** The per-IP limit shared by the public POSTs (results reports, feedback). */
  publicPostLimiter: RequestHandler;
}
