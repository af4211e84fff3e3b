/**
 * What a backup costs (ADR 16): time and size of `npm run backup`'s file and of its restore, against PGlite's
 * own dump of its data directory and pg_dump, for a course of 1 and of 10 classes of 300 students each. A
 * class: 300 results (150 pairs in each role-play) and 300 feedback entries with comments, a Tariff Wars game of
 * 30 pairs (60 teams, 5 rounds, 300 choices, 120 phones), a timer. PGlite in a data directory; with
 * DATABASE_URL also PostgreSQL (fresh databases, dropped after). BACKUP_COST_CLASSES=1,10,100 sets the sizes.
 *   npx tsx scripts/bench/backup-cost.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/backup-cost.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { restoreBackup } from '../../server/backup/restore-backup';
import { writeBackup } from '../../server/backup/write-backup';
import { openPglite, type Database } from '../../server/db/client';
import { migrateAndSeed } from '../../server/db/migrate';
import { createEmptyPostgresDatabase } from '../../server/test/db';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-cost-'));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const timed = async <T>(op: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await op();
  return [value, performance.now() - start];
};

/** `classes` classes of 300 students each, inserted by SQL (fast; the rows are what the site stores). */
async function fill({ db }: Database, classes: number) {
  const comment = `repeat('The Tariff Wars debrief made the point about Chicken very clear. ', 3)`;
  for (let c = 0; c < classes; c++) {
    await db.execute(sql`update classes set ended_at = now() where ended_at is null`);
    await db.execute(
      sql`insert into classes (name, timer_label, timer_paused_remaining_ms) values (${`Cohort ${c + 1}, Hyundai Card`}, 'Negotiation', 600000)`,
    );
    await db.execute(
      sql.raw(`insert into results (sim_key, reporter_name, counterpart_name, amount_paid, additional_terms, idempotency_key, request_hash)
      select case when i % 2 = 0 then 'queenOfSorrows' else 'shinhwaDaesung' end, 'Kim Minji ' || i, 'Park Jisoo ' || i,
        120000000 + i * 1000.5, 'Two weeks of holiday during filming', md5(random()::text), md5(random()::text)
      from generate_series(1, 300) i`),
    );
    await db.execute(
      sql.raw(`insert into feedback (name, rating, comments, favorite_part)
      select 'Lee Hana ' || i, 1 + i % 10, ${comment}, 'Shinhwa vs Daesung' from generate_series(1, 300) i`),
    );
    await db.execute(sql`insert into tariff_games (pairs) values (30)`);
    await db.execute(
      sql.raw(`insert into tariff_rounds (game_id, number, revealed_at)
      select (select max(id) from tariff_games), n, now() from generate_series(1, 5) n`),
    );
    await db.execute(
      sql.raw(`insert into tariff_teams (game_id, country, pair, code)
      select (select max(id) from tariff_games), case when i % 2 = 0 then 'solara' else 'lunara' end, (i + 1) / 2,
        upper(lpad(to_hex((select count(*) from tariff_teams) + i), 6, '0')) from generate_series(1, 60) i`),
    );
    await db.execute(
      sql.raw(`insert into tariff_choices (game_id, round, team_id, choice, idempotency_key)
      select game_id, n, id, case when random() < 0.5 then 'High' else 'Low' end, md5(random()::text)
      from tariff_teams, generate_series(1, 5) n where game_id = (select max(id) from tariff_games)`),
    );
    await db.execute(
      sql.raw(`insert into tariff_devices (token_hash, team_id)
      select md5(random()::text) || md5(random()::text), id from tariff_teams, generate_series(1, 2)
      where game_id = (select max(id) from tariff_games)`),
    );
  }
}

const du = (p: string) => Number(spawnSync('du', ['-sk', p]).stdout.toString().split('\t')[0]) * 1024;

async function measure(
  label: string,
  classes: number,
  open: () => Promise<Database>,
  native: (database: Database) => Promise<string>,
) {
  const source = await open();
  await migrateAndSeed(source);
  await fill(source, classes);
  const file = path.join(dir, `${label}-${classes}.jsonl.gz`);
  const [summary, backupMs] = await timed(() => writeBackup(source, file));
  const rows = Object.values(summary.rows).reduce((a, b) => a + b, 0);
  const target = await open();
  const [, restoreMs] = await timed(() => restoreBackup(target, file));
  console.log(
    `${label}, ${classes} class(es) x 300 students, ${rows} rows: backup ${seconds(backupMs)}, ${kb(summary.bytes)}; ` +
      `restore into a new database ${seconds(restoreMs)}; ${await native(source)}`,
  );
  await target.close();
  await source.close();
}

const sizes = (process.env.BACKUP_COST_CLASSES ?? '1,10').split(',').map(Number);
for (const classes of sizes) {
  let n = 0;
  await measure(
    'PGlite',
    classes,
    () => openPglite(path.join(dir, `pglite-${classes}-${n++}`)),
    async (database) => {
      const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
        .$client;
      const [dump, ms] = await timed(() => client.dumpDataDir('gzip'));
      return `PGlite dumpDataDir('gzip') ${seconds(ms)}, ${kb(dump.size)} (data directory ${kb(du(path.join(dir, `pglite-${classes}-0`)))})`;
    },
  );
  const url = process.env.DATABASE_URL;
  if (url)
    await measure(
      'PostgreSQL',
      classes,
      () => createEmptyPostgresDatabase(url),
      async (database) => {
        const own = (database as Database & { url: string }).url;
        const start = performance.now();
        const custom = Number(
          spawnSync('sh', ['-c', `pg_dump -Fc '${own}' | wc -c`])
            .stdout.toString()
            .trim(),
        );
        const customMs = performance.now() - start;
        const plain = spawnSync('sh', ['-c', `pg_dump '${own}' | gzip -6 | wc -c`])
          .stdout.toString()
          .trim();
        return `pg_dump -Fc ${seconds(customMs)}, ${kb(custom)}; pg_dump | gzip ${kb(Number(plain))}`;
      },
    );
}
fs.rmSync(dir, { recursive: true, force: true });
