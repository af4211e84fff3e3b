import type { Request, RequestHandler, Response } from 'express';

/**
 * A budget of failures, as a leaky bucket: it holds `capacity` failures and one leaks out every `leakMs`.
 * Only failures fill it: a success costs nothing, and a refusal by the budget itself costs nothing.
 */
export interface FailureBudget {
  capacity: number;
  leakMs: number;
}

/** One budget and what it is kept per (an address, or one key for every request). */
export interface KeyedBudget {
  budget: FailureBudget;
  key: (req: Request) => string;
}

interface Bucket {
  /** Failures in the bucket at `at` (leaking since). */
  level: number;
  at: number;
  /** Requests being answered now: each may become a failure, so each holds a place until it is answered. */
  inFlight: number;
}

/** Past this many keys, drained buckets are dropped (a flood from many addresses does not grow memory). */
const PRUNE_AT = 10_000;

/**
 * Middleware that limits the failures of an endpoint (ADR 13: the Tariff Wars join). A request is let through
 * when every budget has room for it, counting the requests still in flight, so a burst of parallel guesses
 * gets no more checks than the room; it is answered 429 with `Retry-After` (when the next place leaks free)
 * otherwise. When it is answered, its place is given back, and kept as a failure only when `isFailure(status)`.
 * A source that keeps failing is slowed to the leak rate, never shut out for a whole window.
 */
export function limitFailures(options: {
  enabled: boolean;
  budgets: KeyedBudget[];
  isFailure: (status: number) => boolean;
  refuse: (res: Response, retryAfterSeconds: number) => void;
  now?: () => number;
}): RequestHandler {
  const { enabled, budgets, isFailure, refuse, now = () => Date.now() } = options;
  const buckets = budgets.map(() => new Map<string, Bucket>());

  const bucketOf = (i: number, key: string, t: number): Bucket => {
    const map = buckets[i]!;
    let b = map.get(key);
    if (!b) {
      if (map.size >= PRUNE_AT) for (const [k, v] of map) if (drained(i, v, t)) map.delete(k);
      b = { level: 0, at: t, inFlight: 0 };
      map.set(key, b);
    }
    // leak what has leaked since the last look (a clock set back leaks nothing)
    b.level = Math.max(0, b.level - Math.max(0, t - b.at) / budgets[i]!.budget.leakMs);
    b.at = Math.max(b.at, t);
    return b;
  };
  const drained = (i: number, b: Bucket, t: number) =>
    b.inFlight === 0 && b.level - (t - b.at) / budgets[i]!.budget.leakMs <= 0;

  return (req, res, next) => {
    if (!enabled) return next();
    const t = now();
    const held = budgets.map((kb, i) => {
      const key = kb.key(req);
      return { i, key, bucket: bucketOf(i, key, t) };
    });
    // the longest wait until every budget has a place free
    let waitMs = 0;
    for (const { i, bucket } of held) {
      const over = bucket.level + bucket.inFlight + 1 - budgets[i]!.budget.capacity;
      if (over > 0) waitMs = Math.max(waitMs, over * budgets[i]!.budget.leakMs);
    }
    if (waitMs > 0) return refuse(res, Math.max(1, Math.ceil(waitMs / 1000)));

    for (const { bucket } of held) bucket.inFlight++;
    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      const at = now();
      // a bucket with a request in flight is never pruned: this is the one the request holds
      for (const { i, key } of held) {
        const b = bucketOf(i, key, at);
        b.inFlight--;
        if (failed) b.level++;
      }
    };
    res.once('finish', () => settle(isFailure(res.statusCode)));
    // a request abandoned before its answer counts as a failure: a guesser gains nothing by hanging up
    res.once('close', () => settle(true));
    next();
  };
}
