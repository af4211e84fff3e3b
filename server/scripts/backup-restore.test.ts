import { spawn } from 'node:child_process';
import { gunzipSync, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupTables } from '../backup/backup-tables';
import { fillEveryKindOfRow } from '../test/every-kind-of-row';
import { openPglite } from '../db/client';
import { migrateAndSeed } from '../db/migrate';
import { results } from '../db/schema';
import { paths } from '../lib/paths';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-backup-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run -s {args}` in the project, on the PGlite data directory `dataDir`, as an instructor runs it. */
function npmRun(dataDir: string, ...args: string[]) {
  const child = spawn('npm', ['run', '-s', ...args], {
    cwd: paths.root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, output })),
  );
}

// Each step starts a real process that opens a database: slow on a busy machine, never stuck. The steps use
// PGlite's folder whatever the suite's database, so they do not run a second time when it is PostgreSQL.
describe.skipIf(process.env.TEST_DATABASE_URL)(
  'npm run backup and npm run restore on PGlite',
  { timeout: 180_000 },
  () => {
    it('back up a stopped server, restore into a new folder, and refuse a folder in use or not empty', async () => {
      const data = path.join(dir, 'data');
      const file = path.join(dir, 'before-class.jsonl.gz');
      const server = await openPglite(data);
      await migrateAndSeed(server);
      await fillEveryKindOfRow(server);
      const [{ n: stored } = { n: 0 }] = await server.db.select({ n: count() }).from(results);

      const whileRunning = await npmRun(data, 'backup', '--', file);
      expect(whileRunning.status).toBe(1);
      expect(whileRunning.output).toMatch(/The server is running on .*data.*Stop the server/);
      expect(fs.existsSync(file)).toBe(false);
      await server.close();

      const backup = await npmRun(data, 'backup', '--', file);
      expect(backup.output).toMatch(
        new RegExp(
          `^Backup written: .*before-class\\.jsonl\\.gz\\n {2}\\d+ rows in ${backupTables().length} tables`,
        ),
      );
      expect(backup.status).toBe(0);

      const restored = path.join(dir, 'restored');
      const restore = await npmRun(restored, 'restore', '--', file);
      expect(restore.output).toMatch(/^Restored \d+ rows into .*restored/);
      expect(restore.status).toBe(0);
      // a --force without `--` is npm's own option: the script does not see it, refuses, and says why
      const again = await npmRun(restored, 'restore', file, '--force');
      expect(again.status).toBe(1);
      expect(again.output).toMatch(/The database is not empty \(.*results.*\)\. .*add --force/);
      expect(again.output).toMatch(/npm took --force for itself: put -- before the file/);
      const forced = await npmRun(restored, 'restore', '--', file, '--force');
      expect(forced.status).toBe(0);

      const database = await openPglite(restored);
      try {
        const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(results);
        expect(n).toBe(stored);
      } finally {
        await database.close();
      }
    });

    it('a backup with a row the database refuses: says which, and prints no value of any row', async () => {
      const good = path.join(dir, 'before-class.jsonl.gz');
      const lines = gunzipSync(fs.readFileSync(good)).toString().trimEnd().split('\n');
      const at = lines.findIndex((l) => l.startsWith('{"table":"seats",'));
      const { columns } = JSON.parse(lines[at]!) as { columns: string[] };
      const seatRows = lines
        .slice(at + 1)
        .filter((l, i, all) => all.slice(0, i + 1).every((r) => r.startsWith('[')));
      const values = seatRows
        .flatMap((l) => JSON.parse(l) as Array<string | null>)
        .filter((v) => v && v.length >= 3);
      const bad = JSON.parse(lines[at + 1]!) as Array<string | null>;
      bad[columns.indexOf('created_at')] = 'Qzbad 이민호';
      lines[at + 1] = JSON.stringify(bad);
      const file = path.join(dir, 'one-bad-row.jsonl.gz');
      fs.writeFileSync(file, gzipSync(lines.join('\n')));

      const restore = await npmRun(path.join(dir, 'bad-row'), 'restore', '--', file);
      expect(restore.status).toBe(1);
      expect(restore.output).toMatch(
        /the database refused row 1 of seats \(line \d+ of the file\), column created_at: invalid input syntax for type timestamp with time zone: "…" \(SQLSTATE 22007\)\. Nothing was restored\./,
      );
      expect(values.length).toBeGreaterThan(5);
      expect(values.filter((v) => restore.output.includes(v!))).toEqual([]);
      expect(restore.output).not.toContain('Qzbad');
    });

    it('says so when there is no database to back up', async () => {
      const none = await npmRun(path.join(dir, 'nothing-here'), 'backup', '--', path.join(dir, 'x.jsonl.gz'));
      expect(none.status).toBe(1);
      expect(none.output).toMatch(/There is no database in .*nothing-here/);
      expect(fs.existsSync(path.join(dir, 'nothing-here'))).toBe(false);
    });
  },
);
