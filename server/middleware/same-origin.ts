import type { Request, RequestHandler } from 'express';
import { messages } from '@shared/messages';
import { HttpError } from '../lib/http';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** This site's origin as the visitor sees it: req.protocol and req.host follow a trusted proxy's headers. */
function sameOrigin(req: Request): string | undefined {
  try {
    return new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * A state-changing API request must not come from another site: the browser's Sec-Fetch-Site, and the whole
 * origin (scheme, host and port), which must be this site's; behind a trusted proxy, as the visitor saw it.
 */
export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next();
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return next(new HttpError(403, messages.crossSite));
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== sameOrigin(req)) {
    return next(new HttpError(403, messages.crossSite));
  }
  next();
};

/**
 * CSRF defence in depth (the session cookie is already SameSite=Lax): a state-changing API request
 * must carry JSON (or no body) and must not come from another site.
 */
export const sameOriginJson: RequestHandler = (req, res, next) => {
  if (SAFE.has(req.method)) return next();
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'];
  if (hasBody && !req.is('application/json')) {
    return next(new HttpError(415, messages.notJson));
  }
  sameOriginOnly(req, res, next);
};
