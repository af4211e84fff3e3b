import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { migrateAndSeed } from '../db/migrate';

/**
 * Creating and migrating a database takes seconds; copying a migrated one takes a fraction of that. So
 * migrate once per run and let every test file start from a copy (see server/test/db.ts): a PGlite dump,
 * or on PostgreSQL a template database.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgresTemplate(url);
  const database = await openPglite();
  await migrateAndSeed(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'course-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PGLITE_TEST_DUMP = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function setupPostgresTemplate(url: string) {
  const name = `course_test_template_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  // closed before any test file copies it: a template must have no open connection
  const database = await openPostgres(templateUrl.toString());
  await migrateAndSeed(database);
  await database.close();
  process.env.PG_TEST_TEMPLATE = name;
  return () => admin(`drop database if exists ${name} with (force)`);
}
