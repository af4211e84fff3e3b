import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { DataDirLockedError, openDatabase, type Database } from '../db/client';
import { BackupError } from './backup-file';

/**
 * Opens the database the server uses (DATABASE_URL, else PGlite in DATA_DIR) for `npm run backup` or
 * `npm run restore`. PGlite serves one process: while the server runs, its data directory is locked
 * (ADR 8), so the message says what to do instead.
 */
export async function openSiteDatabase(config: Config, purpose: 'backup' | 'restore'): Promise<Database> {
  const dir = path.resolve(config.dataDir);
  // PGlite creates a database where there is none: a backup must not make an empty one and save that.
  if (purpose === 'backup' && !config.databaseUrl && !fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${dir} (DATA_DIR): nothing to back up.`);
  try {
    return await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      purpose === 'backup'
        ? `The server is running on ${dir}, and PGlite lets one process at a time open it. Stop the server ` +
            '(Ctrl+C in its window), run npm run backup, then npm start again: it takes seconds, and open ' +
            'pages reconnect by themselves. On PostgreSQL (DATABASE_URL) backups run beside the server.'
        : `The server is running on ${dir}: stop it before restoring into this folder, or set DATA_DIR to a new folder.`,
    );
  }
}
