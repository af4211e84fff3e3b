import { rateLimit, type Options } from 'express-rate-limit';
import { messages } from '@shared/messages';
import type { LimitStores } from '../limits';

/**
 * The budget of each public POST (results reports; feedback), per address and separate for each, so a class's
 * feedback never blocks a late result report: a class of 300 behind one address, each sending twice.
 */
export const PUBLIC_POST_LIMIT = { limit: 600, windowMs: 10 * 60_000 };

/** Where limits are counted (server/limits.ts), and whether they are on (off in most tests). */
export interface SharedLimits {
  limits: LimitStores;
  config: { rateLimit: boolean };
}

/**
 * Per-IP (or per-key) limits, counted where `limits` says: in the database on PostgreSQL, so every process of
 * the site shares them, in memory on PGlite's one process (docs/decisions/0014-shared-limits.md). Generous for
 * public POSTs: a whole class may sit behind one office NAT. Each limiter needs its own `identifier`: it keeps
 * its keys apart from the others' in the one table.
 */
export function createRateLimiter(
  { limits, config }: SharedLimits,
  options: Partial<Options> & { message?: string; identifier: string },
) {
  const { message = messages.tooManyRequests, ...rest } = options;
  const enabled = config.rateLimit;
  return rateLimit({
    windowMs: 60_000,
    limit: 60,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: () => !enabled,
    handler: (_req, res, _next, opts) => {
      res.status(opts.statusCode).json({ success: false, message });
    },
    store: limits.rateLimitStore(options.identifier),
    ...rest,
  });
}
