import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';

/**
 * Tables a backup leaves out. Two hold seconds-to-minutes of runtime state of the processes serving the site
 * (ADR 14), which means nothing in another database or an hour later: the limit counters refill with the
 * traffic, and the stream holds name processes that will not exist when the backup is restored. The server's
 * secrets stay with their database: a restored site draws new ones (browsers get new join-limit devices).
 */
export const NOT_BACKED_UP: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [schema.rateLimits, 'sign-in and submission limit counters: runtime state, rebuilt by the traffic'],
  [schema.liveStreamHolds, "each server process's open live streams: runtime state of processes"],
  [
    schema.serverSecrets,
    "the server's own random keys (the join limit's device cookies): a restored site draws its own, and a backup holds no key",
  ],
]);

/**
 * What migrateAndSeed writes into a new database: the default settings, the settings version and the first
 * class. A database holding no more than this has no user rows, so a restore may replace it without --force.
 */
export const SEEDED_ROWS: ReadonlyMap<string, number> = new Map([
  [getTableName(schema.deckSettings), Infinity],
  [getTableName(schema.simulationSettings), Infinity],
  [getTableName(schema.appSettings), Infinity],
  [getTableName(schema.settingsVersion), 1],
  [getTableName(schema.classes), 1],
]);

export interface BackupTable {
  name: string;
  /** Every stored column (generated columns are computed again by the target). */
  columns: string[];
  /** The primary key's columns: rows are written in this order, so two backups of one database compare. */
  orderBy: string[];
}

/** Every table of server/db/schema.ts (in the module's export order: by name). */
export function schemaTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

/**
 * The tables a backup holds: every table of the schema but NOT_BACKED_UP, each after the tables its
 * foreign keys reference, so a restore inserts them in this order. A table added to the schema is in it.
 */
export function backupTables(): BackupTable[] {
  const tables = schemaTables().filter((table) => !NOT_BACKED_UP.has(table));
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Foreign keys form a cycle through ${getTableName(table)}`);
    visiting.add(table);
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = fk.reference().foreignTable;
      // a reference to a table left out (none today) cannot be restored: the restore would fail on it
      if (target !== table && !NOT_BACKED_UP.has(target)) visit(target);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered.map((table) => {
    const config = getTableConfig(table);
    const columns = config.columns.filter((c) => !c.generated);
    const compositeKey = config.primaryKeys[0]?.columns;
    return {
      name: config.name,
      columns: columns.map((c) => c.name),
      orderBy: (compositeKey ?? config.columns.filter((c) => c.primary)).map((c) => c.name),
    };
  });
}
