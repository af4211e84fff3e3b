import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caseFiguresOf } from '@shared/case-figures';
import {
  CLASS_SCORES_MIN,
  debriefMessages,
  debriefUrls,
  type DebriefData,
  type DebriefFigures,
  type MyDebrief,
} from '@shared/contracts/debrief';
import { dealMessages } from '@shared/contracts/deal';
import { seatMessages } from '@shared/contracts/seats';
import { openEventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';
import { setReleased } from './repository';
import { publishTables, seatStudents, writePlan, writeSurvey, type Student } from '../../test/debrief-rows';

vi.setConfig({ testTimeout: 60_000 });

/**
 * The debrief's API: the instructor's data of every pair, the release switch, and each student's own
 * debrief, with every access rule (instructor, student, unseated, observer, another class; before and
 * after the release, and after it is withdrawn). The deal API's rows are written straight into the tables.
 */
const KEY = 'queenOfSorrows';
const urls = debriefUrls(KEY);
let t: TestContext;
let server: ListeningSite;
let admin: Awaited<ReturnType<TestContext['signIn']>>;

let earlier: Student[];
let s: Record<'a1' | 's1' | 'a2' | 's2' | 'a3' | 's3' | 'observer' | 'loner', Student>;
let earlierClassId: number;
let classId: number;

// figures no other field shares, so a JSON search for them finds only the field
const PLAN_A1 = { target: 181_000_000, walkAway: 51_000_000, firstOffer: 271_000_000 };
const PLAN_S1 = { target: 79_000_000, walkAway: 199_000_000, firstOffer: 61_000_000 };
const PLAN_A2 = { target: 183_000_000, walkAway: 53_000_000, firstOffer: 273_000_000 };
const SURVEY_A1 = { outcomeOwn: 6, processHeard: 5 };
const SURVEY_S1 = { outcomeOwn: 2, outcomeLost: 7, relationshipTrust: 3 };
/** Stored by an earlier class, on the survey's first version (twelve statements, other ids). */
const SURVEY_EARLIER = { outcome1: 6, outcome3: 2, self3: 1, relationship2: 3 };

beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  admin = await t.signIn();

  // an earlier class, with one final agreement
  await admin.post('/api/classes').send({ name: 'Earlier cohort' }).expect(201);
  earlier = await seatStudents(t, admin, [
    { name: 'Early Agent', lang: 'en' },
    { name: '이른 스튜디오', lang: 'ko' },
  ]);
  earlierClassId = earlier[0]!.seat.class.id;
  await publishTables(t.database.db, earlierClassId, KEY, [
    {
      table: 1,
      members: [
        { seat: earlier[0]!, role: 'agent' },
        { seat: earlier[1]!, role: 'studio' },
      ],
      deal: { agreement: { amount: 90_000_000 }, final: true },
    },
  ]);
  await writeSurvey(t.database.db, earlier[0]!, KEY, SURVEY_EARLIER);

  // this class: three tables (one still waiting for a confirmation), an observer, a student at no table
  await admin.post('/api/classes').send({ name: 'Debrief cohort' }).expect(201);
  const [a1, s1, a2, s2, a3, s3, observer, loner] = await seatStudents(t, admin, [
    { name: 'Kim Minji', lang: 'en' },
    { name: '이민호', lang: 'ko' },
    { name: 'Park Jisoo', lang: 'en' },
    { name: 'Choi Yuna', lang: 'en' },
    { name: '정하나', lang: 'ko' },
    { name: 'Oh Seojun', lang: 'en' },
    { name: 'Han Observer', lang: 'en' },
    { name: 'No Table', lang: 'en' },
  ]);
  s = { a1: a1!, s1: s1!, a2: a2!, s2: s2!, a3: a3!, s3: s3!, observer: observer!, loner: loner! };
  classId = a1!.seat.class.id;
  await publishTables(
    t.database.db,
    classId,
    KEY,
    [
      {
        table: 1,
        members: [
          { seat: s.a1, role: 'agent' },
          { seat: s.s1, role: 'studio' },
        ],
        deal: {
          firstOffer: { role: 'agent', amount: 300_000_000 },
          agreement: {
            amount: 120_000_000,
            contingent: { amount: 20_000_000, condition: 'rating above 10%' },
            terms: { schedule: 'family', billing: 'solo' },
          },
          final: true,
        },
      },
      {
        table: 2,
        members: [
          { seat: s.a2, role: 'agent' },
          { seat: s.s2, role: 'studio' },
        ],
        deal: {
          firstOffer: { role: 'studio', amount: 70_000_000 },
          agreement: { noAgreement: true, text: 'We could not agree' },
          final: true,
        },
      },
      {
        table: 3,
        members: [
          { seat: s.a3, role: 'agent' },
          { seat: s.s3, role: 'studio' },
        ],
        deal: { agreement: { amount: 150_000_000 }, final: false },
      },
    ],
    [{ seat: s.observer, table: 1 }],
  );
  await writePlan(t.database.db, s.a1, KEY, PLAN_A1);
  await writePlan(t.database.db, s.s1, KEY, PLAN_S1);
  await writePlan(t.database.db, s.a2, KEY, PLAN_A2);
  await writeSurvey(t.database.db, s.a1, KEY, SURVEY_A1);
  await writeSurvey(t.database.db, s.s1, KEY, SURVEY_S1);
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const get = (who: Student | null, url: string) => (who ? who.agent.get(url) : request(t.app).get(url));

describe("the instructor's debrief data", () => {
  it("is the instructor's alone: 401 to a visitor and to a seated student", async () => {
    expect((await get(null, urls.data)).status).toBe(401);
    const res = await get(s.a1, urls.data);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('plots final agreements only, lists the other tables apart, and names nobody', async () => {
    const res = await admin.get(urls.data);
    expect(res.status).toBe(200);
    const data = res.body.data as DebriefData;
    expect(data.classId).toBe(classId);
    expect(data.released).toBe(false);
    expect(data.earlier).toEqual([]);
    expect(data.unconfirmed).toEqual([{ table: 3, status: 'waiting' }]);
    expect(data.pairs).toEqual([
      {
        classId,
        round: 1,
        table: 1,
        noAgreement: false,
        amount: 120_000_000,
        firstOffer: { role: 'agent', amount: 300_000_000 },
        contingentAmount: 20_000_000,
        grantedTerms: ['schedule', 'billing'],
        students: [
          {
            role: 'agent',
            student: expect.any(Number),
            target: PLAN_A1.target,
            walkAway: PLAN_A1.walkAway,
            // these plans were stored before the plan asked for an estimate: none
            otherWalkAway: null,
            plannedFirstOffer: PLAN_A1.firstOffer,
            scores: {
              dimensions: { outcome: 6, self: null, process: 5, relationship: null },
              global: 5.5,
              answered: 2,
            },
          },
          {
            role: 'studio',
            student: expect.any(Number),
            target: PLAN_S1.target,
            walkAway: PLAN_S1.walkAway,
            otherWalkAway: null,
            plannedFirstOffer: PLAN_S1.firstOffer,
            // outcomeLost is asked the other way round: 7 counts as 1
            scores: {
              dimensions: { outcome: 1.5, self: null, process: null, relationship: 3 },
              global: 2,
              answered: 3,
            },
          },
        ],
      },
      {
        classId,
        round: 1,
        table: 2,
        noAgreement: true,
        amount: null,
        firstOffer: { role: 'studio', amount: 70_000_000 },
        contingentAmount: null,
        grantedTerms: [],
        students: [
          {
            role: 'agent',
            student: expect.any(Number),
            target: PLAN_A2.target,
            walkAway: PLAN_A2.walkAway,
            otherWalkAway: null,
            plannedFirstOffer: PLAN_A2.firstOffer,
            scores: null,
          },
          {
            role: 'studio',
            student: expect.any(Number),
            target: null,
            walkAway: null,
            otherWalkAway: null,
            plannedFirstOffer: null,
            scores: null,
          },
        ],
      },
    ]);
    const json = JSON.stringify(res.body);
    for (const name of ['Kim Minji', '이민호', 'Park Jisoo', 'Han Observer'])
      expect(json).not.toContain(name);
  });

  it('adds the earlier classes with ?class=all, and reads one class by its id', async () => {
    const all = (await admin.get(`${urls.data}?class=all`)).body.data as DebriefData;
    expect(all.classId).toBe(classId);
    expect(all.pairs.map((p) => p.table)).toEqual([1, 2]);
    expect(all.earlier).toEqual([
      expect.objectContaining({ classId: earlierClassId, table: 1, amount: 90_000_000 }),
    ]);
    // the earlier class answered the survey's first version: still scored, factor by factor (outcome3 and
    // self3 were worded the other way round: 2 counts as 6, 1 as 7)
    expect(all.earlier[0]!.students.find((x) => x.role === 'agent')!.scores).toEqual({
      dimensions: { outcome: 6, self: 7, process: null, relationship: 3 },
      global: 5.5,
      answered: 4,
    });
    const one = (await admin.get(`${urls.data}?class=${earlierClassId}`)).body.data as DebriefData;
    expect(one.classId).toBe(earlierClassId);
    expect(one.pairs.map((p) => p.amount)).toEqual([90_000_000]);
    expect(one.earlier).toEqual([]);
  });

  it('answers 400 for a bad class filter, 404 for an unknown class or a simulation without a debrief', async () => {
    expect((await admin.get(`${urls.data}?class=yesterday`)).status).toBe(400);
    expect((await admin.get(`${urls.data}?class=999999`)).status).toBe(404);
    expect((await admin.get(debriefUrls('solaraLunara').data)).status).toBe(404);
    expect((await admin.get(debriefUrls('nope').data)).status).toBe(404);
  });
});

describe("the case's figures (GET /api/sims/{key}/case-figures)", () => {
  const chart = caseFiguresOf(KEY)!.chart!;

  it("are the instructor's alone: 401 to a visitor and to a seated student, with no figure", async () => {
    for (const who of [null, s.a1, s.s1]) {
      const res = await get(who, urls.caseFigures);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      for (const { figure } of chart) expect(res.text).not.toContain(figure.label);
    }
    expect((await admin.get(debriefUrls('solaraLunara').caseFigures)).status).toBe(404);
    expect((await admin.get(debriefUrls('nope').caseFigures)).status).toBe(404);
  });

  it('give the instructor every reference figure and both walk-aways, never cached or indexed', async () => {
    const res = await admin.get(urls.caseFigures);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const figures = res.body.data as DebriefFigures;
    for (const { figure } of chart)
      expect(figures.lines).toContainEqual(
        expect.objectContaining({ value: figure.value, labels: expect.arrayContaining([figure.label]) }),
      );
    expect(figures.case.walkAway).toEqual({ agent: 50_000_000, studio: 200_000_000 });
    expect(figures.case.range).toEqual({
      low: 50_000_000,
      high: 200_000_000,
      seller: 'agent',
      buyer: 'studio',
    });
    expect(figures.case.termPoints.map((t) => t.key)).toContain('schedule');
  });
});

describe("releasing the debrief, and each student's own", () => {
  const myUrl = urls.myDebrief;

  it("before the release: 403 in the seat's language to a member of a pair; 401 unseated; 403 at no table", async () => {
    const en = await get(s.a1, myUrl);
    expect(en.status).toBe(403);
    expect(en.body).toEqual({ success: false, message: debriefMessages.en.notReleased });
    const ko = await get(s.s1, myUrl);
    expect(ko.status).toBe(403);
    expect(ko.body.message).toBe(debriefMessages.ko.notReleased);
    const unseated = await get(null, myUrl);
    expect(unseated.status).toBe(401);
    expect(unseated.body.message).toBe(seatMessages.en.noSeat);
    expect((await admin.get(myUrl)).status).toBe(401);
    expect((await get(s.loner, myUrl)).body).toEqual({
      success: false,
      message: dealMessages.en['not-in-pair'],
    });
    expect((await get(s.observer, myUrl)).status).toBe(403);
    expect((await admin.get(urls.release)).body.data).toEqual({ released: false });
  });

  it('only the instructor releases it (401 otherwise, 400 for a bad body); every page hears `debrief`', async () => {
    expect((await get(null, urls.release)).status).toBe(401);
    expect((await s.a1.agent.post(urls.release).send({ released: true })).status).toBe(401);
    expect((await request(t.app).post(urls.release).send({ released: true })).status).toBe(401);
    expect((await admin.post(urls.release).send({ released: 'yes' })).status).toBe(400);
    expect((await admin.post(urls.release).send({ released: true, extra: 1 })).status).toBe(400);
    expect((await admin.post(debriefUrls('solaraLunara').release).send({ released: true })).status).toBe(404);
    expect((await get(s.a1, myUrl)).status).toBe(403);

    const phone = await openEventStream(server.url, s.a1.cookie);
    const visitor = await openEventStream(server.url);
    const res = await admin.post(urls.release).send({ released: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { released: true } });
    expect(await phone.next((e) => e.type === 'debrief')).toEqual({ type: 'debrief', sim: KEY });
    expect(await visitor.next((e) => e.type === 'debrief')).toEqual({ type: 'debrief', sim: KEY });
    phone.close();
    visitor.close();
    expect((await admin.get(urls.release)).body.data).toEqual({ released: true });
    expect(((await admin.get(urls.data)).body.data as DebriefData).released).toBe(true);
    // pressing again changes nothing
    expect((await admin.post(urls.release).send({ released: true })).status).toBe(200);
  });

  it('after it: a student reads their own pair, their own plan and survey, and the class anonymously', async () => {
    const res = await get(s.a1, myUrl);
    expect(res.status).toBe(200);
    const mine = res.body.data as MyDebrief;
    expect(mine.role).toBe('agent');
    expect(mine.table).toBe(1);
    expect(mine.me).toEqual(
      expect.objectContaining({ role: 'agent', target: PLAN_A1.target, walkAway: PLAN_A1.walkAway }),
    );
    expect(mine.pair).toEqual(
      expect.objectContaining({
        table: 1,
        amount: 120_000_000,
        firstOffer: { role: 'agent', amount: 300_000_000 },
      }),
    );
    // the partner by role only: their plan and survey are theirs
    expect(mine.pair!.students).toEqual([
      mine.me,
      {
        role: 'studio',
        target: null,
        walkAway: null,
        otherWalkAway: null,
        plannedFirstOffer: null,
        scores: null,
      },
    ]);
    expect(mine.classDeals).toEqual([
      { noAgreement: false, amount: 120_000_000, firstOffer: { role: 'agent', amount: 300_000_000 } },
      { noAgreement: true, amount: null, firstOffer: { role: 'studio', amount: 70_000_000 } },
    ]);
    // two answers are fewer than a class's comparison needs
    expect(mine.classScores).toEqual([]);
    expect(mine.takeaway.title).toMatch(/Queen of Sorrows/);
    expect(mine.takeaway.html).toContain('<table>');
    // measured on the case here: the share of the range between the walk-aways (50 and 200 million won),
    // their plan against their own side's real walk-away; the case's figures themselves are not sent
    expect(mine.measures).toEqual({
      share: (120 - 50) / (200 - 50),
      direction: 1,
      plan: expect.objectContaining({
        role: 'agent',
        amount: 120_000_000,
        realWalkAway: 50_000_000,
        statedWalkAway: PLAN_A1.walkAway,
        versusTarget: 120_000_000 - PLAN_A1.target,
        walkAwayGap: PLAN_A1.walkAway - 50_000_000,
        walkAwayReading: 'stricter',
        beyondRealWalkAway: false,
        estimate: null,
      }),
      // no estimate of the studio's walk-away was written: nothing to measure, and its figure is not sent
      estimate: null,
    });
    const json = JSON.stringify(res.body);
    expect(json).not.toMatch(/"range"|"termPoints"|"lines"|Studio ceiling|Studio target|200000000/);
    for (const secret of [
      'Kim Minji',
      '이민호',
      'Park Jisoo',
      String(PLAN_S1.target),
      String(PLAN_S1.walkAway),
      String(PLAN_A2.target),
      String(PLAN_A2.walkAway),
      '"table":2',
      '"table":3',
    ])
      expect(json).not.toContain(secret);
  });

  it('in Korean for a Korean seat, with the takeaway in Korean', async () => {
    const mine = (await get(s.s1, myUrl)).body.data as MyDebrief;
    expect(mine.role).toBe('studio');
    expect(mine.me.scores?.answered).toBe(3);
    expect(mine.pair!.students[0]).toEqual({
      role: 'agent',
      target: null,
      walkAway: null,
      otherWalkAway: null,
      plannedFirstOffer: null,
      scores: null,
    });
    expect(mine.takeaway.title).toMatch(/[가-힣]/);
  });

  it('a pair without a final agreement reads its own plan and the class, and no pair', async () => {
    const res = await get(s.a3, myUrl);
    expect(res.status).toBe(200);
    const mine = res.body.data as MyDebrief;
    expect(mine.pair).toBeNull();
    expect(mine.table).toBe(3);
    expect(mine.me).toEqual({
      role: 'agent',
      target: null,
      walkAway: null,
      otherWalkAway: null,
      plannedFirstOffer: null,
      scores: null,
    });
    expect(mine.classDeals).toHaveLength(2);
    expect(JSON.stringify(res.body)).not.toContain('150000000');
    expect(mine.measures).toEqual({ share: null, direction: 1, plan: null, estimate: null });
  });

  it('the observer, a student at no table and the unseated are still refused', async () => {
    expect((await get(s.observer, myUrl)).body.message).toBe(dealMessages.en['not-in-pair']);
    expect((await get(s.loner, myUrl)).status).toBe(403);
    expect((await get(null, myUrl)).status).toBe(401);
  });

  it("a student of an earlier class keeps reading their own debrief, in their seat's language, once that class's was released", async () => {
    const before = await get(earlier[1]!, myUrl);
    expect([before.status, before.body.message]).toEqual([403, debriefMessages.ko.notReleased]);
    await setReleased(t.database.db, earlierClassId, KEY, true);
    try {
      for (const [student, role] of [
        [earlier[0]!, 'agent'],
        [earlier[1]!, 'studio'],
      ] as const) {
        const res = await get(student, myUrl);
        expect(res.status).toBe(200);
        const mine = res.body.data as MyDebrief;
        expect(mine).toMatchObject({ role, table: 1 });
        expect(mine.pair?.amount).toBe(90_000_000);
        // of their own class: this class's deals are not theirs to compare with
        expect(mine.classDeals).toHaveLength(1);
      }
      // answers to the survey's first version read back as scores on the same four factors
      const early = (await get(earlier[0]!, myUrl)).body.data as MyDebrief;
      expect(early.me.scores).toMatchObject({ global: 5.5, answered: 4 });
      expect(((await get(earlier[1]!, myUrl)).body.data as MyDebrief).takeaway.title).toMatch(/[가-힣]/);
      expect(((await get(earlier[0]!, myUrl)).body.data as MyDebrief).takeaway.title).not.toMatch(/[가-힣]/);
    } finally {
      await setReleased(t.database.db, earlierClassId, KEY, false);
    }
  });

  it(`compares with the class's survey scores once ${CLASS_SCORES_MIN} students of final agreements answered`, async () => {
    const db = t.database.db;
    const scoresOf = async (who: Student) => ((await get(who, myUrl)).body.data as MyDebrief).classScores;
    for (const who of [s.a2, s.s2, s.a3, s.observer]) await writeSurvey(db, who, KEY, { outcomeOwn: 4 });
    // four students of final agreements (table 3's and the observer's answers do not count): too few
    expect(await scoresOf(s.a1)).toEqual([]);

    // the instructor pairs the class again: the latest published assignment's tables are the debrief's
    const final = (amount: number) => ({ agreement: { amount }, final: true });
    await publishTables(db, classId, KEY, [
      {
        table: 1,
        members: [
          { seat: s.a1, role: 'agent' },
          { seat: s.s1, role: 'studio' },
        ],
        deal: final(1e8),
      },
      {
        table: 2,
        members: [
          { seat: s.a3, role: 'agent' },
          { seat: s.s2, role: 'studio' },
        ],
        deal: final(2e8),
      },
      {
        table: 3,
        members: [
          { seat: s.a2, role: 'agent' },
          { seat: s.s3, role: 'studio' },
        ],
        deal: final(3e8),
      },
    ]);
    // table 3's agent answered earlier: now five students of final agreements
    expect(await scoresOf(s.a1)).toHaveLength(CLASS_SCORES_MIN);
    await writeSurvey(db, s.s3, KEY, { outcomeOwn: 1 });
    const scores = await scoresOf(s.a3);
    expect(scores).toHaveLength(6);
    // by role, then by score: nothing in the order points to a table
    expect(scores.map((x) => [x.role, x.scores.global])).toEqual([
      ['agent', 4],
      ['agent', 4],
      ['agent', 5.5],
      ['studio', 1],
      ['studio', 2],
      ['studio', 4],
    ]);
    const mine = (await get(s.a3, myUrl)).body.data as MyDebrief;
    expect(mine.table).toBe(2);
    expect(mine.pair?.amount).toBe(2e8);
  });

  it('withdrawn: 403 again, and every page hears it', async () => {
    const phone = await openEventStream(server.url, s.s1.cookie);
    const res = await admin.post(urls.release).send({ released: false });
    expect(res.body).toEqual({ success: true, data: { released: false } });
    expect(await phone.next((e) => e.type === 'debrief')).toEqual({ type: 'debrief', sim: KEY });
    phone.close();
    expect((await get(s.a1, myUrl)).body).toEqual({
      success: false,
      message: debriefMessages.en.notReleased,
    });
    expect((await admin.get(urls.release)).body.data).toEqual({ released: false });
  });
});
