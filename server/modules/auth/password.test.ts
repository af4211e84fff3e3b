import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './password';

describe('password hashes', () => {
  it('records the cost each hash was made at, so hashes made at any setting verify', async () => {
    const cheap = await hashPassword('correct horse battery staple', PASSWORD_HASH_COST.min);
    // (a stronger cost than tests use; production's 17 takes seconds on a busy machine)
    const strong = await hashPassword('correct horse battery staple', PASSWORD_HASH_COST.min + 4);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(strong).toMatch(/^scrypt\$16384\$8\$1\$/);
    for (const stored of [cheap, strong]) {
      expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
      expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    }
  });
});
