import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrateAndSeed } from '../db/migrate';
import {
  backupEnd,
  BackupError,
  backupSection,
  nextLine,
  openBackup,
  type OpenedBackup,
} from './backup-file';
import { NOT_BACKED_UP, SEEDED_ROWS } from './backup-tables';
import { insertOrNameRefusedRow, type BatchStart } from './refused-row';
import { databaseLevel, knownLevels, migrateUpTo, type MigrationLevel } from './migration-level';
import {
  columnTypes,
  countRows,
  emptyTables,
  existingTables,
  lockTables,
  resetSequences,
  type Queries,
} from './queries';

export interface RestoreSummary {
  /** Rows restored per table. */
  rows: Record<string, number>;
  /** The backup's migration level; the database is then migrated to this copy's (migrateAndSeed). */
  migration: MigrationLevel;
}

/** Rows per batch insert, and the most characters of JSON one insert carries. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 1_000_000;

const SKIPPED = new Set([...NOT_BACKED_UP.keys()].map((table) => getTableName(table)));

/**
 * Loads a backup into a database: migrates it to the backup's level, then in one transaction locks every
 * table a backup covers, refuses unless they hold no user rows (or `force`), empties them, inserts the rows in
 * the file's order (foreign-key order), and sets the id sequences past the ids restored. A backup of an
 * earlier level is loaded at that level and then migrated like any older database.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const backup = await openBackup(file);
  try {
    const { migration } = backup.header;
    const levels = knownLevels();
    if (levels[migration.count - 1]?.when !== migration.when)
      throw new BackupError(
        `${file} was made by a newer version of the site (migration ${migration.tag}, unknown here; this copy knows up to ${levels.at(-1)!.tag}): update this copy first.`,
      );
    const target = await databaseLevel(database);
    if (target && (!target.tag || target.count > migration.count))
      throw new BackupError(
        `This database is at a later migration (${target.tag || 'of a newer version'}) than the backup (${migration.tag}): restore into a new, empty data directory or database.`,
      );
    const current = migration.count === levels.length;
    if (current) await migrateAndSeed(database);
    else await migrateUpTo(database, migration.count);
    const rows = await database.db.transaction((tx) => loadRows(tx, backup, file, force));
    if (!current) await migrateAndSeed(database);
    return { rows, migration };
  } finally {
    backup.close();
  }
}

/** "3 results", one entry per table holding more than a new database's seed. */
async function userRows(q: Queries, tables: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const rows = await countRows(q, table);
    if (rows > (SEEDED_ROWS.get(table) ?? 0)) found.push(`${rows} ${table}`);
  }
  return found;
}

async function loadRows(
  q: Queries,
  backup: OpenedBackup,
  file: string,
  force: boolean,
): Promise<Record<string, number>> {
  const tables = (await existingTables(q)).filter((t) => !SKIPPED.has(t));
  // checked and replaced under one lock, so nothing written meanwhile is silently lost
  await lockTables(q, tables);
  if (!force) {
    const found = await userRows(q, tables);
    if (found.length)
      throw new BackupError(
        `The database is not empty (${found.join(', ')}). Restore into a new data directory or database, or add --force to replace all of it with the backup.`,
      );
  }
  await emptyTables(q, tables);
  const rows: Record<string, number> = {};
  let section: { table: string; columns: Array<{ name: string; type: string }> } | undefined;
  let batch: string[] = [];
  let chars = 0;
  // the file's line number (the header is line 1) and where the batch starts, to name a refused row
  let lineNo = 1;
  let start: BatchStart = { row: 1, line: 2 };
  const flush = async () => {
    if (section && batch.length)
      await insertOrNameRefusedRow(q, file, section.table, section.columns, batch, start);
    batch = [];
    chars = 0;
  };
  for (;;) {
    const line = await nextLine(backup.lines, file);
    lineNo += 1;
    if (line === undefined) throw new BackupError(`${file} is incomplete: it was cut short.`);
    if (line.startsWith('[')) {
      if (!section) throw new BackupError(`${file} is damaged: rows before any table.`);
      if (!batch.length) start = { row: rows[section.table]! + 1, line: lineNo };
      batch.push(line);
      chars += line.length;
      rows[section.table]! += 1;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      continue;
    }
    await flush();
    const parsed = parseLine(line, file);
    if ('end' in parsed) {
      const expected = JSON.stringify(parsed.rows);
      if (JSON.stringify(rows) !== expected)
        throw new BackupError(`${file} is damaged: its rows do not add up to the counts it ends with.`);
      // read to the end, where gzip checks the whole file against its checksum
      while ((await nextLine(backup.lines, file)) !== undefined);
      break;
    }
    if (!tables.includes(parsed.table) || parsed.table in rows)
      throw new BackupError(`${file} holds a table this database does not have: ${parsed.table}.`);
    const types = await columnTypes(q, parsed.table);
    const unknown = parsed.columns.filter((c) => !types.has(c));
    if (unknown.length)
      throw new BackupError(`${file} holds columns ${parsed.table} does not have: ${unknown.join(', ')}.`);
    section = {
      table: parsed.table,
      columns: parsed.columns.map((name) => ({ name, type: types.get(name)! })),
    };
    rows[parsed.table] = 0;
  }
  await resetSequences(q, tables);
  return rows;
}

function parseLine(line: string, file: string) {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupError(`${file} is damaged: a line is not JSON.`);
  }
  const end = backupEnd.safeParse(value);
  if (end.success) return end.data;
  const section = backupSection.safeParse(value);
  if (section.success) return section.data;
  throw new BackupError(`${file} is damaged: a line is neither a table nor its end.`);
}
