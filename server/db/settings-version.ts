import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { settingsVersion } from './schema';

/**
 * Versions read on PGlite and kept until the next public write: valid while `written` has not moved. One
 * counter for the whole process: PGlite is one process on its data (ADR 8), and a write through any handle
 * makes every kept version stale.
 */
let written = 0;
const kept = new WeakMap<Db, { at: number; version: Promise<number> }>();

/**
 * Every write of a setting a visitor's page shows (deck, simulation and app settings) goes through here:
 * `write` runs in one transaction with the bump of the settings version, so no process can see the new
 * setting under the old version. Kept pages are keyed by the version (server/static.ts), so the very next
 * visitor page after the write shows it, whether or not anything is published on the live channel.
 */
export async function writePublicSettings<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      await tx.update(settingsVersion).set({ version: sql`${settingsVersion.version} + 1` });
      return result;
    });
  } finally {
    // after the commit (or the rollback): a version read before it is never used again
    written++;
  }
}

export async function readSettingsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: settingsVersion.version }).from(settingsVersion);
  return row?.version ?? 0;
}

/**
 * The settings version for each visitor page request. On PostgreSQL it is read for each request (other
 * processes write too), with concurrent requests sharing reads: a request that arrives while a read is under
 * way waits for the next one, which starts when that one ends, so every answer reflects each write committed
 * before its request arrived, and the database sees at most one of these queries at a time. On PGlite this
 * process makes every write, so the version is kept until writePublicSettings runs: a rush costs no query.
 */
export function settingsVersionReader({ db, kind }: Database): () => Promise<number> {
  return kind === 'pglite' ? keptUntilWritten(db) : coalesced(db);
}

function keptUntilWritten(db: Db): () => Promise<number> {
  return () => {
    const hit = kept.get(db);
    if (hit && hit.at === written) return hit.version;
    const version = readSettingsVersion(db);
    const entry = { at: written, version };
    kept.set(db, entry);
    version.catch(() => {
      if (kept.get(db) === entry) kept.delete(db);
    });
    return version;
  };
}

function coalesced(db: Db): () => Promise<number> {
  let current: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = (): Promise<number> => {
    const read = readSettingsVersion(db);
    current = read;
    const clear = () => {
      if (current === read) current = undefined;
    };
    read.then(clear, clear);
    return read;
  };
  return () => {
    if (!current) return start();
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
