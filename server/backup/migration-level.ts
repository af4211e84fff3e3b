import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paths } from '../lib/paths';
import { rowsOf } from './queries';

/** How far a database's schema is: the number of migrations applied and the last one's tag and timestamp. */
export interface MigrationLevel {
  count: number;
  tag: string;
  /** The journal's `when`, which drizzle's migrator stores as `created_at` and compares to decide. */
  when: number;
}

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

const readJournal = (folder = paths.migrations): Journal =>
  JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** Every level this copy of the site knows, first migration first: level n is `levels[n - 1]`. */
export function knownLevels(): MigrationLevel[] {
  return readJournal().entries.map((e, i) => ({ count: i + 1, tag: e.tag, when: e.when }));
}

/** The level this copy of the site migrates a database to. */
export const codeLevel = (): MigrationLevel => knownLevels().at(-1)!;

/**
 * The database's level: null when no migration ever ran on it (a new database or data directory), and a level
 * with an empty tag when its last migration is unknown here (a newer version of the site migrated it).
 */
export async function databaseLevel({ db }: Database): Promise<MigrationLevel | null> {
  const [table] = await rowsOf<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return null;
  const [last] = await rowsOf<{ count: number; when: string | null }>(
    db,
    sql`select count(*)::int as "count", max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
  );
  if (!last || last.when === null) return null;
  const when = Number(last.when);
  return knownLevels().find((level) => level.when === when) ?? { count: last.count, tag: '', when };
}

/** Applies the first `count` committed migrations only (drizzle's migrator, from a folder holding just those). */
export async function migrateUpTo(database: Database, count: number): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-migrations-'));
  try {
    fs.mkdirSync(path.join(dir, 'meta'));
    const journal = readJournal();
    journal.entries = journal.entries.slice(0, count);
    for (const { tag } of journal.entries)
      fs.copyFileSync(path.join(paths.migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
    fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
    const migrator =
      database.kind === 'pglite'
        ? await import('drizzle-orm/pglite/migrator')
        : await import('drizzle-orm/node-postgres/migrator');
    await migrator.migrate(database.db as never, { migrationsFolder: dir });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
