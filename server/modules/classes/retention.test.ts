import { getTableName, sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classJoinUrl, mySeatExportUrl, seatsUrl, type ClassJoin } from '@shared/contracts/seats';
import type { CourseClass } from '@shared/contracts/classes';
import { NOT_PERSONAL, PERSONAL_DATA } from '../../db/personal-data';
import * as schema from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { destroyExpiredPersonalData } from './retention';

vi.setConfig({ testTimeout: 60_000 });

/** The data lifecycle: retention per class, its automatic destruction, deleting a class, a seat's own data. */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });

/** Every row of every table, as text: what "nothing personal is left" is checked against. */
async function everyTableAsText(): Promise<string> {
  const tables = Object.values(schema).filter(
    (v) => v && typeof v === 'object' && Symbol.for('drizzle:IsDrizzleTable') in v,
  );
  const parts: string[] = [];
  for (const table of tables as (typeof schema.seats)[])
    parts.push(JSON.stringify(await t.database.db.select().from(table)));
  return parts.join('\n');
}

/** A class with two seated students, a result with both names, and feedback with a name and comments. */
async function fillClass(marker: string) {
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const a = request.agent(t.app);
  expect((await a.post(seatsUrl).send({ name: `${marker} 김지수`, lang: 'ko', code })).status).toBe(201);
  expect(
    (
      await request(t.app)
        .post(seatsUrl)
        .send({ name: `${marker} Lee`, lang: 'en', code })
    ).status,
  ).toBe(201);
  await request(t.app)
    .post('/api/sims/qos/submit')
    .send({
      yeji_agent_name: `${marker} Agent`,
      studio_counterpart_name: `${marker} Studio`,
      no_agreement: false,
      amount_paid: 150_000_000,
      additional_terms: 'Top billing',
    })
    .expect(201);
  await request(t.app)
    .post('/api/feedback/submit')
    .send({
      name: `${marker} Reviewer`,
      rating: 9,
      comments: `${marker} liked it`,
      favoritePart: `${marker} debrief`,
    })
    .expect(201);
  return a;
}

const currentClass = async () =>
  ((await admin.get('/api/classes')).body.data as CourseClass[]).find((c) => c.isCurrent)!;

describe('personal data is listed once', () => {
  it('every table of the schema says whether it holds personal data (a new table must be listed)', () => {
    const tables = Object.values(schema)
      .filter((v) => v && typeof v === 'object' && Symbol.for('drizzle:IsDrizzleTable') in v)
      .map((v) => getTableName(v as typeof schema.seats));
    const listed = [...Object.keys(PERSONAL_DATA), ...Object.keys(NOT_PERSONAL)];
    expect(tables.filter((name) => !listed.includes(name))).toEqual([]);
  });
});

describe('retention', () => {
  it("destroys a class's personal data once its retention has run out, and nothing else; the counts stay", async () => {
    await admin.post('/api/classes').send({ name: 'Retention cohort' }).expect(201);
    await fillClass('Zqxmarker');
    const old = await currentClass();
    await admin.post('/api/classes').send({ name: 'Next cohort' }).expect(201);
    await fillClass('Keepmarker');
    const patched = await admin.patch(`/api/classes/${old.id}`).send({ retentionDays: 30 });
    expect(patched.status).toBe(200);
    const ended = new Date(patched.body.data.endedAt as string);
    expect(patched.body.data.destroysPersonalDataAt).toBe(
      new Date(ended.getTime() + 30 * 86_400_000).toISOString(),
    );

    // a day before the end of the retention: nothing happens
    expect(
      await destroyExpiredPersonalData(t.database.db, silent, new Date(ended.getTime() + 29 * 86_400_000)),
    ).toEqual([]);
    expect(await everyTableAsText()).toContain('Zqxmarker');

    const due = await destroyExpiredPersonalData(
      t.database.db,
      silent,
      new Date(ended.getTime() + 31 * 86_400_000),
    );
    expect(due).toEqual([old.id]);
    const everything = await everyTableAsText();
    expect(everything).not.toContain('Zqxmarker');
    expect(everything).toContain('Keepmarker'); // the current class is untouched
    const after = ((await admin.get('/api/classes')).body.data as CourseClass[]).find(
      (c) => c.id === old.id,
    )!;
    expect(after.name).toBe('Retention cohort');
    expect(after.counts.results.queenOfSorrows).toBe(1);
    expect(after.counts.feedback).toBe(1);
    expect(after.personalDataDestroyedAt).not.toBeNull();
    // the numbers stay for the cross-class comparison; the free text goes with the names
    const [kept] = (
      (await t.database.db.execute(
        sql`select amount_paid::text as amount, additional_terms from results where class_id = ${old.id}`,
      )) as unknown as { rows: { amount: string; additional_terms: string }[] }
    ).rows;
    expect(kept).toEqual({ amount: '150000000.00', additional_terms: '' });
    // a second run finds nothing to do
    expect(
      await destroyExpiredPersonalData(t.database.db, silent, new Date(ended.getTime() + 40 * 86_400_000)),
    ).toEqual([]);
  });

  it('0 days keeps the data until the class is deleted; the retention is 0 to 3650 days', async () => {
    const current = await currentClass();
    await admin.post('/api/classes').send({ name: 'Keep forever cohort' }).expect(201);
    const kept = await admin.patch(`/api/classes/${current.id}`).send({ retentionDays: 0 });
    expect(kept.body.data.destroysPersonalDataAt).toBeNull();
    expect(
      await destroyExpiredPersonalData(t.database.db, silent, new Date(Date.now() + 5_000 * 86_400_000)),
    ).not.toContain(current.id);
    for (const retentionDays of [-1, 3651, 1.5, '30'])
      expect((await admin.patch(`/api/classes/${current.id}`).send({ retentionDays })).status).toBe(400);
  });
});

describe('deleting a class', () => {
  it('needs the class name typed, refuses the current class, then deletes everything of it', async () => {
    await fillClass('Deletemarker');
    const doomed = await currentClass();
    expect((await admin.delete(`/api/classes/${doomed.id}`).send({ confirmName: doomed.name })).status).toBe(
      400,
    );
    await admin.post('/api/classes').send({ name: 'After the deleted one' }).expect(201);
    expect((await admin.delete(`/api/classes/${doomed.id}`).send({ confirmName: 'Wrong name' })).status).toBe(
      400,
    );
    expect(
      (await request(t.app).delete(`/api/classes/${doomed.id}`).send({ confirmName: doomed.name })).status,
    ).toBe(401);
    const res = await admin.delete(`/api/classes/${doomed.id}`).send({ confirmName: doomed.name });
    expect(res.status).toBe(200);
    expect(res.body.data.deleted).toMatchObject({ seats: 2, results: 1, feedback: 1 });
    expect(await everyTableAsText()).not.toContain('Deletemarker');
    expect(((await admin.get('/api/classes')).body.data as CourseClass[]).map((c) => c.id)).not.toContain(
      doomed.id,
    );
    expect((await admin.delete(`/api/classes/${doomed.id}`).send({ confirmName: doomed.name })).status).toBe(
      404,
    );
  });
});

describe("a student's own data", () => {
  it('downloads everything stored for the seat as a JSON file; nobody else can', async () => {
    const student = await fillClass('Exportmarker');
    const res = await student.get(mySeatExportUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.seat).toMatchObject({
      name: 'Exportmarker 김지수',
      lang: 'ko',
      className: expect.any(String),
    });
    expect(res.body.devices).toBe(1);
    expect((await request(t.app).get(mySeatExportUrl)).status).toBe(401);
  });

  it('leaving with erase deletes the seat and everything of it', async () => {
    const student = await fillClass('Erasemarker');
    expect((await student.delete('/api/seats/me').query({ erase: 'true' })).status).toBe(200);
    expect(await everyTableAsText()).not.toContain('Erasemarker 김지수');
    expect((await student.get(mySeatExportUrl)).status).toBe(401);
  });
});
