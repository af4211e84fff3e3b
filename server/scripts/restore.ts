/**
 * `npm run restore -- FILE [--force]` - loads a backup (npm run backup) into the database the server uses
 * (DATABASE_URL, else PGlite in DATA_DIR), which must hold no user rows unless --force.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from '../backup/backup-file';
import { openSiteDatabase } from '../backup/open-database';
import { restoreBackup } from '../backup/restore-backup';
import { loadEnvFile } from '../lib/env-file';
import { safeError } from '../lib/safe-error';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new BackupError(USAGE);
  const file = path.resolve(files[0]!);
  const database = await openSiteDatabase(config, 'restore');
  try {
    const summary = await restoreBackup(database, file, { force });
    const where = config.databaseUrl
      ? 'the PostgreSQL database of DATABASE_URL'
      : path.resolve(config.dataDir);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    const counts = Object.entries(summary.rows).map(([table, n]) => `${n} ${table}`);
    console.log(
      `Restored ${rows} rows into ${where} (backup of migration ${summary.migration.tag}):\n` +
        `  ${counts.join(', ')}\nStart the server: npm start`,
    );
  } catch (err) {
    // `npm run restore FILE --force` gives --force to npm, not to this script
    if (err instanceof BackupError && /--force/.test(err.message) && process.env.npm_config_force)
      err.message += `\nnpm took --force for itself: put -- before the file (${USAGE}).`;
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // Anything else is shown as the server logs it: a failed query's message and its parameters carry rows
  // of the backup (students' names, seat codes), and the database's detail repeats a refused row.
  const known = err instanceof ConfigError || err instanceof BackupError;
  const safe = safeError(err);
  console.error(known ? (err as Error).message : (safe.stack ?? safe.message));
  process.exit(1);
});
