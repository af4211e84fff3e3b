import type { RequestHandler } from 'express';
import { HttpError } from '../lib/http';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing API request
 * must carry JSON (or no body) and must not come from another site.
 */
export const sameOriginJson: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next();
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'];
  if (hasBody && !req.is('application/json')) {
    return next(new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).'));
  }
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return next(new HttpError(403, 'Cross-site requests are not allowed.'));
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== req.headers.host) return next(new HttpError(403, 'Cross-site requests are not allowed.'));
  } else if (origin === 'null') {
    return next(new HttpError(403, 'Cross-site requests are not allowed.'));
  }
  next();
};
