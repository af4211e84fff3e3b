import crypto from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { SEAT_COOKIE } from '@shared/contracts/seats';

/** How long a browser keeps its seat: a course of several days; an ended class's seat answers 410 anyway. */
export const SEAT_COOKIE_MAX_AGE_MS = 30 * 24 * 3_600_000;

const options = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
});

/** The seat cookie as sent (the seats module alone reads it). */
export const seatTokenOf = (req: Request): unknown =>
  (req.cookies as Record<string, unknown> | undefined)?.[SEAT_COOKIE];

export const setSeatCookie = (req: Request, res: Response, token: string) =>
  res.cookie(SEAT_COOKIE, token, { ...options(req), maxAge: SEAT_COOKIE_MAX_AGE_MS });

export const clearSeatCookie = (req: Request, res: Response) => res.clearCookie(SEAT_COOKIE, options(req));

/** A device whose cookie opens no seat any more (removed, left) forgets it. */
export function clearStaleSeatCookie(req: Request, res: Response, found: unknown): void {
  if (!found && seatTokenOf(req) !== undefined) clearSeatCookie(req, res);
}

/**
 * A random id for the browser (`seat_device`, path /api/seats), given with every seats answer to a browser
 * that sent none: the join limit keys a browser's joins by it. Not a secret and not signed: a client that
 * drops it is limited with every other such client of its address.
 */
const DEVICE_COOKIE = 'seat_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export const seatDeviceOf = (req: Request): string | null => {
  const sent: unknown = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
  return typeof sent === 'string' && DEVICE_ID.test(sent) ? sent : null;
};

export const giveSeatDevice: RequestHandler = (req, res, next) => {
  if (!seatDeviceOf(req))
    res.cookie(DEVICE_COOKIE, crypto.randomBytes(16).toString('base64url'), {
      ...options(req),
      path: '/api/seats',
      maxAge: SEAT_COOKIE_MAX_AGE_MS,
    });
  next();
};
