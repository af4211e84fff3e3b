import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from './client';
import { rateLimits } from './schema';

/**
 * The limits every app process shares (ADR 14): counted in the database, one row per key, each change one
 * atomic statement, so N processes together grant what one would. Times are the app's clock (epoch ms),
 * passed in, so tests can move it and the processes of one site (one machine, or NTP) agree on it.
 */

/** Expired rows are deleted at most this often per process, after a count (no timer of its own). */
const CLEAN_EVERY_MS = 60_000;
const lastCleaned = new WeakMap<Db, number>();

function cleanLazily(db: Db, now: number) {
  if (now - (lastCleaned.get(db) ?? 0) < CLEAN_EVERY_MS) return;
  lastCleaned.set(db, now);
  // a failed clean-up costs nothing but a few stale rows until the next one
  void db
    .delete(rateLimits)
    .where(lt(rateLimits.expiresAt, now))
    .catch(() => {});
}

const t = rateLimits;
const expired = (now: number) => sql`${t.expiresAt} <= ${now}::bigint`;

/**
 * express-rate-limit's store over the database: a window per key that starts at its first hit (as the
 * library's memory store does), counted with one `insert ... on conflict do update ... returning`.
 */
export class DatabaseRateLimitStore implements Store {
  /** Keys are shared by every process: the library must not assume it sees every hit. */
  localKeys = false;
  windowMs = 60_000;

  constructor(
    private readonly db: Db,
    /** Keeps this limiter's keys apart from every other limiter's in the one table. */
    readonly prefix: string,
    private readonly now: () => number = Date.now,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private keyOf = (key: string) => `window:${this.prefix}:${key}`;

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const now = this.now();
    const [row] = await this.db
      .select({ level: t.level, expiresAt: t.expiresAt })
      .from(t)
      .where(and(eq(t.key, this.keyOf(key)), gt(t.expiresAt, now)));
    return row && { totalHits: row.level, resetTime: new Date(row.expiresAt) };
  }

  async increment(key: string): Promise<IncrementResponse> {
    const now = this.now();
    const end = now + this.windowMs;
    const [row] = await this.db
      .insert(t)
      .values({ key: this.keyOf(key), at: now, level: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: t.key,
        // every expression reads the row as it was: a window that has run out starts again with this hit
        set: {
          level: sql`case when ${expired(now)} then 1 else ${t.level} + 1 end`,
          at: sql`case when ${expired(now)} then ${now}::bigint else ${t.at} end`,
          expiresAt: sql`case when ${expired(now)} then ${end}::bigint else ${t.expiresAt} end`,
        },
      })
      .returning({ level: t.level, expiresAt: t.expiresAt });
    cleanLazily(this.db, now);
    return { totalHits: row!.level, resetTime: new Date(row!.expiresAt) };
  }

  async decrement(key: string): Promise<void> {
    const now = this.now();
    await this.db
      .update(t)
      .set({ level: sql`greatest(${t.level} - 1, 0)` })
      .where(and(eq(t.key, this.keyOf(key)), gt(t.expiresAt, now)));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(t).where(eq(t.key, this.keyOf(key)));
  }
}

/** A leaky bucket: it holds `capacity` and one unit leaks out every `leakMs`. */
export interface Bucket {
  capacity: number;
  leakMs: number;
}

/**
 * Leaky buckets over the database (the failure budgets of ADR 13). A place is taken atomically when there
 * is room (`take`), and given back when it was not needed (`giveBack`); a place taken leaks like any other.
 */
export function databaseBuckets(db: Db) {
  /** The bucket's level at `now`, leaked since the row's `at` (a clock set back leaks nothing). */
  const leaked = (b: Bucket, now: number) =>
    sql`greatest(0, ${t.level} - greatest(0, ${now}::bigint - ${t.at})::double precision / ${b.leakMs}::double precision)`;
  const keyOf = (name: string, key: string) => `bucket:${name}:${key}`;
  // the row may go once the bucket has drained
  const drainedAt = (level: SQL, b: Bucket, now: number) =>
    sql`greatest(${t.at}, ${now}::bigint) + ceil((${level}) * ${b.leakMs}::double precision)::bigint`;

  return {
    /** Takes a place when the bucket has room for one more; false (nothing changed) when it is full. */
    async take(name: string, key: string, b: Bucket, now: number): Promise<boolean> {
      const after = sql`${leaked(b, now)} + 1`;
      const rows = await db
        .insert(t)
        .values({ key: keyOf(name, key), at: now, level: 1, expiresAt: now + b.leakMs })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            level: after,
            at: sql`greatest(${t.at}, ${now}::bigint)`,
            expiresAt: drainedAt(after, b, now),
          },
          setWhere: sql`${after} <= ${b.capacity}::double precision`,
        })
        .returning({ level: t.level });
      cleanLazily(db, now);
      return rows.length === 1;
    },
    /** Gives back a place taken by `take`. */
    async giveBack(name: string, key: string, b: Bucket, now: number): Promise<void> {
      const after = sql`greatest(0, ${leaked(b, now)} - 1)`;
      await db
        .update(t)
        .set({
          level: after,
          at: sql`greatest(${t.at}, ${now}::bigint)`,
          expiresAt: drainedAt(after, b, now),
        })
        .where(eq(t.key, keyOf(name, key)));
    },
    /** The bucket's level at `now` (0 for a bucket never filled). */
    async level(name: string, key: string, b: Bucket, now: number): Promise<number> {
      const [row] = await db
        .select({ level: leaked(b, now).mapWith(Number) })
        .from(t)
        .where(eq(t.key, keyOf(name, key)));
      return row?.level ?? 0;
    },
  };
}

export type DatabaseBuckets = ReturnType<typeof databaseBuckets>;
