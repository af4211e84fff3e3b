import type { Request, RequestHandler, Response } from 'express';
import type { Bucket } from '../db/limit-store';
import type { SharedLimits } from './rate-limit';

/**
 * A budget of failures, as a leaky bucket: it holds `capacity` failures and one leaks out every `leakMs`.
 * Only failures fill it: a success costs nothing, and a refusal by the budget itself costs nothing.
 */
export type FailureBudget = Bucket;

/**
 * One budget and what it is kept per (an address, a device, or one key for every request); a key of null
 * leaves the request out of this budget (it is counted by another, e.g. per device or per address).
 */
export interface KeyedBudget {
  budget: FailureBudget;
  key: (req: Request, res: Response) => string | null;
}

/**
 * Middleware that limits the failures of an endpoint (ADR 13: the Tariff Wars join), counted where
 * `shared.limits` says (ADR 14: the database every process shares on PostgreSQL, memory on PGlite). A request is let through when every budget has room for it: it takes a
 * place in each (one atomic statement per budget), so a burst of parallel guesses, on any number of
 * processes, gets no more checks than the room; it is answered 429 with `Retry-After` (when the next place
 * leaks free) otherwise, and the places it took are given back. When it is answered, its places are given
 * back unless `isFailure(status)`: then they stay, as the failure. A source that keeps failing is slowed to
 * the leak rate, never shut out for a whole window.
 */
export function limitFailures(options: {
  shared: SharedLimits;
  /** Keeps this endpoint's buckets apart from every other's. */
  identifier: string;
  budgets: KeyedBudget[];
  isFailure: (status: number, res: Response) => boolean;
  refuse: (res: Response, retryAfterSeconds: number) => void;
  now?: () => number;
}): RequestHandler {
  const { shared, identifier, budgets, isFailure, refuse, now = () => Date.now() } = options;
  const { buckets } = shared.limits;
  const nameOf = (i: number) => `${identifier}:${i}`;

  const giveBack = (held: Array<{ i: number; key: string }>) =>
    Promise.all(held.map(({ i, key }) => buckets.giveBack(nameOf(i), key, budgets[i]!.budget, now())));
  // Give-backs of answered successes still being written: a request that arrives after an answer waits for
  // them, so it never finds a place that answer already freed still taken.
  const givingBack = new Set<Promise<unknown>>();

  return async (req, res, next) => {
    if (!shared.config.rateLimit) return next();
    if (givingBack.size > 0) await Promise.all(givingBack);
    const t = now();
    const counted = budgets.flatMap(({ key }, i) => {
      const k = key(req, res);
      return k === null ? [] : [{ i, key: k }];
    });
    const held: Array<{ i: number; key: string }> = [];
    // in order, so two requests never each hold a place the other needs for long
    for (const { i, key } of counted) {
      if (!(await buckets.take(nameOf(i), key, budgets[i]!.budget, t))) break;
      held.push({ i, key });
    }
    if (held.length < counted.length) {
      await giveBack(held);
      // the longest wait until every budget has a place free
      let waitMs = 0;
      for (const { i, key } of counted) {
        const { budget } = budgets[i]!;
        const over = (await buckets.level(nameOf(i), key, budget, t)) + 1 - budget.capacity;
        if (over > 0) waitMs = Math.max(waitMs, over * budget.leakMs);
      }
      return refuse(res, Math.max(1, Math.ceil(waitMs / 1000)));
    }

    let settled = false;
    const settle = (failed: boolean) => {
      if (settled) return;
      settled = true;
      // a failure keeps its places; a lost answer here costs the source one place until it leaks
      if (failed) return;
      const done: Promise<void> = giveBack(held).then(
        () => void givingBack.delete(done),
        () => void givingBack.delete(done),
      );
      givingBack.add(done);
    };
    res.once('finish', () => settle(isFailure(res.statusCode, res)));
    // a request abandoned before its answer counts as a failure: a guesser gains nothing by hanging up
    res.once('close', () => settle(true));
    next();
  };
}
