/**
 * `npm run backup [-- FILE]` - writes the whole database (DATABASE_URL, else PGlite in DATA_DIR, as the server
 * reads them) to one file, as of one moment: by default backups/course-backup-{date}-{time}.jsonl.gz.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { BackupError } from '../backup/backup-file';
import { openSiteDatabase } from '../backup/open-database';
import { writeBackup } from '../backup/write-backup';
import { loadEnvFile } from '../lib/env-file';

const pad = (n: number) => String(n).padStart(2, '0');

/** backups/course-backup-20261126-083000.jsonl.gz, in local time: the order of the names is their age. */
function defaultFile(now = new Date()): string {
  const date = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return path.join('backups', `course-backup-${date}-${time}.jsonl.gz`);
}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) throw new BackupError('Usage: npm run backup [-- FILE]');
  const file = path.resolve(args[0] ?? defaultFile());
  const started = performance.now();
  const database = await openSiteDatabase(config, 'backup');
  try {
    const summary = await writeBackup(database, file);
    const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written: ${file.startsWith(process.cwd()) ? path.relative(process.cwd(), file) : file}\n` +
        `  ${rows} rows in ${Object.keys(summary.rows).length} tables, ${(summary.bytes / 1024).toFixed(0)} KB, ${seconds} s ` +
        `(${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, migration ${summary.migration.tag})\n` +
        'Copy it off this computer. It holds personal data and the sign-in secrets: keep it private.',
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
