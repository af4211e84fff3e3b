import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createEmptyPostgresDatabase } from '../test/db';
import { migrateWith, migrationsUpTo } from '../test/migrations';
import { paths } from '../lib/paths';
import type { Database } from './client';
import { migrateAndSeed, seedDefaults } from './migrate';

const url = process.env.TEST_DATABASE_URL;

const opened: Database[] = [];
afterEach(async () => {
  // the one that created the database drops it (its close), after the others have let go of it
  for (const database of opened.splice(0).reverse()) await database.close();
});

/** A new, empty database, and `count` processes' connections to it (each its own pool, as separate servers). */
async function processesOnNewDatabase(count: number) {
  const created = await createEmptyPostgresDatabase(url!);
  opened.push(created);
  const { openPostgres } = await import('./client');
  const others = await Promise.all(Array.from({ length: count - 1 }, () => openPostgres(created.url)));
  opened.push(...others);
  return [created, ...others];
}

const countOf = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as { rows: { n: number }[] }).rows[0]!.n;
const tablesOf = (database: Database) =>
  countOf(
    database,
    sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
const classesOf = (database: Database) => countOf(database, sql`select count(*)::int as n from classes`);

describe.runIf(url)('servers starting at once on one PostgreSQL database', () => {
  it('all three start on a new database: each migrates and seeds, none fails on a table another created', async () => {
    const processes = await processesOnNewDatabase(3);
    const started = await Promise.allSettled(processes.map((p) => migrateAndSeed(p)));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    expect(await tablesOf(processes[0]!)).toBeGreaterThan(20);
    expect(await classesOf(processes[1]!)).toBe(1);
  });

  it('all three start after an upgrade adds a migration, while a server of the earlier release runs', async () => {
    const [old, ...upgraded] = await processesOnNewDatabase(4);
    const journal = JSON.parse(fs.readFileSync(path.join(paths.migrations, 'meta/_journal.json'), 'utf8'));
    const earlier = migrationsUpTo(journal.entries.length - 1);
    await migrateWith(old!, earlier);
    await seedDefaults(old!);
    const started = await Promise.allSettled(upgraded.map((p) => migrateAndSeed(p)));
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    // the server of the earlier release still answers from the upgraded database
    expect(await classesOf(old!)).toBe(1);
  });
});
