import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * scrypt's cost as a power of two (PASSWORD_HASH_COST). 17 (N = 2^17, r = 8, p = 1) is the OWASP password
 * storage cheat sheet's: 128 MB and 0.3-0.7 s per hash on the 2-core machine. Tests use the cheapest.
 */
export const PASSWORD_HASH_COST = { production: 17, min: 10, max: 18 } as const;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** scrypt needs 128 * N * r bytes; twice that leaves room for its own bookkeeping. */
const maxmemFor = (n: number, r: number) => 256 * n * r;

/**
 * Returns `scrypt$N$r$p$salt$hash` (base64url parts): self-describing, so a hash made at any cost verifies
 * whatever the setting is now.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const N = 2 ** cost;
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmemFor(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const [N, rr] = [Number(n), Number(r)];
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: rr,
    p: Number(p),
    maxmem: maxmemFor(N, rr),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A password a person can type from the console: 24 characters, about 143 bits. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}
