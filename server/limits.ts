import { MemoryStore, type Store } from 'express-rate-limit';
import type { Database } from './db/client';
import { databaseBuckets, DatabaseRateLimitStore, type Bucket } from './db/limit-store';
import { databaseStreamHolds, holdKeysOf, type StreamHolds } from './live/streams';

/** Leaky buckets (the failure budgets): a place is taken when there is room, and given back when not needed. */
export interface Buckets {
  /** Takes a place when the bucket has room for one more; false (nothing changed) when it is full. */
  take(name: string, key: string, b: Bucket, now: number): Promise<boolean>;
  /** Gives back a place taken by `take`. */
  giveBack(name: string, key: string, b: Bucket, now: number): Promise<void>;
  /** The bucket's level at `now` (0 for a bucket never filled). */
  level(name: string, key: string, b: Bucket, now: number): Promise<number>;
}

/** Where the site's limits are counted: the rate limiters' windows, the failure budgets, the stream caps. */
export interface LimitStores {
  /** The counts are in the database every process shares (PostgreSQL), not in this process's memory (PGlite). */
  shared: boolean;
  /** A new store for one rate limiter; `identifier` keeps its keys apart from every other limiter's. */
  rateLimitStore(identifier: string): Store;
  buckets: Buckets;
  streamHolds: StreamHolds;
}

/**
 * The one place that decides where limits are counted (ADR 14). On PostgreSQL, in the database, so every
 * process of the site shares them. On PGlite, in this process's memory: a PGlite data directory is locked to
 * one process (ADR 8), so its memory count is exactly the shared count, and a statement on PGlite runs on the
 * server's one thread (4.6 ms a count under load), which a class's rush must not pay per request. The
 * numbers and messages are the same either way.
 */
export function limitStores(database: Database): LimitStores {
  if (database.kind === 'pglite') return memoryLimitStores();
  const { db } = database;
  return {
    shared: true,
    rateLimitStore: (identifier) => new DatabaseRateLimitStore(db, identifier),
    buckets: databaseBuckets(db),
    streamHolds: databaseStreamHolds(db),
  };
}

/** The limits of one process, in its memory. */
export function memoryLimitStores(): LimitStores {
  return {
    shared: false,
    rateLimitStore: () => new MemoryStore(),
    buckets: memoryBuckets(),
    streamHolds: memoryStreamHolds(),
  };
}

/** Past this many keys, drained buckets are dropped (a flood from many addresses does not grow memory). */
const PRUNE_AT = 10_000;

/** The leaky buckets of `databaseBuckets`, with the same arithmetic, in memory. */
export function memoryBuckets(): Buckets {
  const rows = new Map<string, { level: number; at: number; leakMs: number }>();
  const keyOf = (name: string, key: string) => `${name}\n${key}`;
  // the level at `now`, leaked since `at` (a clock set back leaks nothing)
  const leaked = (r: { level: number; at: number; leakMs: number }, now: number) =>
    Math.max(0, r.level - Math.max(0, now - r.at) / r.leakMs);
  const prune = (now: number) => {
    for (const [k, r] of rows) if (leaked(r, now) <= 0) rows.delete(k);
  };
  return {
    take(name, key, b, now) {
      const k = keyOf(name, key);
      const r = rows.get(k);
      if (!r) {
        if (rows.size >= PRUNE_AT) prune(now);
        rows.set(k, { level: 1, at: now, leakMs: b.leakMs });
        return Promise.resolve(1 <= b.capacity);
      }
      const after = leaked(r, now) + 1;
      if (after > b.capacity) return Promise.resolve(false);
      r.level = after;
      r.at = Math.max(r.at, now);
      return Promise.resolve(true);
    },
    giveBack(name, key, _b, now) {
      const r = rows.get(keyOf(name, key));
      if (r) {
        r.level = Math.max(0, leaked(r, now) - 1);
        r.at = Math.max(r.at, now);
      }
      return Promise.resolve();
    },
    level(name, key, _b, now) {
      const r = rows.get(keyOf(name, key));
      return Promise.resolve(r ? leaked(r, now) : 0);
    },
  };
}

/** The stream caps per address and per browser of one process: its own open streams are all there are. */
export function memoryStreamHolds(): StreamHolds {
  const counts = new Map<string, number>();
  const add = (keys: string[], delta: number) => {
    for (const key of keys) {
      const n = Math.max(0, (counts.get(key) ?? 0) + delta);
      if (n === 0) counts.delete(key);
      else counts.set(key, n);
    }
  };
  return {
    reserve(address, browser, caps, seatId) {
      const keys = holdKeysOf(address, browser, seatId);
      const [a, b] = keys;
      if ((counts.get(a!) ?? 0) >= caps.perAddress || (counts.get(b!) ?? 0) >= caps.perBrowser)
        return Promise.resolve(false);
      add(keys, 1);
      return Promise.resolve(true);
    },
    take: (address, browser, seatId) => add(holdKeysOf(address, browser, seatId), 1),
    release: (address, browser, seatId) => add(holdKeysOf(address, browser, seatId), -1),
    seatsOnline: (seatIds) =>
      Promise.resolve(new Set(seatIds.filter((id) => (counts.get(`seat:${id}`) ?? 0) > 0))),
    // the tallies above are exact: nothing to mend or to keep fresh
    rewrite: () => Promise.resolve(),
  };
}
