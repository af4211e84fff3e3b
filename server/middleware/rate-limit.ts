import { rateLimit, type Options } from 'express-rate-limit';
import { messages } from '@shared/messages';

/**
 * The budget of each public POST (results reports; feedback), per address and separate for each, so a class's
 * feedback never blocks a late result report: a class of 300 behind one address, each sending twice.
 */
export const PUBLIC_POST_LIMIT = { limit: 600, windowMs: 10 * 60_000 };

/**
 * Per-IP limits, kept in memory of this process (see docs/decisions/0003-sessions-and-rate-limits.md).
 * Generous for public POSTs: a whole class may sit behind one office NAT.
 */
export function createRateLimiter(enabled: boolean, options: Partial<Options> & { message?: string }) {
  const { message = messages.tooManyRequests, ...rest } = options;
  return rateLimit({
    windowMs: 60_000,
    limit: 60,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: () => !enabled,
    handler: (_req, res, _next, opts) => {
      res.status(opts.statusCode).json({ success: false, message });
    },
    ...rest,
  });
}
