import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseClass } from '@shared/contracts/classes';
import { classJoinUrl, seatsUrl } from '@shared/contracts/seats';
import { tariffUrls, type TariffGameState } from '@shared/contracts/tariff';
import { createApp } from '../app';
import { FILLED_DISPUTE_NOTE, FILLED_PLAN_TEXTS, fillEveryKindOfRow } from '../test/every-kind-of-row';
import { rowsOf } from '../backup/queries';
import { testConfig } from '../config';
import { destroyExpiredPersonalData } from '../modules/classes/retention';
import { ADMIN } from '../test/harness';
import { createTestDatabase } from '../test/db';
import type { Database } from './client';
import { capturedLogs } from '../test/captured-logs';

/**
 * Nothing personal of a destroyed class is left in any table. A database holds every kind of row
 * (server/test/every-kind-of-row.ts) and more names and free text planted through the API; a class ends and
 * its personal data is destroyed (its retention ran out), or the class is deleted at once. Then every column
 * of every table the database has (read from its catalog, not from a list in the code) is searched for that
 * class's names and free text (a report's terms, an agreement's terms and contingent condition among them);
 * the other classes' are all still there, and so are the destroyed class's counts and numbers. The log line
 * says which class and how many rows of each table went, cascades included, and nothing a student wrote.
 */

/** The class the fill leaves current ("Hyundai Card cohort 7"): seats, a pair's deal, a Tariff Wars game. */
const DOOMED = {
  // from the fill: the seats' names, the plans' free text (a BATNA, a guess at their interests), a draft
  fill: [
    '김예지',
    'Minho "M" Lee',
    '지난 시즌 "시청률" \\ 15%',
    'Overseas sales?\n해외 판매는?',
    'line\nbreak',
    FILLED_DISPUTE_NOTE,
    FILLED_PLAN_TEXTS.batna,
    FILLED_PLAN_TEXTS.otherInterests,
  ],
  // planted here
  seat: 'Qzseat Oakes',
  feedback: { name: 'Qzfeed Reviewer', comments: 'Qzcomment: 강사님 최고', favoritePart: 'Qzfavourite part' },
  result: { reporter: 'Qzreporter Han', counterpart: 'Qzcounterpart Yoo', terms: 'Qzterms kept' },
};
const doomedStrings = [
  ...DOOMED.fill,
  DOOMED.seat,
  ...Object.values(DOOMED.feedback),
  DOOMED.result.reporter,
  DOOMED.result.counterpart,
];
/** Free text of the doomed class's results (the agreement's terms and condition, a report's terms). */
const doomedTerms = ['대본 리딩 🎬', '평균 시청률 10% 초과 시', DOOMED.result.terms];

/** The first class (the fill's results and feedback) and the class started after the doomed one. */
const KEPT = {
  first: ['김민지 "Minji"', 'Park \\ Jisoo', '이하나', '박지수', '좋았어요\n"great"'],
  next: [
    'Keepseat Quill',
    'Keepfeed Quill',
    'Keepcomment Quill',
    'Keepreporter Quill',
    'Keepcounterpart Quill',
  ],
};

/** A string as it is stored in a text column and as it reads inside a jsonb value (JSON-escaped). */
const forms = (s: string) => [...new Set([s, JSON.stringify(s).slice(1, -1)])];

/** Every value of every column of every table of the database, as text, with where it is. */
async function everyValue(database: Database): Promise<Array<{ at: string; value: string }>> {
  const columns = await rowsOf<{ schema: string; table: string; column: string }>(
    database.db,
    sql`select c.table_schema as "schema", c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2, c.ordinal_position`,
  );
  expect(columns.length).toBeGreaterThan(100);
  const values: Array<{ at: string; value: string }> = [];
  for (const { schema, table, column } of columns) {
    const rows = await rowsOf<{ v: string | null }>(
      database.db,
      sql`select ${sql.identifier(column)}::text as "v" from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    );
    for (const { v } of rows) if (v !== null) values.push({ at: `${table}.${column}`, value: v });
  }
  return values;
}

/** Where each of `strings` is found in the database: `string @ table.column`; empty when none is. */
async function whereFound(database: Database, strings: string[]): Promise<string[]> {
  const values = await everyValue(database);
  return strings.flatMap((s) =>
    values.filter(({ value }) => forms(s).some((f) => value.includes(f))).map(({ at }) => `${s} @ ${at}`),
  );
}

/** Which of `strings` are nowhere in the database. */
async function missing(database: Database, strings: string[]): Promise<string[]> {
  const values = await everyValue(database);
  return strings.filter((s) => !values.some(({ value }) => forms(s).some((f) => value.includes(f))));
}

/** The row count of every table the database has. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await rowsOf<{ table: string }>(
    database.db,
    sql`select table_name as "table" from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { table } of tables)
    counts[table] = (
      await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as "n" from ${sql.identifier(table)}`)
    )[0]!.n;
  return counts;
}

/** How many rows each table lost between two counts (tables that lost none left out). */
const lost = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(before)
      .filter((table) => before[table] !== after[table])
      .map((table) => [table, before[table]! - (after[table] ?? 0)]),
  );
const nonZero = (counts: Record<string, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n));

interface Filled {
  database: Database;
  app: Express;
  admin: ReturnType<typeof request.agent>;
  /** What the app logged, one JSON line each. */
  lines: string[];
  first: CourseClass;
  doomed: CourseClass;
  next: CourseClass;
  close(): Promise<void>;
}

/**
 * A database with every kind of row, more names and free text planted in the fill's current class (a seat
 * that locked a Tariff Wars choice, a named review, a named report), that class ended by a new one, and names
 * and free text in the new one; the app on it logs into `lines`.
 */
async function filledDatabase(): Promise<Filled> {
  const database = await createTestDatabase();
  await fillEveryKindOfRow(database);
  const { logger, lines } = capturedLogs();
  const site = createApp({
    database,
    config: testConfig({ rateLimit: false }),
    logger,
    clientDist: '/nonexistent',
  });
  const { app } = site;
  const admin = request.agent(app);
  await admin.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);

  const seatIn = async (name: string) => {
    const { code } = (await admin.get(classJoinUrl).expect(200)).body.data as { code: string };
    const student = request.agent(app);
    await student.post(seatsUrl).send({ name, lang: 'en', code }).expect(201);
    return student;
  };
  const report = (reporter: string, counterpart: string, terms: string) =>
    request(app)
      .post('/api/sims/qos/submit')
      .send({
        yeji_agent_name: reporter,
        studio_counterpart_name: counterpart,
        no_agreement: false,
        amount_paid: 123_456_789,
        additional_terms: terms,
      })
      .expect(201);

  // the doomed class: a seat that joins a Tariff Wars team and locks the round being played
  const student = await seatIn(DOOMED.seat);
  const game = (await admin.get(tariffUrls.current).expect(200)).body.data as TariffGameState;
  const team = game.teams.find((t) => !t.locked && t.devices === 0)!;
  await student.post(tariffUrls.join).send({ code: team.code }).expect(200);
  await student
    .post(tariffUrls.choice)
    .set('Idempotency-Key', 'planted-lock')
    .send({ round: game.currentRound, choice: 'High' })
    .expect(201);
  await request(app)
    .post('/api/feedback/submit')
    .send({ rating: 8, ...DOOMED.feedback })
    .expect(201);
  await report(DOOMED.result.reporter, DOOMED.result.counterpart, DOOMED.result.terms);

  await admin.post('/api/classes').send({ name: 'The class after' }).expect(201);
  const [seat, feedName, comment, reporter, counterpart] = KEPT.next;
  await seatIn(seat!);
  await request(app)
    .post('/api/feedback/submit')
    .send({ name: feedName, rating: 9, comments: comment })
    .expect(201);
  await report(reporter!, counterpart!, 'Keepterms');

  const classes = (await admin.get('/api/classes').expect(200)).body.data as CourseClass[];
  const [next, doomed, first] = classes; // newest first
  expect(doomed!.name).toBe('Hyundai Card cohort 7, 3 Dec');
  lines.length = 0;
  return {
    database,
    app,
    admin,
    lines,
    first: first!,
    doomed: doomed!,
    next: next!,
    close: async () => {
      site.close();
      await database.close();
    },
  };
}

const classById = async (f: Filled, id: number) =>
  ((await f.admin.get('/api/classes').expect(200)).body.data as CourseClass[]).find((c) => c.id === id);

/** The one log line with this message, parsed; and its raw text. */
function logLine(f: Filled, msg: string) {
  const found = f.lines.filter((line) => (JSON.parse(line) as { msg: string }).msg === msg);
  expect(found, msg).toHaveLength(1);
  return { raw: found[0]!, line: JSON.parse(found[0]!) as Record<string, unknown> };
}

describe("when a class's retention runs out", () => {
  let f: Filled;
  beforeAll(async () => {
    f = await filledDatabase();
  });
  afterAll(() => f.close());

  it('leaves nothing personal of that class in any column of any table; the other classes keep theirs', async () => {
    expect(
      await missing(f.database, [...doomedStrings, ...doomedTerms, ...KEPT.first, ...KEPT.next]),
    ).toEqual([]);
    const countsBefore = (await classById(f, f.doomed.id))!.counts;
    expect(countsBefore.results.queenOfSorrows).toBe(2); // the pair's agreement and a report
    expect(countsBefore.tariffGames).toBe(1);
    const rowsBefore = await rowCounts(f.database);

    const patched = await f.admin.patch(`/api/classes/${f.doomed.id}`).send({ retentionDays: 1 }).expect(200);
    const ended = new Date(patched.body.data.endedAt as string).getTime();
    const due = await destroyExpiredPersonalData(f.database.db, pino({ level: 'silent' }), new Date(ended));
    expect(due).toEqual([]); // not yet
    const logger = pino({ level: 'info' }, { write: (line: string) => void f.lines.push(line) });
    expect(await destroyExpiredPersonalData(f.database.db, logger, new Date(ended + 2 * 86_400_000))).toEqual(
      [f.doomed.id],
    );

    expect(await whereFound(f.database, [...doomedStrings, ...doomedTerms])).toEqual([]);
    expect(await missing(f.database, [...KEPT.first, ...KEPT.next])).toEqual([]);
    // the class keeps its name and counts, and its results their numbers, without names or free text
    const after = (await classById(f, f.doomed.id))!;
    expect(after.name).toBe('Hyundai Card cohort 7, 3 Dec');
    expect(after.counts).toEqual(countsBefore);
    const kept = await rowsOf<{ amount: string; contingent: string | null; text: string }>(
      f.database.db,
      sql`select amount_paid::text as "amount", contingent_amount::text as "contingent",
            reporter_name || counterpart_name || additional_terms || coalesce(contingent_condition, '') as "text"
          from results where class_id = ${f.doomed.id} order by amount_paid`,
    );
    expect(kept).toEqual([
      { amount: '123456789.00', contingent: null, text: '' },
      { amount: '150000000.00', contingent: '20000000.00', text: '' },
    ]);
    // the game stays (no names in it); the seat that locked a choice is gone from it
    const choices = await rowsOf<{ seat: number | null }>(
      f.database.db,
      sql`select c.seat_id as "seat" from tariff_choices c join tariff_games g on g.id = c.game_id
          where g.class_id = ${f.doomed.id}`,
    );
    expect(choices).toHaveLength(3);
    expect(choices.every((c) => c.seat === null)).toBe(true);

    // the log: which class, when, and how many rows of each table, the cascades included; nothing personal
    const { raw, line } = logLine(f, 'personal data destroyed: the retention period ended');
    expect(line).toMatchObject({ classId: f.doomed.id, at: new Date(ended + 2 * 86_400_000).toISOString() });
    const deleted = line.deleted as Record<string, number>;
    expect(nonZero(deleted)).toEqual(lost(rowsBefore, await rowCounts(f.database)));
    expect(deleted).toMatchObject({
      seats: 3,
      seat_devices: 4,
      plans: 2,
      survey_answers: 1,
      deal_drafts: 1,
      assignments: 1,
      deals: 1,
      agreement_versions: 2,
      dispute_notes: 1,
      // two seats in Tariff Wars teams, two at the negotiating table, whose pair is a group
      group_members: 4,
      groups: 1,
    });
    expect(line.emptied).toEqual({ feedback: 1, results: 2, tariff_choices: 2 });
    for (const s of [...doomedStrings, ...doomedTerms])
      for (const form of forms(s)) expect(raw).not.toContain(form);
  });
});

describe('when a class is deleted now', () => {
  let f: Filled;
  beforeAll(async () => {
    f = await filledDatabase();
  });
  afterAll(() => f.close());

  it('leaves nothing of it, its Tariff Wars game included, in any table; the other classes are untouched', async () => {
    expect(await missing(f.database, [...doomedStrings, ...doomedTerms])).toEqual([]);
    const firstBefore = await classById(f, f.first.id);
    const nextBefore = await classById(f, f.next.id);
    const rowsBefore = await rowCounts(f.database);

    const res = await f.admin
      .delete(`/api/classes/${f.doomed.id}`)
      .send({ confirmName: f.doomed.name })
      .expect(200);

    expect(await whereFound(f.database, [...doomedStrings, ...doomedTerms])).toEqual([]);
    expect(await missing(f.database, [...KEPT.first, ...KEPT.next])).toEqual([]);
    // no row of any table names the class any more
    const classColumns = await rowsOf<{ table: string }>(
      f.database.db,
      sql`select table_name as "table" from information_schema.columns
          where table_schema = current_schema() and column_name = 'class_id'`,
    );
    expect(classColumns.length).toBeGreaterThanOrEqual(8);
    for (const { table } of classColumns)
      expect(
        await rowsOf(
          f.database.db,
          sql`select 1 from ${sql.identifier(table)} where class_id = ${f.doomed.id}`,
        ),
        table,
      ).toEqual([]);
    expect(await classById(f, f.doomed.id)).toBeUndefined();
    expect(await classById(f, f.first.id)).toEqual(firstBefore);
    expect(await classById(f, f.next.id)).toEqual(nextBefore);

    // the answer and the log count every row that went, each table's, the game's rounds and teams included
    const lostRows = lost(rowsBefore, await rowCounts(f.database));
    expect(lostRows).toMatchObject({
      classes: 1,
      tariff_games: 1,
      tariff_rounds: 5,
      tariff_teams: 4,
      tariff_choices: 3,
      seats: 3,
      plans: 2,
      deals: 1,
      agreement_versions: 2,
      dispute_notes: 1,
      debrief_releases: 1,
    });
    expect(nonZero(res.body.data.deleted as Record<string, number>)).toEqual(lostRows);
    const { raw, line } = logLine(f, 'a class was deleted with everything in it');
    expect(line).toMatchObject({ classId: f.doomed.id, deleted: res.body.data.deleted });
    for (const s of [...doomedStrings, ...doomedTerms])
      for (const form of forms(s)) expect(raw).not.toContain(form);
  });
});
