import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endClassUrl, type CourseClass } from '@shared/contracts/classes';
import { DASHBOARD_URL, type DashboardFigures } from '@shared/contracts/dashboard';
import { debriefUrls } from '@shared/contracts/debrief';
import { dealUrls } from '@shared/contracts/deal';
import { feedbackUrls } from '@shared/contracts/feedback-config';
import { pairingUrls, type AssignmentView } from '@shared/contracts/pairing';
import {
  classJoinUrl,
  joinClassUrl,
  mySeatExportUrl,
  mySeatUrl,
  seatMessages,
  seatsUrl,
  type ClassJoin,
} from '@shared/contracts/seats';
import { tariffUrls } from '@shared/contracts/tariff-config';
import { createTestContext, type TestContext } from './test/harness';
import { pairedClass, type Student } from './test/deal-helpers';

/**
 * End class on its own (POST /api/classes/current/end): afterwards no class is current until the next
 * starts. Every write that needs a class answers 409 "No class is running" in the request's language (never
 * a 500), the instructor's lists of the current class are empty, and an ended class's seat keeps its own
 * debrief and data.
 */

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
let students: Student[];
let code: string;
let draftId: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  ({ students } = await pairedClass(t, admin, 2, { prefix: 'Ending', lang: (i) => (i === 2 ? 'ko' : 'en') }));
  code = ((await admin.get(classJoinUrl)).body.data as ClassJoin).code;
  const draft = await admin
    .post(pairingUrls('queenOfSorrows').assignments)
    .send({ seatIds: students.map((s) => s.seat.id), odd: 'trio' });
  expect(draft.status).toBe(201);
  draftId = (draft.body.data as AssignmentView).id;
  expect((await admin.post(debriefUrls('queenOfSorrows').release).send({ released: true })).status).toBe(200);
});
afterAll(() => t.close());

const en = seatMessages.en.noClass;
const ko = seatMessages.ko.noClass;
const casting = {
  yeji_agent_name: 'Kim',
  studio_counterpart_name: 'Studio',
  no_agreement: false,
  amount_paid: 1,
};
const legalFee = {
  shinhwa_associate_name: 'Lee',
  daesung_gc_name: 'Park',
  no_agreement: false,
  amount_paid: 1,
};

describe('End class', () => {
  it('is for the instructor only', async () => {
    expect((await request(t.app).post(endClassUrl)).status).toBe(401);
    expect((await students[0]!.agent.post(endClassUrl)).status).toBe(401);
  });

  it('ends the current class: 200 with it, then none is current; a second End class is 409', async () => {
    const res = await admin.post(endClassUrl);
    expect(res.status).toBe(200);
    expect(res.body.data as CourseClass).toMatchObject({ name: 'Ending cohort', isCurrent: false });
    const all = (await admin.get('/api/classes')).body.data as CourseClass[];
    expect(all.filter((c) => c.isCurrent)).toEqual([]);

    const again = await admin.post(endClassUrl);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(en);
  });

  it('every write that needs a class answers 409 "No class is running", never 500', async () => {
    const anyone = request(t.app);
    const writes: Array<[string, () => request.Test]> = [
      ['result (qos)', () => anyone.post('/api/sims/qos/submit').send(casting)],
      ['result (svd)', () => anyone.post('/api/sims/svd/submit').send(legalFee)],
      ['feedback', () => anyone.post(feedbackUrls.submit).send({ rating: 9 })],
      ['join a seat', () => anyone.post(seatsUrl).send({ name: 'Late', lang: 'en', code })],
      ['join form', () => anyone.get(`${joinClassUrl}?code=${code}`)],
      ['tariff game', () => admin.post(tariffUrls.games).send({ teamSize: 2 })],
      [
        'pairing draft',
        () =>
          admin
            .post(pairingUrls('queenOfSorrows').assignments)
            .send({ seatIds: students.map((s) => s.seat.id), odd: 'trio' }),
      ],
      ['pairing publish', () => admin.post(pairingUrls('queenOfSorrows').publish(draftId))],
      ['debrief release', () => admin.post(debriefUrls('queenOfSorrows').release).send({ released: false })],
      ['join open', () => admin.patch(classJoinUrl).send({ joinOpen: false })],
      ['new join code', () => admin.patch(classJoinUrl).send({ newCode: true })],
      ['class timer', () => admin.put('/api/class-timer').send({ label: 'Preparation', seconds: 600 })],
      ['class timer change', () => admin.patch('/api/class-timer').send({ action: 'pause' })],
    ];
    for (const [what, write] of writes) {
      const res = await write();
      expect([what, res.status, res.body.message]).toEqual([what, 409, en]);
    }
  });

  it("answers in the student's language: the join's, the page's, or the browser's", async () => {
    const joined = await request(t.app).post(seatsUrl).send({ name: '예지', lang: 'ko', code });
    expect([joined.status, joined.body.message, joined.body.errors]).toEqual([409, ko, { code: [ko] }]);
    const form = await request(t.app).get(`${joinClassUrl}?code=${code}&lang=ko`);
    expect([form.status, form.body.message]).toEqual([409, ko]);
    const feedback = await request(t.app)
      .post(feedbackUrls.submit)
      .set('Accept-Language', 'ko-KR,ko;q=0.9,en;q=0.5')
      .send({ rating: 9 });
    expect([feedback.status, feedback.body.message]).toEqual([409, ko]);
  });

  it("the instructor's pages answer with no class: no join code, empty lists of the current class", async () => {
    expect((await admin.get(classJoinUrl)).body).toEqual({ success: true, data: null });
    const dashboard = await admin.get(DASHBOARD_URL);
    expect(dashboard.status).toBe(200);
    const figures = dashboard.body.data as DashboardFigures;
    expect(figures.currentClass).toBeNull();
    expect(figures.results.total).toBe(0);
    for (const url of [
      '/api/sims/qos/results?class=current',
      '/api/sims/qos/results',
      `${feedbackUrls.list}?class=current`,
      `${seatsUrl}?class=current`,
      tariffUrls.games,
    ]) {
      const res = await admin.get(url);
      expect([url, res.status]).toEqual([url, 200]);
      if (Array.isArray(res.body.data)) expect([url, res.body.data]).toEqual([url, []]);
    }
    const urls = debriefUrls('queenOfSorrows');
    expect((await admin.get(urls.release)).body.data).toEqual({ released: false });
    for (const filter of ['current', 'all']) {
      const res = await admin.get(`${urls.data}?class=${filter}`);
      expect([filter, res.status]).toEqual([filter, 200]);
    }
    expect((await admin.get(dealUrls('queenOfSorrows').pairs)).status).toBeLessThan(500);
  });

  it("an ended class's seat keeps its own debrief and its data; its writes say the class ended", async () => {
    const [first, second] = students as [Student, Student];
    expect((await first.agent.get(debriefUrls('queenOfSorrows').myDebrief)).status).toBe(200);
    expect((await second.agent.get(mySeatExportUrl)).status).toBe(200);
    const me = await second.agent.get(mySeatUrl);
    expect([me.status, me.body.message]).toEqual([410, seatMessages.ko.classEnded]);
    const plan = await first.agent
      .put(dealUrls('queenOfSorrows').myPlan)
      .send({ target: 1, walkAway: 1, firstOffer: 1 });
    expect(plan.status).toBeLessThan(500);
    expect(plan.status).not.toBe(200);
  });

  it('starting a class after it works as before: results go to the new class', async () => {
    const res = await admin.post('/api/classes').send({ name: 'Next morning' });
    expect(res.status).toBe(201);
    expect((await request(t.app).post('/api/sims/qos/submit').send(casting)).status).toBe(201);
    const join = (await admin.get(classJoinUrl)).body.data as ClassJoin;
    expect(join.code).not.toBe(code);
    const seat = await request(t.app).post(seatsUrl).send({ name: 'Early', lang: 'en', code: join.code });
    expect(seat.status).toBe(201);
  });
});
