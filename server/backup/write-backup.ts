import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupHeader } from './backup-file';
import { backupTables, NOT_BACKED_UP } from './backup-tables';
import { codeLevel, databaseLevel, type MigrationLevel } from './migration-level';
import { readRows, type Queries } from './queries';

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Rows written per table. */
  rows: Record<string, number>;
  migration: MigrationLevel;
}

/**
 * Writes every table of the schema (but NOT_BACKED_UP) to `file`, as of one moment: everything is read in one
 * read-only repeatable-read transaction, so rows written meanwhile are all in or all out. The file appears
 * only once complete (written beside it, then renamed), readable by its owner only.
 */
export async function writeBackup(database: Database, file: string): Promise<BackupSummary> {
  const migration = await databaseLevel(database);
  const code = codeLevel();
  if (!migration)
    throw new BackupError(
      'This database has no tables: nothing to back up (check DATABASE_URL or DATA_DIR).',
    );
  if (migration.when !== code.when)
    throw new BackupError(
      migration.tag
        ? `The database is at migration ${migration.tag}, this copy of the site at ${code.tag}: start the server once (it migrates the database), then back up.`
        : `The database was migrated by a newer version of the site than this one (which knows migrations up to ${code.tag}): back it up with that version.`,
    );
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: give another file name.`);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    migration,
    createdAt: new Date().toISOString(),
    source: database.kind,
    skipped: [...NOT_BACKED_UP.keys()].map((table) => getTableName(table)),
  };
  const rows: Record<string, number> = {};
  try {
    await database.db.transaction(
      async (tx) => {
        const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
        await pipeline(Readable.from(backupLines(tx, header, rows)), createGzip(), out);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return { file, bytes: fs.statSync(file).size, rows, migration };
}

async function* backupLines(tx: Queries, header: BackupHeader, rows: Record<string, number>) {
  // Values are PostgreSQL's text for them: fixed settings make that text the same on every server.
  await tx.execute(sql`set local timezone to 'UTC'`);
  await tx.execute(sql`set local datestyle to 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle to 'postgres'`);
  await tx.execute(sql`set local extra_float_digits to 1`);
  yield `${JSON.stringify(header)}\n`;
  for (const table of backupTables()) {
    yield `${JSON.stringify({ table: table.name, columns: table.columns })}\n`;
    let count = 0;
    for await (const lines of readRows(tx, table)) {
      count += lines.length;
      yield `${lines.join('\n')}\n`;
    }
    rows[table.name] = count;
  }
  yield `${JSON.stringify({ end: true, rows })}\n`;
}
