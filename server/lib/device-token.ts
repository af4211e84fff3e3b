import crypto from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { newToken, sha256 } from './tokens';

/**
 * The cookies by which the server knows a browser again, and their values. A value is one of three kinds:
 * - a **token** (a seat, a Tariff Wars team device, a projector): 32 random bytes only the browser holds; the
 *   database keeps its SHA-256, so a copy of the database opens nothing;
 * - a **signed value** (the join limits' `seat_device` and `seat_room`, the instructor's sign-in `device`):
 *   `<value>.<HMAC-SHA256>`, checked with a key only the server knows; nothing is stored;
 * - a bare **device id** (the live channel's `live_client`): no secret, only the key of a cap per browser.
 */

/**
 * One kind of device cookie: httpOnly (no script of the page reads it), SameSite=Lax, Secure whenever the
 * request came over HTTPS (directly or through a trusted proxy), sent to `path` only, kept `maxAgeMs`.
 */
export interface DeviceCookie {
  /** The value as the browser sent it: anything a client put there, or undefined for none. */
  sent(req: Request): unknown;
  give(req: Request, res: Response, value: string): void;
  clear(req: Request, res: Response): void;
  /**
   * A browser whose cookie opens nothing any more (`found` is empty: a seat removed, a game ended) forgets
   * it; a browser that sent none is told nothing.
   */
  clearStale(req: Request, res: Response, found: unknown): void;
}

export function deviceCookie(name: string, kept: { maxAgeMs: number; path?: string }): DeviceCookie {
  const options = (req: Request): CookieOptions => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: kept.path ?? '/',
  });
  const sent = (req: Request) => sentCookie(req, name);
  const clear = (req: Request, res: Response) => {
    res.clearCookie(name, options(req));
  };
  return {
    sent,
    give: (req, res, value) => {
      res.cookie(name, value, { ...options(req), maxAge: kept.maxAgeMs });
    },
    clear,
    clearStale: (req, res, found) => {
      if (!found && sent(req) !== undefined) clear(req, res);
    },
  };
}

/** A cookie's value as sent, of any type a client chose; undefined for none. */
export const sentCookie = (req: Request, name: string): unknown =>
  (req.cookies as Record<string, unknown> | undefined)?.[name];

// ---- tokens ----

/** What newToken draws: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new token for a device's cookie, and its hash: the browser gets the token, the database the hash. */
export function drawDeviceToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: sha256(token) };
}

/** The hash to look a sent token up by; null when it cannot be a token the server drew (nothing to look up). */
export const hashOfSentToken = (sent: unknown): string | null =>
  typeof sent === 'string' && TOKEN.test(sent) ? sha256(sent) : null;

// ---- device ids and signed values ----

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/; // an HMAC-SHA256, base64url

/** A browser's new id: 16 random bytes, base64url. Not a secret: it is signed, or only a key of a cap. */
export const drawDeviceId = () => crypto.randomBytes(16).toString('base64url');

/** Whether `value` has the shape of an id drawDeviceId draws. */
export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID.test(value);

/** A cookie's value that nobody without the key can make: `value` and `mac`, its HMAC-SHA256. */
export const signedValue = (value: string, mac: Buffer) => `${value}.${mac.toString('base64url')}`;

/**
 * The value of a signed cookie as sent, when `accepts(value)` and its MAC is `macOf(value)` (an HMAC-SHA256);
 * null for none, and for one made up, altered or signed with another key.
 */
export function verifiedValue(
  sent: unknown,
  accepts: (value: string) => boolean,
  macOf: (value: string) => Buffer,
): string | null {
  if (typeof sent !== 'string') return null;
  const parts = sent.split('.');
  if (parts.length !== 2) return null;
  const [value, mac] = parts as [string, string];
  if (!accepts(value) || !MAC.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(value);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}
