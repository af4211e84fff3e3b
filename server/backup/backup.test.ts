import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { openPglite, type Database } from '../db/client';
import { migrateAndSeed } from '../db/migrate';
import { serverSecret } from '../db/server-secrets';
import { createEmptyPostgresDatabase, createTestDatabase } from '../test/db';
import { BackupError } from './backup-file';
import { NOT_BACKED_UP, schemaTables } from './backup-tables';
import { fillEveryKindOfRow } from '../test/every-kind-of-row';
import { codeLevel, databaseLevel } from './migration-level';
import { existingTables, rowsOf } from './queries';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';
import { paths } from '../lib/paths';

const PG_URL = process.env.TEST_DATABASE_URL;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-backup-'));
const file = (name: string) => path.join(dir, name);
const opened: Database[] = [];
const track = <T extends Database>(database: T) => (opened.push(database), database);

/** A migrated PGlite database in memory, whichever database the other tests run on. */
async function migratedPglite(): Promise<Database> {
  const dump = process.env.PGLITE_TEST_DUMP;
  const database = track(await openPglite(undefined, dump ? new Blob([fs.readFileSync(dump)]) : undefined));
  if (!dump) await migrateAndSeed(database);
  return database;
}

/** A database with no tables at all: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
const freshOtherKind = async (): Promise<Database> =>
  track(PG_URL ? await createEmptyPostgresDatabase(PG_URL) : await openPglite());

/**
 * Every row of every table the database has (found in its catalog, not in the backup's list), each as the
 * JSON of the whole row, on UTC: what a restore must give back exactly.
 */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    const all: Record<string, string[]> = {};
    for (const table of await existingTables(tx)) {
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql`select to_jsonb(t)::text as "row" from ${sql.identifier(table)} t order by 1`,
      );
      all[table] = rows.map((r) => r.row);
    }
    return all;
  });
}

const SKIPPED = [...NOT_BACKED_UP.keys()].map(getTableName);
const withoutSkipped = (rows: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(rows).filter(([table]) => !SKIPPED.includes(table)));

/** The tables a backup file holds, in its order. */
const tablesIn = (backup: string) =>
  gunzipSync(fs.readFileSync(backup))
    .toString()
    .split('\n')
    .filter((line) => line.startsWith('{"table"'))
    .map((line) => (JSON.parse(line) as { table: string }).table);

let source: Database;
let sourceRows: Record<string, string[]>;
let sourceBackup: string;
beforeAll(async () => {
  source = await migratedPglite();
  await fillEveryKindOfRow(source);
  // the runtime tables have rows too, to show they are left out on purpose
  await source.db.execute(sql`insert into rate_limits values ('login:1.2.3.4', 0, 1, 9999999999999)`);
  await source.db.execute(sql`insert into live_stream_holds values ('process-1', 'address:1.2.3.4', 2, 0)`);
  // and so does the table of the server's own keys, which stay with their database
  await serverSecret(source.db, 'seat-device');
  sourceRows = await everyRow(source);
  sourceBackup = file('source.jsonl.gz');
  await writeBackup(source, sourceBackup);
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('what a backup holds', () => {
  it("every table of the schema, in foreign-key order, but the two runtime tables and the server's keys", () => {
    const inSchema = schemaTables().map(getTableName);
    expect(SKIPPED.sort()).toEqual(['live_stream_holds', 'rate_limits', 'server_secrets']);
    expect(tablesIn(sourceBackup).sort()).toEqual(inSchema.filter((t) => !SKIPPED.includes(t)).sort());
    // and the migrations made the same tables as the schema declares
    expect(Object.keys(sourceRows).sort()).toEqual(inSchema.sort());
    const order = tablesIn(sourceBackup);
    for (const table of schemaTables().filter((t) => !NOT_BACKED_UP.has(t)))
      for (const fk of getTableConfig(table).foreignKeys) {
        const [from, to] = [getTableName(table), getTableName(fk.reference().foreignTable)];
        expect(order.indexOf(to), `${to} before ${from}`).toBeLessThan(order.indexOf(from));
      }
    expect(order.indexOf('classes')).toBeLessThan(order.indexOf('results'));
  });

  it('comes from a database with rows in every table, so the round trip below proves every kind', () => {
    const empty = Object.entries(sourceRows).filter(([, rows]) => rows.length === 0);
    expect(
      empty.map(([table]) => table),
      'add rows of these tables to server/test/every-kind-of-row.ts',
    ).toEqual([]);
  });

  it('is one gzipped file, readable by its owner only, that starts with its format and migration level', () => {
    expect(fs.statSync(sourceBackup).mode & 0o777).toBe(0o600);
    const header = JSON.parse(gunzipSync(fs.readFileSync(sourceBackup)).toString().split('\n')[0]!);
    expect(header).toMatchObject({
      format: 'course-site-backup',
      version: 1,
      migration: codeLevel(),
      source: 'pglite',
      skipped: expect.arrayContaining(SKIPPED),
    });
  });
});

describe('a round trip', () => {
  it('restores every row into a fresh database of the other kind, and back into PGlite', async () => {
    const other = await freshOtherKind();
    const there = await restoreBackup(other, sourceBackup);
    expect(there.rows.results).toBe(sourceRows.results!.length);
    const otherRows = await everyRow(other);
    expect(otherRows).toEqual({
      ...withoutSkipped(sourceRows),
      rate_limits: [],
      live_stream_holds: [],
      server_secrets: [],
    });

    const otherBackup = file('other.jsonl.gz');
    await writeBackup(other, otherBackup);
    const back = await openPglite();
    track(back);
    await restoreBackup(back, otherBackup);
    expect(withoutSkipped(await everyRow(back))).toEqual(withoutSkipped(sourceRows));
    // PostgreSQL writes every value as PGlite does: the two files differ in their header only
    const body = (f: string) => gunzipSync(fs.readFileSync(f)).toString().split('\n').slice(1);
    expect(body(otherBackup)).toEqual(body(sourceBackup));
  });

  it('sets every id sequence past the ids restored: new rows get new ids', async () => {
    const target = await freshOtherKind();
    await restoreBackup(target, sourceBackup);
    const serials = await rowsOf<{ table: string; column: string; next: number }>(
      target.db,
      sql`select c.relname as "table", a.attname as "column",
            nextval(pg_get_serial_sequence(quote_ident(c.relname), a.attname))::int as "next"
          from pg_class c join pg_attribute a on a.attrelid = c.oid
          where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0
            and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
    );
    expect(serials.map((s) => s.table).sort()).toEqual([
      'admin_users',
      'assignments',
      'classes',
      'deals',
      'dispute_notes',
      'feedback',
      'groups',
      'results',
      'seats',
      'tariff_games',
      'tariff_teams',
    ]);
    for (const s of serials) {
      const [row] = await rowsOf<{ max: number }>(
        target.db,
        sql`select max(${sql.identifier(s.column)})::int as "max" from ${sql.identifier(s.table)}`,
      );
      expect(s.next, `${s.table}.${s.column}`).toBeGreaterThan(row!.max);
    }
    // and the site takes new rows
    const site = createApp({
      database: target,
      config: testConfig({ rateLimit: false }),
      logger: pino({ level: 'silent' }),
      clientDist: '/nonexistent',
    });
    try {
      const res = await request(site.app)
        .post('/api/sims/qos/submit')
        .send({ yeji_agent_name: 'New', studio_counterpart_name: 'Row', no_agreement: true });
      expect(res.status).toBe(201);
      const feedback = await request(site.app).post('/api/feedback/submit').send({ rating: 7 });
      expect(feedback.status).toBe(201);
    } finally {
      site.close();
    }
  });

  it('loads a backup of an earlier migration level at that level, then migrates it to this one', async () => {
    const lines = gunzipSync(fs.readFileSync(sourceBackup))
      .toString()
      .split('\n')
      .filter((l) => l !== '');
    const header = JSON.parse(lines[0]!);
    // a backup of the release before the last migration: that migration's new tables and columns are not in it
    const journal = JSON.parse(
      fs.readFileSync(path.join(paths.migrations, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string; when: number }[];
    };
    const [previous, last] = journal.entries.slice(-2) as [{ tag: string; when: number }, { tag: string }];
    header.migration = { count: journal.entries.length - 1, tag: previous.tag, when: previous.when };
    const lastSql = fs.readFileSync(path.join(paths.migrations, `${last.tag}.sql`), 'utf8');
    const newTables = new Set([...lastSql.matchAll(/CREATE TABLE "(\w+)"/g)].map((m) => m[1]!));
    const newColumns = [...lastSql.matchAll(/ALTER TABLE "(\w+)" ADD COLUMN "(\w+)"/g)].map(
      (m) => `${m[1]}.${m[2]}`,
    );
    const out: string[] = [JSON.stringify(header)];
    let table = '';
    let dropped: number[] = [];
    for (const line of lines.slice(1)) {
      const parsed = JSON.parse(line) as unknown;
      if (Array.isArray(parsed)) {
        if (!newTables.has(table)) out.push(JSON.stringify(parsed.filter((_, i) => !dropped.includes(i))));
      } else if ((parsed as { table?: string }).table) {
        const section = parsed as { table: string; columns: string[] };
        table = section.table;
        dropped = section.columns.flatMap((c, i) => (newColumns.includes(`${table}.${c}`) ? [i] : []));
        if (!newTables.has(table))
          out.push(
            JSON.stringify({ ...section, columns: section.columns.filter((_, i) => !dropped.includes(i)) }),
          );
      } else {
        const end = parsed as { rows: Record<string, number> };
        for (const t of newTables) delete end.rows[t];
        out.push(JSON.stringify(end));
      }
    }
    const older = file('older.jsonl.gz');
    fs.writeFileSync(older, gzipSync(out.join('\n')));
    const target = await freshOtherKind();
    const summary = await restoreBackup(target, older);
    expect(summary.migration.tag).toBe(previous.tag);
    expect(await databaseLevel(target)).toEqual(codeLevel());
    // every row is back; the new tables are empty (a new column takes its default, so only tables are compared
    // when the last migration added none)
    const all = (await everyRow(target)) as Record<string, unknown>;
    const restored = withoutSkipped(all as Record<string, string[]>) as Record<string, unknown>;
    const expected = withoutSkipped(sourceRows) as Record<string, unknown>;
    for (const t of newTables) expect(all[t], t).toEqual([]);
    for (const [t, rows] of Object.entries(expected))
      if (!newTables.has(t) && !newColumns.some((c) => c.startsWith(`${t}.`)))
        expect(restored[t], t).toEqual(rows);
  });
});

describe('restoring refuses', () => {
  it('a database with user rows; with force it replaces all of it with the backup', async () => {
    const target = await freshOtherKind();
    await restoreBackup(target, sourceBackup);
    await target.db.execute(sql`insert into feedback (rating) values (1)`);
    await expect(restoreBackup(target, sourceBackup)).rejects.toThrow(
      /The database is not empty \(.*\d+ feedback.*\)\. .*--force/,
    );
    await restoreBackup(target, sourceBackup, { force: true });
    expect(withoutSkipped(await everyRow(target))).toEqual(withoutSkipped(sourceRows));
  });

  it('nothing in a new database the server migrated and seeded: that one is empty', async () => {
    const seeded = track(await createTestDatabase());
    await restoreBackup(seeded, sourceBackup);
    expect(withoutSkipped(await everyRow(seeded))).toEqual(withoutSkipped(sourceRows));
  });

  it('a file cut short, damaged or not a backup, and a backup of a newer version, leaving the database empty', async () => {
    const whole = gunzipSync(fs.readFileSync(sourceBackup)).toString();
    const lines = whole.trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    const flipped = (bytes: Buffer, at: number) => {
      const copy = Buffer.from(bytes);
      copy[copy.length + at]! ^= 0xff;
      return copy;
    };
    const write = (name: string, content: Buffer | string) => {
      fs.writeFileSync(file(name), content);
      return file(name);
    };
    const bad: Array<[string, RegExp]> = [
      [write('cut.gz', fs.readFileSync(sourceBackup).subarray(0, 600)), /incomplete: it was cut short/],
      [write('no-end.gz', gzipSync(lines.slice(0, -1).join('\n'))), /incomplete: it was cut short/],
      [write('miscount.gz', gzipSync([...lines.slice(0, -2), lines.at(-1)].join('\n'))), /do not add up/],
      [write('crc.gz', flipped(fs.readFileSync(sourceBackup), -8)), /is damaged: it does not decompress/],
      [write('plain.txt', 'hello'), /is not a backup of this site/],
      [write('other.gz', gzipSync('{"hello":1}\n')), /is not a backup of this site/],
      [
        write(
          'format2.gz',
          gzipSync([JSON.stringify({ ...header, version: 2 }), ...lines.slice(1)].join('\n')),
        ),
        /newer version of the site \(backup format 2/,
      ],
      [
        write(
          'newer.gz',
          gzipSync(
            [
              JSON.stringify({ ...header, migration: { count: 99, tag: '0098_x', when: 1 } }),
              ...lines.slice(1),
            ].join('\n'),
          ),
        ),
        /newer version of the site \(migration 0098_x/,
      ],
      [file('missing.gz'), /No file/],
    ];
    const target = await freshOtherKind();
    for (const [f, message] of bad) {
      const error = await restoreBackup(target, f).catch((err: unknown) => err);
      expect(error, f).toBeInstanceOf(BackupError);
      expect((error as Error).message, f).toMatch(message);
    }
    const rows = await everyRow(target);
    expect(rows.results ?? [], 'a failed restore stores nothing').toEqual([]);
    expect(rows.admin_users ?? []).toEqual([]);
  });
});

/**
 * The backup's lines with one row of `table` changed by `change` (given the row as an object by column), and
 * that row's values before the change and every value of the table's rows: what a refusal must not show.
 */
function withOneBadRow(
  table: string,
  row: number,
  change: (r: Record<string, string | null>, others: Array<Record<string, string | null>>) => void,
) {
  const lines = gunzipSync(fs.readFileSync(sourceBackup)).toString().trimEnd().split('\n');
  const at = lines.findIndex((l) => l.startsWith(`{"table":${JSON.stringify(table)},`));
  const { columns } = JSON.parse(lines[at]!) as { columns: string[] };
  const rows: Array<Record<string, string | null>> = [];
  for (let i = at + 1; lines[i]?.startsWith('['); i++) {
    const r = JSON.parse(lines[i]!) as Array<string | null>;
    rows.push(Object.fromEntries(columns.map((c, j) => [c, r[j]!])));
  }
  const values = rows.flatMap((r) => Object.values(r)).filter((v): v is string => v !== null);
  expect(rows.length).toBeGreaterThanOrEqual(row);
  const byColumn = { ...rows[row - 1]! };
  change(byColumn, rows);
  expect(Object.keys(byColumn)).toEqual(columns);
  lines[at + row] = JSON.stringify(columns.map((c) => byColumn[c]));
  return { content: gzipSync(lines.join('\n')), line: at + row + 1, values };
}

describe('a backup with a row the database refuses', () => {
  it('names the table, the row, its line, the column and the error, and shows no value of any row', async () => {
    const target = await freshOtherKind();
    const cases: Array<[string, ReturnType<typeof withOneBadRow>, string, RegExp]> = [
      [
        'timestamp.gz',
        withOneBadRow('seats', 2, (r) => (r.created_at = 'Qzbad Minho Lee 이민호')),
        'row 2 of seats',
        /, column created_at: invalid input syntax for type timestamp with time zone: "…" \(SQLSTATE 22007\)\./,
      ],
      [
        'null.gz',
        withOneBadRow('seats', 1, (r) => (r.name = null)),
        'row 1 of seats',
        /, column name: null value in column "name" of relation "seats" violates not-null constraint \(SQLSTATE 23502\)\./,
      ],
      [
        'duplicate.gz',
        withOneBadRow('seats', 2, (r, rows) => (r.seat_code = rows[0]!.seat_code!)),
        'row 2 of seats',
        /, column seat_code: duplicate key value violates unique constraint "seats_seat_code_unique" \(SQLSTATE 23505\)\./,
      ],
    ];
    for (const [name, bad, where, error] of cases) {
      fs.writeFileSync(file(name), bad.content);
      const refused = await restoreBackup(target, file(name)).catch((err: unknown) => err);
      expect(refused, name).toBeInstanceOf(BackupError);
      const message = (refused as Error).message;
      expect(message, name).toContain(`the database refused ${where} (line ${bad.line} of the file)`);
      expect(message, name).toMatch(error);
      expect(message, name).toMatch(/Nothing was restored\./);
      // no value of the table's rows (names, seat codes, times), the planted one included
      const shown = bad.values.filter((v) => v.length >= 3 && message.includes(v));
      expect(shown, name).toEqual([]);
      expect(message).not.toContain('Qzbad');
    }
    expect((await everyRow(target)).seats ?? [], 'a failed restore stores nothing').toEqual([]);
  });
});

describe('backing up refuses', () => {
  it('a database without tables, or at another migration level, and an existing file', async () => {
    const empty = await freshOtherKind();
    await expect(writeBackup(empty, file('x.jsonl.gz'))).rejects.toThrow(/no tables: nothing to back up/);
    await expect(writeBackup(source, sourceBackup)).rejects.toThrow(/exists already/);
    const { when } = codeLevel();
    const setLast = (from: number, to: number) =>
      source.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${to} where created_at = ${from}`,
      );
    await setLast(when, when + 1);
    try {
      await expect(writeBackup(source, file('y.jsonl.gz'))).rejects.toThrow(/migrated by a newer version/);
    } finally {
      await setLast(when + 1, when);
    }
    expect(fs.existsSync(file('y.jsonl.gz'))).toBe(false);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });
});
