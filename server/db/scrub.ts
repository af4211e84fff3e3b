import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf } from '../backup/queries';
import type { Database } from './client';

/**
 * A deleted or emptied row stays in the database's files: in the table's pages until they are rewritten, in
 * the planner's statistics (pg_statistic keeps sample values of each column), and in the write-ahead log
 * (pg_wal) until its segments are overwritten; PostgreSQL recycles an old segment by renaming it, not by
 * clearing it. After a class's personal data is destroyed or the class deleted, this makes those rows
 * unrecoverable from the database's own files (ADR 25):
 *
 * 1. `VACUUM (FULL, ANALYZE)` of the tables that lost rows: each is written anew, without the dead rows, its
 *    indexes rebuilt, and its statistics sampled again from the rows that are left;
 * 2. `VACUUM FULL pg_statistic`, which drops the old statistics (a superuser only: PGlite always is);
 * 3. rounds of `CHECKPOINT` and `pg_switch_wal()`: a switch fills the rest of the current segment with zeros,
 *    and a checkpoint recycles the segments before it. Segments are reused in order, so after as many rounds
 *    as there were segments, plus two (the segment current at the start is recycled last), plus those
 *    `wal_keep_size` holds back, every segment that existed at the start has been written over or removed.
 *
 * A segment kept for a replication slot or the WAL archive is not written over: it is counted and logged.
 */
export interface ScrubReport {
  tables: string[];
  /** True when pg_statistic was rewritten too. */
  statistics: boolean;
  /** Checkpoint and switch rounds done; 0 when the database user may not (then `walSkipped` says why). */
  walRounds: number;
  walSkipped?: string;
  /** WAL segments from before the cleanup that are still there after it (a replication slot, the archive). */
  walKept: number;
  ms: number;
}

interface WalState {
  files: string[];
  current: string;
  keepSegments: number;
}

async function walState(database: Database): Promise<WalState> {
  const [row] = await rowsOf<{ current: string; keep: number }>(
    database.db,
    sql`select pg_walfile_name(pg_current_wal_lsn()) as "current",
          ceil(pg_size_bytes(current_setting('wal_keep_size'))::numeric
            / pg_size_bytes(current_setting('wal_segment_size')))::int as "keep"`,
  );
  const files = await rowsOf<{ name: string }>(
    database.db,
    sql`select name from pg_ls_waldir() where name ~ '^[0-9A-F]{24}$' order by name`,
  );
  return { files: files.map((f) => f.name), current: row!.current, keepSegments: row!.keep };
}

/** Overwrites or removes every WAL segment there is now (see above). Returns the rounds done and those kept. */
async function rewriteWal(database: Database): Promise<{ rounds: number; kept: number }> {
  const start = await walState(database);
  const rounds = start.files.length + 2 + start.keepSegments;
  for (let i = 0; i < rounds; i++) {
    await database.db.execute(sql`checkpoint`);
    await database.db.execute(sql`select pg_switch_wal()`);
  }
  await database.db.execute(sql`checkpoint`);
  // segment names sort in order (one timeline): those up to the one current at the start are old ones kept
  const after = await walState(database);
  return { rounds, kept: after.files.filter((name) => name <= start.current).length };
}

/** Why this database user may not rewrite the WAL, or undefined when it may. */
async function walPermission(database: Database): Promise<string | undefined> {
  const [row] = await rowsOf<{ superuser: boolean; checkpoint: boolean; functions: boolean }>(
    database.db,
    sql`select r.rolsuper as "superuser",
          pg_has_role(current_user, 'pg_checkpoint', 'member') as "checkpoint",
          has_function_privilege('pg_switch_wal()', 'execute')
            and has_function_privilege('pg_ls_waldir()', 'execute') as "functions"
        from pg_roles r where r.rolname = current_user`,
  );
  if (row!.superuser || (row!.checkpoint && row!.functions)) return undefined;
  return (
    'the database user may not run CHECKPOINT, pg_switch_wal() or pg_ls_waldir(): ' +
    'GRANT pg_checkpoint TO it, and GRANT EXECUTE ON FUNCTION pg_switch_wal(), pg_ls_waldir() TO it'
  );
}

/**
 * Makes the rows the tables lost unrecoverable from the database's files (see ScrubReport). Takes a moment
 * and locks each table while it is rewritten: run it after the deletion, not inside it.
 */
export async function scrubDeletedRows(database: Database, tables: string[]): Promise<ScrubReport> {
  const started = performance.now();
  const names = [...new Set(tables)].sort();
  if (!database.hasFiles) return { tables: names, statistics: false, walRounds: 0, walKept: 0, ms: 0 };
  if (names.length)
    await database.db.execute(
      sql`vacuum (full, analyze) ${sql.join(
        names.map((t) => sql.identifier(t)),
        sql`, `,
      )}`,
    );
  const [{ superuser } = { superuser: false }] = await rowsOf<{ superuser: boolean }>(
    database.db,
    sql`select rolsuper as "superuser" from pg_roles where rolname = current_user`,
  );
  if (superuser) await database.db.execute(sql`vacuum full pg_catalog.pg_statistic`);
  const walSkipped = await walPermission(database);
  const wal = walSkipped ? { rounds: 0, kept: 0 } : await rewriteWal(database);
  return {
    tables: names,
    statistics: superuser,
    walRounds: wal.rounds,
    ...(walSkipped ? { walSkipped } : {}),
    walKept: wal.kept,
    ms: Math.round(performance.now() - started),
  };
}

/** How long after a deletion the cleanup starts: deletions close together (a list of classes) share one. */
export const SCRUB_DELAY_MS = 30_000;

export interface Scrubber {
  /** Asks for the tables' cleanup within SCRUB_DELAY_MS (and the time the cleanup takes). */
  request(tables: string[]): void;
  /** Runs what was asked now, if anything; resolves when done (tests, and a clean shutdown). */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Runs scrubDeletedRows outside the request that deleted: once, SCRUB_DELAY_MS after the first of the
 * deletions that come together, for all their tables, and logs what it did (table names and figures only).
 * A failure is logged and the tables are asked for again at the next deletion or retention run.
 */
export function createScrubber(database: Database, logger: Logger): Scrubber {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = undefined;
    const tables = [...pending];
    pending = new Set();
    running = running.then(async () => {
      try {
        const report = await scrubDeletedRows(database, tables);
        logger.info(report, 'deleted personal data made unrecoverable from the database files');
        if (report.walSkipped)
          logger.warn({ reason: report.walSkipped }, 'the write-ahead log still holds deleted personal data');
      } catch (err) {
        for (const t of tables) pending.add(t);
        logger.error(
          { err },
          'the cleanup of deleted personal data failed; it runs again at the next deletion',
        );
      }
    });
    return running;
  };
  return {
    request(tables) {
      if (!tables.length) return;
      for (const t of tables) pending.add(t);
      timer ??= setTimeout(run, SCRUB_DELAY_MS).unref();
    },
    async flush() {
      clearTimeout(timer);
      if (pending.size) await run();
      else await running;
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The tables that lost or had emptied at least one row, from destruction's or deletion's counts. */
export const tablesThatLostRows = (...counts: Array<Record<string, number>>) =>
  counts.flatMap((c) =>
    Object.entries(c)
      .filter(([, n]) => n > 0)
      .map(([table]) => table),
  );
