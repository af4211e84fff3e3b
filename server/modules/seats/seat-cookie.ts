import crypto from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { SEAT_COOKIE } from '@shared/contracts/seats';
import type { Db } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';

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
 * The browser's device for the join limits (`seat_device`, httpOnly, path /api/seats): `<random id>.<HMAC>`,
 * signed with a key the server drew for itself and stored (server_secrets), so every process of the site
 * checks it the same way and nobody can make one up (ADR 24). Given with the join form's question about the
 * class code, and with a join, to a browser that sent none valid. A cookie made up, altered or of another
 * site counts as no device at all: its joins share the budget of every such join from its address.
 */
const DEVICE_COOKIE = 'seat_device';
const DEVICE_SECRET = 'seat-device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/; // 16 random bytes, base64url
const DEVICE_MAC = /^[A-Za-z0-9_-]{43}$/; // an HMAC-SHA256, base64url

const macOf = (key: Buffer, id: string) =>
  crypto.createHmac('sha256', key).update(`seat_device v1\n${id}`).digest();

const ROOM_COOKIE = 'seat_room';
/** A day: the class the code was given for; a code drawn anew, or a new class, ends it sooner. */
const ROOM_MAX_AGE_MS = 24 * 3_600_000;
const roomMacOf = (key: Buffer, classId: number, code: string) =>
  crypto.createHmac('sha256', key).update(`seat_room v1\n${classId}\n${code}`).digest();

/** The devices of one site (one database): who a join is from, and a device for a browser without one. */
export function seatDevices(db: Db) {
  const key = () => serverSecret(db, DEVICE_SECRET);

  /** The device id of the request's cookie when this site issued it; null for none, a made-up or altered one. */
  async function deviceOf(req: Request): Promise<string | null> {
    const sent: unknown = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
    if (typeof sent !== 'string' || sent.length !== 66) return null;
    const [id = '', mac = ''] = sent.split('.');
    if (!DEVICE_ID.test(id) || !DEVICE_MAC.test(mac)) return null;
    return crypto.timingSafeEqual(Buffer.from(mac, 'base64url'), macOf(await key(), id)) ? id : null;
  }

  /**
   * The request's device (as deviceOf); a browser without a valid one is given a new one with the answer
   * (once, however many of the request's steps ask).
   */
  async function give(req: Request, res: Response): Promise<string | null> {
    const locals = res.locals as { seatDevice?: Promise<string | null> };
    return (locals.seatDevice ??= giveOnce(req, res));
  }
  async function giveOnce(req: Request, res: Response): Promise<string | null> {
    const device = await deviceOf(req);
    if (!device) {
      const id = crypto.randomBytes(16).toString('base64url');
      res.cookie(DEVICE_COOKIE, `${id}.${macOf(await key(), id).toString('base64url')}`, {
        ...options(req),
        path: '/api/seats',
        maxAge: SEAT_COOKIE_MAX_AGE_MS,
      });
    }
    return device;
  }

  /**
   * Marks the browser as one that gave the current code of class `classId` (the join form's question with the
   * right code): `seat_room` = `<class id>.<HMAC of the class and its code>`. Its seat-code tries then count in
   * the class's own budget, which nobody without the class's code can use up (router.ts, CLAIM_LIMITS).
   */
  async function giveRoom(req: Request, res: Response, classId: number, code: string): Promise<void> {
    const mac = roomMacOf(await key(), classId, code).toString('base64url');
    res.cookie(ROOM_COOKIE, `${classId}.${mac}`, {
      ...options(req),
      path: '/api/seats',
      maxAge: ROOM_MAX_AGE_MS,
    });
  }

  /**
   * Whether the request's `seat_room` names `current` (the current class, with its code now): false for none,
   * an altered one, another class's, or one given before the class's code was drawn anew.
   */
  async function inRoom(req: Request, current: { id: number; code: string } | null): Promise<boolean> {
    const sent: unknown = (req.cookies as Record<string, unknown> | undefined)?.[ROOM_COOKIE];
    if (!current || typeof sent !== 'string') return false;
    const [id = '', mac = ''] = sent.split('.');
    if (id !== String(current.id) || !DEVICE_MAC.test(mac)) return false;
    return crypto.timingSafeEqual(
      Buffer.from(mac, 'base64url'),
      roomMacOf(await key(), current.id, current.code),
    );
  }

  return { deviceOf, give, giveRoom, inRoom };
}
export type SeatDevices = ReturnType<typeof seatDevices>;
