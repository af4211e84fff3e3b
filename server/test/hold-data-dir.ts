/**
 * Opens a PGlite data directory the way the server does and holds it until stdin closes: a second server in
 * another process (or PID namespace) for the data-directory lock test. Prints "open" or "locked".
 */
import { DataDirLockedError, openPglite } from '../db/client';

const dir = process.argv[2]!;
try {
  const database = await openPglite(dir);
  console.log('open');
  process.stdin.resume();
  process.stdin.on('end', () => void database.close().then(() => process.exit(0)));
} catch (err) {
  console.log(err instanceof DataDirLockedError ? 'locked' : `error: ${(err as Error).message}`);
  process.exit(err instanceof DataDirLockedError ? 3 : 1);
}
