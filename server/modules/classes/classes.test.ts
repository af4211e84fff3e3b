import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMessages, type CourseClass } from '@shared/contracts/classes';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
});
afterAll(() => t.close());

const casting = (name: string) => ({
  yeji_agent_name: name,
  studio_counterpart_name: 'Studio',
  no_agreement: false,
  amount_paid: 100_000_000,
});
const report = (name: string) => request(t.app).post('/api/sims/qos/submit').send(casting(name));
const listed = async (query = '') => {
  const res = await admin.get(`/api/sims/qos/results${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { yejiAgentName: string; classId: number; isHidden?: boolean; id: number }[];
};
const names = (rows: { yejiAgentName: string }[]) => rows.map((r) => r.yejiAgentName).sort();
const classes = async () => (await admin.get('/api/classes')).body.data as CourseClass[];
const start = (body: object) => admin.post('/api/classes').send(body);

describe('classes', () => {
  it('are for the instructor only and never cached', async () => {
    expect((await request(t.app).get('/api/classes')).status).toBe(401);
    expect((await request(t.app).post('/api/classes').send({ name: 'X' })).status).toBe(401);
    expect((await request(t.app).patch('/api/classes/1').send({ name: 'X' })).status).toBe(401);
    const res = await admin.get('/api/classes');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('start with one current class on a new database', async () => {
    const [only, ...rest] = await classes();
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ name: 'Class 1', isCurrent: true, endedAt: null });
  });

  it('keep results and feedback apart: before a new class in the old one, after it in the new one', async () => {
    expect((await report('Before')).status).toBe(201);
    await request(t.app).post('/api/feedback/submit').send({ rating: 10 }).expect(201);
    const [first] = await classes();

    const res = await start({ name: '  Hyundai Card cohort 7, 3 Dec  ' });
    expect(res.status).toBe(201);
    const second = res.body.data as CourseClass;
    expect(second).toMatchObject({ name: 'Hyundai Card cohort 7, 3 Dec', isCurrent: true, endedAt: null });
    expect(second.counts).toEqual({
      results: { queenOfSorrows: 0, queenOfSorrowsNoDeal: 0, shinhwaDaesung: 0 },
      feedback: 0,
      recommendScore: null,
      tariffGames: 0,
    });

    expect((await report('After')).status).toBe(201);
    expect(names(await listed())).toEqual(['After']);
    expect(names(await listed('?class=current'))).toEqual(['After']);
    expect(names(await listed(`?class=${first!.id}`))).toEqual(['Before']);
    const all = await listed('?class=all');
    expect(names(all)).toEqual(['After', 'Before']);
    expect(all.find((r) => r.yejiAgentName === 'Before')!.classId).toBe(first!.id);
    expect(all.find((r) => r.yejiAgentName === 'After')!.classId).toBe(second.id);

    const feedbackNow = await admin.get('/api/feedback');
    expect(feedbackNow.body.data).toEqual([]);
    const feedbackThen = await admin.get(`/api/feedback?class=${first!.id}`);
    expect(feedbackThen.body.data).toEqual([expect.objectContaining({ rating: 10, classId: first!.id })]);

    const list = await classes();
    expect(list.map((c) => [c.name, c.isCurrent])).toEqual([
      ['Hyundai Card cohort 7, 3 Dec', true],
      ['Class 1', false],
    ]);
    expect(list[1]!.endedAt).toBe(list[0]!.startedAt);
    expect(list[1]!.counts).toEqual({
      results: { queenOfSorrows: 1, queenOfSorrowsNoDeal: 0, shinhwaDaesung: 0 },
      feedback: 1,
      recommendScore: 100,
      tariffGames: 0,
    });

    const dashboard = (await admin.get('/api/admin/dashboard')).body.data as DashboardFigures;
    expect(dashboard.currentClass).toMatchObject({ id: second.id, name: 'Hyundai Card cohort 7, 3 Dec' });
    expect(dashboard.results.bySimulation.queenOfSorrows).toEqual({ total: 1, hidden: 0 });
    expect(dashboard.feedback).toEqual({ active: 0, archived: 0 });
  });

  it('cannot be chosen by a client: a report or feedback naming a class is refused', async () => {
    const [, earlier] = await classes();
    for (const extra of [{ class_id: earlier!.id }, { classId: earlier!.id }]) {
      const res = await request(t.app)
        .post('/api/sims/qos/submit')
        .send({ ...casting('Chooser'), ...extra });
      expect(res.status).toBe(400);
      const fb = await request(t.app)
        .post('/api/feedback/submit')
        .send({ rating: 5, ...extra });
      expect(fb.status).toBe(400);
    }
    expect((await listed('?class=all')).some((r) => r.yejiAgentName === 'Chooser')).toBe(false);
  });

  it('refuse a bad class filter with 400 and an unknown class with 404', async () => {
    for (const bad of ['latest', '0', '-1', '1.5', 'x'.repeat(20)]) {
      const res = await admin.get(`/api/sims/qos/results?class=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ success: false, message: classMessages.badFilter });
    }
    const unknown = await admin.get('/api/sims/qos/results?class=9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: classMessages.notFound });
    expect((await admin.get('/api/feedback?class=9999')).status).toBe(404);
  });

  it('put each of many reports sent while a class starts into exactly one class', async () => {
    const before = (await listed('?class=all')).length;
    const sends = Array.from({ length: 30 }, (_, i) => report(`Race ${i}`));
    const started = start({ name: 'Race class' });
    const answers = await Promise.all(sends);
    expect((await started).status).toBe(201);
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    const all = await listed('?class=all');
    expect(all).toHaveLength(before + 30);
    const raced = all.filter((r) => r.yejiAgentName.startsWith('Race '));
    const list = await classes();
    const [raceClass, previous] = list;
    expect(raceClass!.name).toBe('Race class');
    expect(raced.every((r) => r.classId === raceClass!.id || r.classId === previous!.id)).toBe(true);
    expect(list.filter((c) => c.isCurrent)).toHaveLength(1);
  });

  it('start one after the other when two starts arrive at once: one current class, the other ended', async () => {
    const [a, b] = await Promise.all([start({ name: 'Twin A' }), start({ name: 'Twin B' })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const list = await classes();
    expect(list.filter((c) => c.isCurrent)).toHaveLength(1);
    expect(
      list
        .slice(0, 2)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Twin A', 'Twin B']);
    expect(list[1]!.endedAt).not.toBeNull();
  });

  it('can close every simulation to students as the class starts', async () => {
    const res = await start({ name: 'Closed start', closeSimulations: true });
    expect(res.status).toBe(201);
    const settings = (await request(t.app).get('/api/visibility/simulations')).body as Record<
      string,
      { isAccessible: boolean }
    >;
    expect(Object.values(settings).every((s) => !s.isAccessible)).toBe(true);
    expect((await report('Too early')).status).toBe(403);
    for (const key of Object.keys(settings))
      await admin.patch(`/api/visibility/simulations/${key}`).send({ isAccessible: true }).expect(200);
  });

  it('refuse a bad name, and rename a class', async () => {
    for (const [body, message] of [
      [{ name: '   ' }, classMessages.nameRequired],
      [{ name: 'x'.repeat(101) }, classMessages.nameTooLong],
      [{}, 'Class name must be text.'],
      [{ name: 'A', extra: 1 }, 'extra'],
    ] as const) {
      const res = await start(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const [current] = await classes();
    const renamed = await admin.patch(`/api/classes/${current!.id}`).send({ name: 'Samsung SDS, 10 Dec' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      id: current!.id,
      name: 'Samsung SDS, 10 Dec',
      isCurrent: true,
    });
    expect((await admin.patch('/api/classes/9999').send({ name: 'Nobody' })).status).toBe(404);
    expect((await admin.patch('/api/classes/abc').send({ name: 'Nobody' })).status).toBe(404);
    expect((await admin.patch(`/api/classes/${current!.id}`).send({ name: '' })).status).toBe(400);
  });

  it('refuse direction controls that could disguise a name in tables and CSVs, naming the field', async () => {
    const before = (await classes()).map((c) => c.name);
    const [current] = await classes();
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      for (const res of [
        await start({ name: `Cohort ${control}7 ceD 3` }),
        await admin.patch(`/api/classes/${current!.id}`).send({ name: `${control}Renamed` }),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({
          name: [
            expect.stringMatching(/^Class name contains an invisible character that changes the direction/),
          ],
        });
      }
    }
    expect((await classes()).map((c) => c.name)).toEqual(before);
  });

  it('trim a tab pasted with the name from a spreadsheet', async () => {
    const [current] = await classes();
    const res = await admin.patch(`/api/classes/${current!.id}`).send({ name: '\tKia cohort 2\t' });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Kia cohort 2');
  });
});

describe('undoable hide', () => {
  it('unhides with {isHidden: false}, and lists hidden rows, marked, with hidden=include', async () => {
    const { body } = await report('Mis-click');
    const id = body.data.id as number;
    expect((await admin.patch(`/api/sims/qos/results/${id}/hide`).send({})).body.data).toEqual({
      id,
      isHidden: true,
    });
    expect((await listed()).some((r) => r.id === id)).toBe(false);
    const withHidden = await listed('?hidden=include');
    expect(withHidden.find((r) => r.id === id)).toMatchObject({ isHidden: true });
    expect(withHidden.every((r) => typeof r.isHidden === 'boolean')).toBe(true);

    const undo = await admin.patch(`/api/sims/qos/results/${id}/hide`).send({ isHidden: false });
    expect(undo.status).toBe(200);
    expect(undo.body.data).toEqual({ id, isHidden: false });
    expect((await listed()).find((r) => r.id === id)).toBeDefined();
    expect((await listed()).every((r) => r.isHidden === undefined)).toBe(true);
    expect((await admin.patch(`/api/sims/qos/results/${id}/hide`).send({ isHidden: 'no' })).status).toBe(400);
  });
});
