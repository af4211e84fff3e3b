import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';

/**
 * A backup is gzipped JSON lines (ADR 16): this header, then for each table a section line
 * `{"table", "columns"}` followed by one JSON array per row, each value PostgreSQL's own text for it (or null),
 * and last `{"end": true, "rows": {table: count}}`, without which the file is incomplete.
 */
export const BACKUP_FORMAT = 'course-site-backup';
export const BACKUP_VERSION = 1;

/** A problem the person running backup or restore can act on: the scripts print its message alone. */
export class BackupError extends Error {}

const level = z.object({ count: z.number().int().positive(), tag: z.string().min(1), when: z.number() });

export const backupHeader = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  /** The migration level of the database it was made from: a restore migrates the target to it first. */
  migration: level,
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The schema's tables it leaves out on purpose (server/backup/backup-tables.ts says why). */
  skipped: z.array(z.string()),
});
export type BackupHeader = z.infer<typeof backupHeader>;

export const backupSection = z.object({
  table: z.string().min(1),
  columns: z.array(z.string().min(1)).min(1),
});

export const backupEnd = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number().int().nonnegative()),
});

export interface OpenedBackup {
  header: BackupHeader;
  /** The lines after the header, read as they are asked for. */
  lines: AsyncIterator<string>;
  close(): void;
}

const NOT_A_BACKUP = (file: string) =>
  new BackupError(`${file} is not a backup of this site (npm run backup writes them).`);

/** Opens a backup file and reads its header; the rest is read through `lines`. */
export async function openBackup(file: string): Promise<OpenedBackup> {
  if (!fs.existsSync(file)) throw new BackupError(`No file ${file}.`);
  if (!isGzip(file)) throw NOT_A_BACKUP(file);
  const input = createGunzip();
  const raw = fs.createReadStream(file).on('error', (err) => input.destroy(err));
  const reader = readline.createInterface({ input: raw.pipe(input), crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  const close = () => {
    reader.close();
    raw.destroy();
    input.destroy();
  };
  try {
    const first = await nextLine(lines, file);
    const parsed = backupHeader.safeParse(first === undefined ? undefined : JSON.parse(first));
    if (!parsed.success) throw NOT_A_BACKUP(file);
    if (parsed.data.version > BACKUP_VERSION)
      throw new BackupError(
        `${file} was written by a newer version of the site (backup format ${parsed.data.version}; this one reads ${BACKUP_VERSION}): update this copy of the site first.`,
      );
    return { header: parsed.data, lines, close };
  } catch (err) {
    close();
    if (err instanceof SyntaxError) throw NOT_A_BACKUP(file);
    throw err;
  }
}

function isGzip(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    return fs.readSync(fd, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The next line, or undefined at the end. gzip's errors become BackupErrors: a file cut short, or data that
 * does not decompress or match its checksum.
 */
export async function nextLine(lines: AsyncIterator<string>, file: string): Promise<string | undefined> {
  try {
    const next = await lines.next();
    return next.done ? undefined : next.value;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') throw new BackupError(`${file} is incomplete: it was cut short.`);
    if (code === 'Z_DATA_ERROR')
      throw new BackupError(`${file} is damaged: it does not decompress as written.`);
    throw err;
  }
}
