import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, openPglite } from './client';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'course-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the PGlite data directory lock', () => {
  it('refuses a second opener while the first holds the directory, then frees it on close', async () => {
    const dir = tempDir();
    const lock = path.join(dir, 'server.lock');
    // Another live process (our parent) holds it:
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(lock, String(process.ppid));
    await expect(openPglite(dir)).rejects.toThrow(DataDirLockedError);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another server process/);
    fs.rmSync(lock);

    const first = await openPglite(dir);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await first.close();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a stale lock left by a crashed process', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const db = await openPglite(dir);
    await db.ping();
    await db.close();
  });
});
