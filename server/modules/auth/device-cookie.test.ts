import { describe, expect, it } from 'vitest';
import { deviceCookieValue, trustedDeviceId } from './device-cookie';

const owner = { id: 1, email: 'teacher@example.com', passwordHash: 'scrypt$131072$8$1$c2FsdA$aGFzaA' };

describe('device cookie', () => {
  it('is trusted for the account it was issued to, and keeps its device id when renewed', () => {
    const cookie = deviceCookieValue(owner);
    const id = trustedDeviceId(cookie, owner);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(trustedDeviceId(deviceCookieValue(owner, id!), owner)).toBe(id);
    expect(trustedDeviceId(deviceCookieValue(owner), owner)).not.toBe(id);
  });

  it('is not trusted once the password (its hash), the email or the account changes', () => {
    const cookie = deviceCookieValue(owner);
    expect(trustedDeviceId(cookie, { ...owner, passwordHash: `${owner.passwordHash}x` })).toBeNull();
    expect(trustedDeviceId(cookie, { ...owner, email: 'other@example.com' })).toBeNull();
    expect(trustedDeviceId(cookie, { ...owner, id: 2 })).toBeNull();
  });

  it('rejects anything that is not a value the server issued', () => {
    const cookie = deviceCookieValue(owner);
    const [id, mac] = cookie.split('.') as [string, string];
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const forged of [
      `${id}.${flipped}`,
      `${'A'.repeat(22)}.${mac}`,
      `${id}.${mac}x`,
      `${id}.${mac}`.replace('.', '_'),
      '',
      'x'.repeat(66),
      undefined,
      42,
      ['a'],
    ]) {
      expect(trustedDeviceId(forged, owner)).toBeNull();
    }
  });
});
