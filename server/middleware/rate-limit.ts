import { rateLimit, type Options } from 'express-rate-limit';
import { messages } from '@shared/messages';

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
