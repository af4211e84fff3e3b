import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { CourseClass } from '@shared/contracts/classes';
import { classJoinUrl, seatsUrl } from '@shared/contracts/seats';
import { createApp } from '../app';
import { rowsOf } from '../backup/queries';
import { testConfig } from '../config';
import { setAdminCredentials } from '../modules/auth/admin-account';
import { destroyExpiredPersonalData } from '../modules/classes/retention';
import { capturedLogs } from '../test/captured-logs';
import { createEmptyPostgresDatabase } from '../test/db';
import { ADMIN } from '../test/harness';
import { openPglite, type Database } from './client';
import { migrateAndSeed } from './migrate';
import { createScrubber } from './scrub';

/**
 * A deleted class's names and free text once stayed in the database's files (the PGlite folder's base/ and
 * pg_wal/, PostgreSQL's table files and WAL). A class with a marked name and free text is deleted, or its
 * personal data destroyed, the cleanup runs, and every file of the PGlite folder, or every file of the
 * PostgreSQL database's own folder (base/<oid>: its tables, indexes and catalogs) and of pg_wal, is read for
 * the marks: none is left. The test reads PostgreSQL's files itself: it runs as root or as postgres, beside it.
 */

const PG_URL = process.env.TEST_DATABASE_URL;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'course-scrub-'));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

interface Target {
  database: Database;
  /** Every file that may hold the database's rows: the PGlite folder, or base/<oid> and pg_wal. */
  files(): Promise<string[]>;
  close(): Promise<void>;
}

async function databaseWithFiles(): Promise<Target> {
  if (PG_URL) {
    const database = await createEmptyPostgresDatabase(PG_URL);
    await migrateAndSeed(database);
    const [{ dir, oid }] = (await rowsOf<{ dir: string; oid: number }>(
      database.db,
      sql`select current_setting('data_directory') as "dir", oid::int as "oid"
          from pg_database where datname = current_database()`,
    )) as [{ dir: string; oid: number }];
    return {
      database,
      files: async () => [
        ...filesUnder(path.join(dir, 'base', String(oid))),
        ...filesUnder(path.join(dir, 'pg_wal')),
      ],
      close: () => database.close(),
    };
  }
  const dir = fs.mkdtempSync(path.join(temp, 'data-'));
  const database = await openPglite(dir);
  await migrateAndSeed(database);
  return { database, files: async () => filesUnder(dir), close: () => database.close() };
}

/** The files (relative to nothing: their full paths) that hold any of `marks`, as UTF-8 bytes. */
async function filesHolding(target: Target, marks: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await target.files()) {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch (err) {
      // the database removes old files as it goes
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    for (const mark of marks) if (bytes.includes(Buffer.from(mark))) found.push(`${mark} @ ${file}`);
  }
  return found;
}

/** A site on the target whose current class has a seat, a report and a review, all marked; then a new class. */
async function markedClass(target: Target) {
  const mark = `Qz${crypto.randomBytes(4).toString('hex')}`;
  const marks = {
    seat: `${mark}seat Oakes`,
    reporter: `${mark}reporter Han`,
    terms: `${mark}terms 보너스 지급`,
    condition: `${mark}condition`,
    comments: `${mark}comment 강사님 최고`,
  };
  const config = testConfig({ rateLimit: false });
  await setAdminCredentials(
    target.database.db,
    ADMIN.email,
    ADMIN.password,
    ADMIN.name,
    config.passwordHashCost,
  );
  const { logger, lines } = capturedLogs();
  const site = createApp({ database: target.database, config, logger, clientDist: '/nonexistent' });
  const admin = request.agent(site.app);
  await admin.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
  const { code } = (await admin.get(classJoinUrl).expect(200)).body.data as { code: string };
  await request(site.app).post(seatsUrl).send({ name: marks.seat, lang: 'en', code }).expect(201);
  await request(site.app)
    .post('/api/sims/qos/submit')
    .send({
      yeji_agent_name: marks.reporter,
      studio_counterpart_name: 'Yoo',
      no_agreement: false,
      amount_paid: 150_000_000,
      additional_terms: `${marks.terms}; ${marks.condition}`,
    })
    .expect(201);
  await request(site.app)
    .post('/api/feedback/submit')
    .send({ rating: 9, comments: marks.comments })
    .expect(201);
  await admin.post('/api/classes').send({ name: 'The class after' }).expect(201);
  const doomed = ((await admin.get('/api/classes').expect(200)).body.data as CourseClass[])[1]!;
  // what is written is in the files: the search finds it
  await target.database.db.execute(sql`checkpoint`);
  expect((await filesHolding(target, Object.values(marks))).length).toBeGreaterThan(0);
  lines.length = 0;
  return { site, admin, doomed, logger, lines, marks: Object.values(marks) };
}

/** The cleanup's one log line, parsed, after checking it holds none of the marks. */
function cleanupLine(lines: string[], marks: string[]) {
  const found = lines.filter((l) => l.includes('made unrecoverable from the database files'));
  expect(found).toHaveLength(1);
  for (const mark of marks) expect(found[0]).not.toContain(mark);
  return JSON.parse(found[0]!) as Record<string, unknown>;
}

// Each case rewrites tables and writes over the WAL (16 MB a segment): seconds, more on a busy machine.
describe('after a class is deleted or its data destroyed, its files', { timeout: 240_000 }, () => {
  it('hold none of its names and free text once the cleanup has run (a class deleted now)', async () => {
    const target = await databaseWithFiles();
    try {
      const { site, admin, doomed, lines, marks } = await markedClass(target);
      await admin.delete(`/api/classes/${doomed.id}`).send({ confirmName: doomed.name }).expect(200);
      // the request does not wait for the cleanup; a stop (or SCRUB_DELAY_MS) runs it
      expect(lines.some((l) => l.includes('made unrecoverable'))).toBe(false);
      site.close();
      await site.finish();

      expect(await filesHolding(target, marks)).toEqual([]);
      const line = cleanupLine(lines, marks);
      expect(line.tables).toEqual(expect.arrayContaining(['classes', 'feedback', 'results', 'seats']));
      expect(line).toMatchObject({ statistics: true, walKept: 0 });
      expect(line.walRounds).toBeGreaterThanOrEqual(3);
    } finally {
      await target.close();
    }
  });

  it('hold none of its names and free text once the cleanup has run (its retention ran out)', async () => {
    const target = await databaseWithFiles();
    try {
      const { site, admin, doomed, logger, lines, marks } = await markedClass(target);
      const patched = await admin.patch(`/api/classes/${doomed.id}`).send({ retentionDays: 1 }).expect(200);
      const later = new Date(new Date(patched.body.data.endedAt as string).getTime() + 2 * 86_400_000);
      const scrubber = createScrubber(target.database, logger);
      expect(await destroyExpiredPersonalData(target.database.db, logger, later, scrubber)).toEqual([
        doomed.id,
      ]);
      await scrubber.flush();
      site.close();

      expect(await filesHolding(target, marks)).toEqual([]);
      const line = cleanupLine(lines, marks);
      expect(line.tables).toEqual(expect.arrayContaining(['feedback', 'results', 'seats']));
    } finally {
      await target.close();
    }
  });
});
