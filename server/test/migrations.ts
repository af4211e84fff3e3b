import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import { paths } from '../lib/paths';

/** A migrations folder holding only the first `count` migrations, as a database of an earlier release saw it. */
export function migrationsUpTo(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-${count}-`));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(paths.migrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  for (const { tag } of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(paths.migrations, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

/** Applies the migrations of a folder (drizzle's migrator for the database's kind). */
export async function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  const migrator =
    database.kind === 'pglite'
      ? await import('drizzle-orm/pglite/migrator')
      : await import('drizzle-orm/node-postgres/migrator');
  await migrator.migrate(database.db as never, { migrationsFolder });
}
