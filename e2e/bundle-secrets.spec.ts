import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/server';

const clientDist = fileURLToPath(new URL('../dist/client/', import.meta.url));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('the built client', () => {
  it('contains no credential, hash or secret', () => {
    const texts = filesUnder(clientDist)
      .filter((f) => /\.(js|html|css|json|map)$/.test(f))
      .map((f) => fs.readFileSync(f, 'utf8'));
    expect(texts.length).toBeGreaterThan(5);
    const secrets = [
      'ADMIN_PASSWORD',
      'ADMIN_EMAIL',
      E2E_ADMIN.password,
      'scrypt$',
      'DATABASE_URL',
      'password_hash',
    ];
    for (const secret of secrets) {
      expect(
        texts.some((t) => t.includes(secret)),
        secret,
      ).toBe(false);
    }
    // the check does see the bundle's code
    expect(texts.some((t) => t.includes('Mastering Critical Workplace Skills'))).toBe(true);
  });
});
