import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../db/client';
import { migrateAndSeed } from '../db/migrate';

/**
 * Creating and migrating a PGlite database takes seconds; loading a dump of one takes a quarter of that.
 * So migrate once per run and let every test file start from the dump (see server/test/db.ts).
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
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
