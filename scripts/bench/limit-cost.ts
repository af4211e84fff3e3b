// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the server project's types for its one untyped package
/// <reference path="../../server/vendor.d.ts" />
/**
 * What a shared limit costs per counted request (ADR 14): the express-rate-limit store and the failure
 * buckets over the database, against the library's memory store, on PGlite in memory and, with
 * DATABASE_URL, on a fresh PostgreSQL database (dropped after). One at a time (the latency a request adds)
 * and 50 at a time on one key (the hot row of a class behind one address).
 *   npx tsx scripts/bench/limit-cost.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/limit-cost.ts
 */
import { MemoryStore, type Options } from 'express-rate-limit';
import { openPglite, type Database } from '../../server/db/client';
import { DatabaseRateLimitStore, databaseBuckets } from '../../server/db/limit-store';
import { migrateAndSeed } from '../../server/db/migrate';
import { createEmptyPostgresDatabase } from '../../server/test/db';

const N = 2_000;
const windowOptions = { windowMs: 60_000 } as Options;

async function time(label: string, n: number, op: (i: number) => Promise<unknown>, parallel = 1) {
  for (let i = 0; i < 50; i++) await op(-1 - i); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i += parallel)
    await Promise.all(Array.from({ length: Math.min(parallel, n - i) }, (_, j) => op(i + j)));
  const us = Number(process.hrtime.bigint() - start) / 1_000 / n;
  console.log(
    `${label.padEnd(58)} ${us.toFixed(0).padStart(6)} µs per request  (${(1e6 / us).toFixed(0)}/s)`,
  );
}

async function measure(database: Database) {
  const memory = new MemoryStore();
  memory.init(windowOptions);
  const store = new DatabaseRateLimitStore(database.db, 'bench');
  store.init(windowOptions);
  const buckets = databaseBuckets(database.db);
  const bucket = { capacity: 1e9, leakMs: 6_000 };
  console.log(`\n${database.kind}`);
  await time('memory store: increment, one at a time', N, (i) =>
    Promise.resolve(memory.increment(`m${i % 100}`)),
  );
  await time('database store: increment, one at a time (100 keys)', N, (i) => store.increment(`k${i % 100}`));
  await time('database store: increment, 50 at once on one key', N, () => store.increment('hot'), 50);
  await time('sign-in pattern: increment + decrement (success given back)', N, async (i) => {
    await store.increment(`s${i % 100}`);
    await store.decrement(`s${i % 100}`);
  });
  /** What a successful join costs: its address's bucket and the all-addresses one, taken and given back. */
  const successfulJoin = async (i: number) => {
    const now = Date.now();
    await buckets.take('a', `ip${i % 100}`, bucket, now);
    await buckets.take('all', 'all', bucket, now);
    await Promise.all([
      buckets.giveBack('a', `ip${i % 100}`, bucket, now),
      buckets.giveBack('all', 'all', bucket, now),
    ]);
  };
  await time('join pattern: 2 buckets take + give back (a success)', N, successfulJoin);
  await time('join pattern, 50 at once (hot row "every address")', N, successfulJoin, 50);
}

const url = process.env.DATABASE_URL;
const database = url ? await createEmptyPostgresDatabase(url) : await openPglite();
try {
  await migrateAndSeed(database);
  await measure(database);
} finally {
  await database.close();
}
