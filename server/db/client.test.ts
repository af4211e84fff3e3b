import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { DataDirLockedError, openPglite } from './client';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'course-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const HOLDER = path.join(paths.root, 'server', 'test', 'hold-data-dir.ts');

/**
 * Runs server/test/hold-data-dir.ts in a child process, optionally inside its own PID namespace or under a
 * given umask (a process's own setting: a test worker thread may not change it).
 */
function holder(
  dir: string,
  { ownPidNamespace = false, umask }: { ownPidNamespace?: boolean; umask?: string } = {},
) {
  const node = [process.execPath, '--import', 'tsx', HOLDER, dir];
  const wrapped = umask ? ['sh', '-c', `umask ${umask} && exec "$0" "$@"`, ...node] : node;
  const [cmd, ...args] = ownPidNamespace
    ? ['unshare', '--pid', '--fork', '--mount-proc', ...wrapped]
    : wrapped;
  const child = spawn(cmd!, args, { cwd: paths.root, stdio: ['pipe', 'pipe', 'inherit'] });
  const said = new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', () => resolve(out.trim()));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { said, exited, release: () => child.stdin.end(), kill: () => child.kill('SIGKILL') };
}

const canUnshare = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']).status === 0;

// Each test starts real processes that create a database: slow on a busy machine, never stuck. PGlite's
// own files: nothing here runs again when the suite runs on PostgreSQL.
describe.skipIf(process.env.TEST_DATABASE_URL)('the PGlite data directory lock', { timeout: 120_000 }, () => {
  it('refuses a second opener in the same process (same PID) while the first holds it, and frees it on close', async () => {
    const dir = tempDir();
    const first = await openPglite(dir);
    // the old PID-file lock took its own PID in the file for a stale lock and let this through
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another server process/);
    await first.close();
    const second = await openPglite(dir);
    await second.ping();
    await second.close();
  });

  it('refuses a second server in another process, and lets the next one in once the first has exited', async () => {
    const dir = tempDir();
    const a = holder(dir);
    expect(await a.said).toBe('open');
    const b = holder(dir);
    expect(await b.said).toBe('locked');
    expect(await b.exited).toBe(3);
    a.release();
    expect(await a.exited).toBe(0);
    const c = holder(dir);
    expect(await c.said).toBe('open');
    c.release();
    await c.exited;
  });

  it.skipIf(!canUnshare)(
    'refuses a second server in another PID namespace, where both are PID 1 (two containers on one volume)',
    async () => {
      const dir = tempDir();
      const a = holder(dir, { ownPidNamespace: true });
      expect(await a.said).toBe('open');
      const b = holder(dir, { ownPidNamespace: true });
      expect(await b.said).toBe('locked');
      a.release();
      await a.exited;
    },
  );

  it('is released by the kernel when the holder dies, even by kill -9 (no stale lock to clean up)', async () => {
    const dir = tempDir();
    const a = holder(dir);
    expect(await a.said).toBe('open');
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    a.kill();
    await a.exited;
    const db = await openPglite(dir);
    await db.ping();
    await db.close();
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('the PGlite data directory', { timeout: 120_000 }, () => {
  it.each(['022', '000'])(
    'is private to the server\u2019s user under umask %s: the folder 0700, every file 0600',
    async (umask) => {
      const dir = tempDir();
      fs.chmodSync(dir, 0o755);
      const server = holder(dir, { umask });
      expect(await server.said).toBe('open');
      server.release();
      expect(await server.exited).toBe(0);
      const loose: string[] = [];
      const check = (file: string, wanted: number) => {
        const mode = fs.statSync(file).mode & 0o777;
        if (mode !== wanted) loose.push(`${path.relative(dir, file)} ${mode.toString(8)}`);
      };
      check(dir, 0o700);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
        const file = path.join(entry.parentPath, entry.name);
        check(file, entry.isDirectory() ? 0o700 : 0o600);
      }
      expect(loose).toEqual([]);
    },
  );
});
