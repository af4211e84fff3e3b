import type { CookieOptions, Request, Response } from 'express';
import { PRESENTATION_IDLE_MS, PROJECTOR_COOKIE } from '@shared/contracts/presenter-config';

const options = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
});

/** A projector's cookie as sent (the presenter module alone reads it). */
export const projectorTokenOf = (req: Request): unknown =>
  (req.cookies as Record<string, unknown> | undefined)?.[PROJECTOR_COOKIE];

/** Kept no longer than a presentation can run idle: the server lets it go with the presentation anyway. */
export const setProjectorCookie = (req: Request, res: Response, token: string) =>
  res.cookie(PROJECTOR_COOKIE, token, { ...options(req), maxAge: PRESENTATION_IDLE_MS });

/** A browser whose cookie opens no running presentation forgets it. */
export function clearStaleProjectorCookie(req: Request, res: Response, found: unknown): void {
  if (!found && projectorTokenOf(req) !== undefined) res.clearCookie(PROJECTOR_COOKIE, options(req));
}
