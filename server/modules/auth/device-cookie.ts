import crypto from 'node:crypto';

/**
 * A device cookie marks a browser the instructor has signed in from (OWASP, "Slow down online guessing
 * attacks with device cookies"). Its sign-in attempts get a failure budget of their own, so other people's
 * failures (a class behind one NAT address) cannot lock the instructor out.
 *
 * The value is `<random id>.<HMAC>`: the HMAC covers the account's id and email and is keyed by the stored
 * password hash, a secret only the server (every process of it) knows. Nobody can forge one without the
 * database, a cookie of one account is worthless for another, and a new password untrusts every device.
 */
export const DEVICE_COOKIE = 'device';

/** How long a browser stays a known device after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 3_600_000;

export interface DeviceOwner {
  id: number;
  email: string;
  passwordHash: string;
}

const ID = /^[A-Za-z0-9_-]{22}$/; // 16 random bytes, base64url
const MAC = /^[A-Za-z0-9_-]{43}$/; // an HMAC-SHA256, base64url

function mac(owner: DeviceOwner, deviceId: string): Buffer {
  const key = crypto.createHmac('sha256', owner.passwordHash).update('course-site device cookie v1').digest();
  return crypto.createHmac('sha256', key).update(`${owner.id}\n${owner.email}\n${deviceId}`).digest();
}

/** The cookie value for this account; keeps the device id of a browser that is already known. */
export function deviceCookieValue(
  owner: DeviceOwner,
  deviceId = crypto.randomBytes(16).toString('base64url'),
): string {
  return `${deviceId}.${mac(owner, deviceId).toString('base64url')}`;
}

/** The device id when the cookie was issued for this account and its current password; otherwise null. */
export function trustedDeviceId(cookie: unknown, owner: DeviceOwner): string | null {
  if (typeof cookie !== 'string' || cookie.length !== 66) return null;
  const [deviceId = '', given = ''] = cookie.split('.');
  if (!ID.test(deviceId) || !MAC.test(given)) return null;
  return crypto.timingSafeEqual(Buffer.from(given, 'base64url'), mac(owner, deviceId)) ? deviceId : null;
}
