import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir, restrictDataDir } from './data-dir';
import { createListener } from './listener';
import * as schema from './schema';

export { DataDirLockedError } from './data-dir';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** False for a PGlite database in memory (tests): it has no files to clean (server/db/scrub.ts). */
  hasFiles: boolean;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Sends a PostgreSQL NOTIFY on `channel`: every process listening on this database receives it. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * LISTENs on `channel`. `onReconnect` runs when the listening connection was lost and is back: what was
   * sent meanwhile is gone, so listeners must catch up another way. Resolves once listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<void>;
  /**
   * Runs `work` on a connection of its own while holding the site's migration lock, so processes starting at
   * once on one database migrate one after the other (on PostgreSQL an advisory lock, freed when the
   * connection ends, so a process that dies mid-migration never leaves it held). PGlite has one process.
   */
  withMigrationLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of migrations (any fixed 64-bit number no other code of the site locks). */
export const MIGRATION_LOCK_KEY = 7_324_180_042;

/** Embedded PGlite: persisted in `dataDir`, or in memory (optionally from a dump) when dataDir is undefined. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const client = await PGlite.create(dataDir ? { dataDir } : { loadDataDir });
    let sweep: NodeJS.Timeout | undefined;
    if (dataDir) {
      await restrictDataDir(dataDir);
      // the files PGlite creates later (WAL segments, new tables) are brought to 0600 too
      sweep = setInterval(() => void restrictDataDir(dataDir).catch(() => {}), 60_000).unref();
    }
    const db = drizzle(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      hasFiles: Boolean(dataDir),
      ping: async () => void (await client.query('select 1')),
      notify: async (channel, payload) =>
        void (await client.query('select pg_notify($1, $2)', [channel, payload])),
      // in-process: the connection cannot drop, so onReconnect never runs
      listen: async (channel, onPayload) => void (await client.listen(channel, onPayload)),
      withMigrationLock: (work) => work(db),
      close: async () => {
        clearInterval(sweep);
        try {
          if (!client.closed) await client.close();
          if (dataDir) await restrictDataDir(dataDir);
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    // A network partition gives no sign to a connection waiting idle in the pool: it would be handed out
    // after the database is back and fail. Closing connections idle for 5 s means none from before an
    // outage outlives it (db-outage.test.ts); reconnecting to Postgres costs a few milliseconds.
    idleTimeoutMillis: 5_000,
    // A network partition leaves connections open with nothing answering: without this a query waits
    // forever and so does the request (db-outage.test.ts).
    query_timeout: 5_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  const listener = createListener(() => new pg.Client({ connectionString: url }));
  return {
    db,
    kind: 'postgres',
    hasFiles: true,
    ping: async () => void (await db.execute(sql`select 1`)),
    notify: async (channel, payload) =>
      void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    listen: listener.listen,
    withMigrationLock: async (work) => {
      // a connection outside the pool: waiting for the lock while another process migrates can take longer
      // than the pool's query timeout, and the lock belongs to the session that took it
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await work(drizzle(client, { schema }) as unknown as Db);
      } finally {
        // ending the session frees the lock (an explicit unlock could not run on a broken connection)
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
