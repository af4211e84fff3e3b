import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';
import { migrateAndSeed } from '../db/migrate';

/**
 * A fresh, migrated, seeded database for one test file: PGlite in memory by default, or a new database on
 * the Postgres server of TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // A copy of the migrated template that the run's global setup made (server/test/global-setup.ts)
    // takes a fraction of the time of running every migration again in each test file.
    const template = process.env.PG_TEST_TEMPLATE;
    const database = await createEmptyPostgresDatabase(url, template);
    if (!template) await migrateAndSeed(database);
    return database;
  }
  const dump = process.env.PGLITE_TEST_DUMP;
  const database = dump ? await openPglite(undefined, new Blob([fs.readFileSync(dump)])) : await openPglite();
  if (!dump) await migrateAndSeed(database);
  return database;
}

/** A database with no tables at all (for migration tests), of the same kind as createTestDatabase's. */
export async function createEmptyTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createEmptyPostgresDatabase(url) : openPglite();
}

/**
 * A new database on the PostgreSQL server of `url`, empty or a copy of `template`; `url` of the result is
 * its own address.
 */
export async function createEmptyPostgresDatabase(
  url: string,
  template?: string,
): Promise<Database & { url: string }> {
  const name = `course_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgres(testUrl.toString());
  return {
    ...database,
    url: testUrl.toString(),
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
