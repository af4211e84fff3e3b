import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { researchExportUrl, type CourseClass } from '@shared/contracts/classes';
import { pairingUrls, type AssignmentView, type NewRoundAnswer } from '@shared/contracts/pairing';
import { dealUrls } from '@shared/contracts/deal';
import { classJoinUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import { createTestContext, type TestContext } from '../../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/** The research export: a class's numbers under random ids, never a name, free text only when asked. */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
let classId: number;
let seatIds: number[];
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  seatIds = [];
  for (const name of ['Namemarker Kim', 'Namemarker 이', 'Namemarker Park', 'Namemarker Choi'])
    seatIds.push(
      ((await request(t.app).post(seatsUrl).send({ name, lang: 'ko', code })).body.data as MySeat).id,
    );
  const draft = (await admin.post(pairingUrls('queenOfSorrows').assignments).send({ seatIds })).body
    .data as AssignmentView;
  await admin.post(pairingUrls('queenOfSorrows').publish(draft.id)).expect(200);
  await request(t.app)
    .post('/api/sims/qos/submit')
    .send({
      yeji_agent_name: 'Namemarker Agent',
      studio_counterpart_name: 'Namemarker Studio',
      no_agreement: false,
      amount_paid: 150_000_000,
      additional_terms: 'Termsmarker billing',
    })
    .expect(201);
  await request(t.app)
    .post('/api/feedback/submit')
    .send({ name: 'Namemarker Reviewer', rating: 8, comments: 'Commentmarker', favoritePart: 'Debrief' })
    .expect(201);
  classId = ((await admin.get('/api/classes')).body.data as CourseClass[]).find((c) => c.isCurrent)!.id;
});
afterAll(() => t.close());

const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((l) => l.split(','));

describe('the research export', () => {
  it('has every seat, assignment, result and feedback entry under random ids, and no name', async () => {
    const res = await admin.get(researchExportUrl(classId));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.text).not.toContain('Namemarker');
    expect(res.text).not.toContain('Termsmarker');
    expect(res.text).not.toContain('Commentmarker');
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual([
      'record',
      'id',
      'simulation',
      'round',
      'role',
      'table',
      'language',
      'no_agreement',
      'amount',
      'rating',
      'text',
      'date',
    ]);
    const of = (record: string) => rows.filter((r) => r[0] === record);
    expect(of('seat')).toHaveLength(4);
    expect(of('assignment')).toHaveLength(4);
    expect(of('result')).toHaveLength(1);
    expect(of('feedback')).toHaveLength(1);
    // a report from the form: round 1
    expect(of('result')[0]!.slice(2, 4)).toEqual(['queenOfSorrows', '1']);
    expect(of('result')[0]!.slice(7, 9)).toEqual(['false', '150000000']);
    expect(of('assignment').map((r) => r[3])).toEqual(['1', '1', '1', '1']);
    // a seat's assignments carry its id; no id is a database id
    const seatIdsInCsv = new Set(of('seat').map((r) => r[1]));
    for (const a of of('assignment')) expect(seatIdsInCsv.has(a[1])).toBe(true);
    for (const r of rows) expect(r[1]).toMatch(/^[SRF]-[0-9a-f]{8}$/);
  });

  it('draws a new set of ids each time; free text only when asked', async () => {
    const a = rowsOf((await admin.get(researchExportUrl(classId))).text).filter((r) => r[0] === 'seat');
    const b = rowsOf((await admin.get(researchExportUrl(classId))).text).filter((r) => r[0] === 'seat');
    expect(a.map((r) => r[1]).filter((id) => b.some((x) => x[1] === id))).toEqual([]);
    const withText = (await admin.get(researchExportUrl(classId, true))).text;
    expect(withText).toContain('Termsmarker billing');
    expect(withText).toContain('Commentmarker');
    expect(withText).not.toContain('Namemarker');
  });

  it('is the instructor’s only: 401 signed out, 404 for no such class', async () => {
    expect((await request(t.app).get(researchExportUrl(classId))).status).toBe(401);
    expect((await admin.get(researchExportUrl(99_999))).status).toBe(404);
  });
});

describe('the research export of a class that played a case twice', () => {
  it("lists each seat's place in every round, and each result with its round", async () => {
    const next = await admin.post(pairingUrls('queenOfSorrows').rounds).send({ mode: 'switch-roles' });
    expect(next.status).toBe(201);
    const { round, assignment } = next.body.data as NewRoundAnswer;
    expect(round).toBe(2);
    await admin.post(pairingUrls('queenOfSorrows').publish(assignment.id)).expect(200);
    await admin
      .put(`${dealUrls('queenOfSorrows').enter(1)}?round=2`)
      .send({ noAgreement: false, amount: 120_000_000, contingent: null, terms: {}, text: '' })
      .expect(200);

    const rows = rowsOf((await admin.get(researchExportUrl(classId))).text);
    const of = (record: string) => rows.filter((r) => r[0] === record);
    // id, round, role: each of the four seats in both rounds, in the other role the second time
    const places = of('assignment').map((r) => [r[1], r[3], r[4]]);
    expect(places).toHaveLength(8);
    for (const seat of of('seat')) {
      const mine = places.filter(([id]) => id === seat[1]);
      expect(mine.map(([, r]) => r).sort()).toEqual(['1', '2']);
      expect(new Set(mine.map(([, , role]) => role)).size).toBe(2);
    }
    expect(
      of('result')
        .map((r) => [r[3], r[8]])
        .sort(),
    ).toEqual([
      ['1', '150000000'],
      ['2', '120000000'],
    ]);
  });
});
