import crypto from 'node:crypto';

/** The hex SHA-256 of a token: what the database keeps of a cookie's secret (sessions, devices, seats). */
export const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A cookie's secret: 32 random bytes, base64url (43 characters). */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** `length` characters drawn uniformly from `alphabet` (codes people read off a screen and type). */
export const randomCode = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
