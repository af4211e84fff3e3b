import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { seatsUrl } from '@shared/contracts/seats';
import type { Db } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';
import { deviceCookie, drawDeviceId, isDeviceId, signedValue, verifiedValue } from '../../lib/device-token';
import { SEAT_COOKIE_MAX_AGE_MS } from './seat-cookie';

/**
 * The browser's device for the join limits (`seat_device`, sent to the seats API only): `<random id>.<HMAC>`,
 * signed with a key the server drew for itself and stored (server_secrets), so every process of the site
 * checks it the same way and nobody can make one up (ADR 24). Given with the join form's question about the
 * class code, and with a join, to a browser that sent none valid; kept as long as a seat. A cookie made up,
 * altered or of another site counts as no device at all: its joins share the budget of every such join from
 * its address.
 */
const joinDevice = deviceCookie('seat_device', { path: seatsUrl, maxAgeMs: SEAT_COOKIE_MAX_AGE_MS });
const DEVICE_SECRET = 'seat-device';
const macOf = (key: Buffer, id: string) =>
  crypto.createHmac('sha256', key).update(`seat_device v1\n${id}`).digest();

/** A day: the class the code was given for; a code drawn anew, or a new class, ends it sooner. */
const roomCookie = deviceCookie('seat_room', { path: seatsUrl, maxAgeMs: 24 * 3_600_000 });
const roomMacOf = (key: Buffer, classId: number, code: string) =>
  crypto.createHmac('sha256', key).update(`seat_room v1\n${classId}\n${code}`).digest();

/** The devices of one site (one database): who a join is from, and a device for a browser without one. */
export function seatDevices(db: Db) {
  const key = () => serverSecret(db, DEVICE_SECRET);

  /** The device id of the request's cookie when this site issued it; null for none, a made-up or altered one. */
  async function deviceOf(req: Request): Promise<string | null> {
    const k = await key();
    return verifiedValue(joinDevice.sent(req), isDeviceId, (id) => macOf(k, id));
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
      const id = drawDeviceId();
      joinDevice.give(req, res, signedValue(id, macOf(await key(), id)));
    }
    return device;
  }

  /**
   * Marks the browser as one that gave the current code of class `classId` (the join form's question with the
   * right code): `seat_room` = `<class id>.<HMAC of the class and its code>`. Its seat-code tries then count in
   * the class's own budget, which nobody without the class's code can use up (router.ts, CLAIM_LIMITS).
   */
  async function giveRoom(req: Request, res: Response, classId: number, code: string): Promise<void> {
    roomCookie.give(req, res, signedValue(String(classId), roomMacOf(await key(), classId, code)));
  }

  /**
   * Whether the request's `seat_room` names `current` (the current class, with its code now): false for none,
   * an altered one, another class's, or one given before the class's code was drawn anew.
   */
  async function inRoom(req: Request, current: { id: number; code: string } | null): Promise<boolean> {
    if (!current) return false;
    const mac = roomMacOf(await key(), current.id, current.code);
    return (
      verifiedValue(
        roomCookie.sent(req),
        (id) => id === String(current.id),
        () => mac,
      ) !== null
    );
  }

  return { deviceOf, give, giveRoom, inRoom };
}
export type SeatDevices = ReturnType<typeof seatDevices>;
