import crypto from 'node:crypto';
import { drawDeviceId, isDeviceId, signedValue, verifiedValue } from '../../lib/device-token';

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

function mac(owner: DeviceOwner, deviceId: string): Buffer {
  const key = crypto.createHmac('sha256', owner.passwordHash).update('course-site device cookie v1').digest();
  return crypto.createHmac('sha256', key).update(`${owner.id}\n${owner.email}\n${deviceId}`).digest();
}

/** The cookie value for this account; keeps the device id of a browser that is already known. */
export function deviceCookieValue(owner: DeviceOwner, deviceId = drawDeviceId()): string {
  return signedValue(deviceId, mac(owner, deviceId));
}

/** The device id when the cookie was issued for this account and its current password; otherwise null. */
export function trustedDeviceId(cookie: unknown, owner: DeviceOwner): string | null {
  return verifiedValue(cookie, isDeviceId, (deviceId) => mac(owner, deviceId));
}
