import fs from 'node:fs';
import path from 'node:path';
import fsx from 'fs-native-extensions';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'server.lock';

/**
 * PGlite is one connection in one process and has no lock of its own: two servers on one data directory
 * silently lose rows. An open-file-description lock (Linux OFD `fcntl`, BSD `flock` on macOS, `LockFileEx` on
 * Windows) is held by the kernel for as long as this process keeps the file open, and dropped when it exits,
 * however it exits. Unlike a PID in a file it means the same thing in every container and PID namespace.
 */
export function lockDataDir(dataDir: string): () => void {
  makePrivateDir(dataDir);
  const lockPath = path.join(dataDir, LOCK_FILE);
  const fd = fs.openSync(lockPath, 'a+', 0o600);
  let granted = false;
  try {
    granted = fsx.tryLock(fd);
  } finally {
    if (!granted) fs.closeSync(fd);
  }
  if (!granted) {
    throw new DataDirLockedError(
      `The data directory ${path.resolve(dataDir)} is in use by another server process. ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
  }
  // For people reading the folder; the lock itself is the kernel's, not this number.
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`);
  return () => {
    fsx.unlock(fd);
    fs.closeSync(fd);
  };
}

/** The folder exists and only the server's user may enter it: 0700 whatever the umask or its earlier mode. */
function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * PGlite creates its files 0666 whatever the umask (its WAL holds the instructor's password hash). The folder
 * being 0700 already keeps other users out; this also makes every file 0600 and every folder 0700.
 */
export async function restrictDataDir(dir: string): Promise<void> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true, recursive: true });
  await fs.promises.chmod(dir, 0o700);
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      await fs.promises.chmod(file, entry.isDirectory() ? 0o700 : 0o600);
    } catch (err) {
      // PostgreSQL removes temporary files and old WAL segments as it goes
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
}
