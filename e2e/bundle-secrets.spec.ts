import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { allPaths } from '../shared/routes';
import { DB_PASSWORD } from './support/build-secrets';
import { adminCookie, E2E_ADMIN, startServer } from './support/server';

// No credential, hash or secret is ever in what the browser gets: anyone can read it (ADR 1). Checked
// where it would be for real: a client built with the secrets in its build's environment (as a careless
// CI job would have them), and everything the e2e server (which signs the instructor in with
// E2E_ADMIN.password) sends, visitor or instructor, including the scrypt hash it stored for that password.

const root = fileURLToPath(new URL('../', import.meta.url));
/** Names and markers that would show a secret, or where one is kept, on its way to the browser. */
const MARKERS = ['ADMIN_PASSWORD', 'ADMIN_EMAIL', 'DATABASE_URL', 'password_hash', 'passwordHash', 'scrypt$'];
const TEXT_FILE = /\.(js|mjs|html|css|json|map|txt|svg)$/;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** Which of `secrets` occur in which of `texts` ("secret in name"); empty when none does. */
const leaks = (texts: Map<string, string>, secrets: string[]) =>
  [...texts].flatMap(([name, text]) => secrets.filter((s) => text.includes(s)).map((s) => `${s} in ${name}`));

let built: Map<string, string>;
let served: Map<string, string>;
let storedHash: string;

beforeAll(async () => {
  // 1. the build every journey runs against, made with the secrets in its environment (build-once.ts)
  const outDir = path.join(root, 'dist/client');
  built = new Map(
    filesUnder(outDir)
      .filter((f) => TEXT_FILE.test(f))
      .map((f) => [path.relative(outDir, f), fs.readFileSync(f, 'utf8')]),
  );

  // 2. everything the server sends: its files, and every page and the session check, signed out and in
  const server = await startServer();
  try {
    const cookie = await adminCookie(server.url);
    served = new Map();
    const clientDist = path.join(root, 'dist/client');
    for (const file of filesUnder(clientDist).filter((f) => TEXT_FILE.test(f))) {
      const urlPath = '/' + path.relative(clientDist, file).split(path.sep).join('/');
      if (urlPath.startsWith('/.')) continue; // dotfiles (the build manifest) are never served
      const res = await fetch(server.url + urlPath);
      if (urlPath.startsWith('/assets/')) expect(res.status, urlPath).toBe(200);
      served.set(urlPath, await res.text());
    }
    for (const [who, headers] of [
      ['visitor', {}],
      ['instructor', { Cookie: cookie }],
    ] as const) {
      for (const page of [...allPaths(), '/no-such-page', '/api/auth/me']) {
        const res = await fetch(server.url + page, { headers });
        served.set(`${page} (${who})`, await res.text());
      }
    }
  } finally {
    await server.stop();
  }

  // 3. the hash the server stored for E2E_ADMIN.password
  const db = await PGlite.create({ dataDir: server.dataDir });
  try {
    const { rows } = await db.query<{ password_hash: string }>('select password_hash from admin_users');
    storedHash = rows[0]!.password_hash;
  } finally {
    await db.close();
  }
}, 180_000);

describe('the client bundle and what the server sends', () => {
  it('a client built with the secrets in its environment contains none of them', () => {
    expect(built.size).toBeGreaterThan(5);
    // the check does see the bundle's code
    expect([...built.values()].some((t) => t.includes('Mastering Critical Workplace Skills'))).toBe(true);
    expect(leaks(built, [E2E_ADMIN.password, DB_PASSWORD, ...MARKERS])).toEqual([]);
  });

  it('no file, page or answer the server sends holds the password or its scrypt hash', () => {
    // the server did store a hash of that password (and signed the instructor in with it, above)
    expect(storedHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    const [salt, key] = storedHash.split('$').slice(-2) as [string, string];
    // what was fetched is the site: its code, and the instructor's own pages
    expect([...served.values()].some((t) => t.includes('Mastering Critical Workplace Skills'))).toBe(true);
    expect(served.get('/api/auth/me (instructor)')).toContain(E2E_ADMIN.email);
    expect(leaks(served, [E2E_ADMIN.password, storedHash, salt, key, ...MARKERS])).toEqual([]);
  });
});
