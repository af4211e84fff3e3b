import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classMessages } from '@shared/contracts/classes-config';
import {
  classesSoFarMessages,
  classesSoFarUrl,
  debriefUrls,
  type ClassesSoFar,
} from '@shared/contracts/debrief';
import { messages } from '@shared/messages';
import { destroyPersonalData } from '../../db/personal-data';
import { createTestContext, type TestContext } from '../../test/harness';
import { publishTables, seatStudents, writePlan, writeSurvey, type Student } from '../../test/debrief-rows';

vi.setConfig({ testTimeout: 60_000 });

/**
 * "Your classes so far" over the API, on a real database: three classes of the casting case, one of them
 * destroyed, the others read in English, in Korean and both at one table.
 *
 *   Destroyed (ended, its data destroyed): one final agreement at 190 million won, gone with its tables
 *   Spring (English): table 1 agent opens 200, deal 140; table 2 no deal
 *   Autumn (current; Korean, table 2 mixed): round 1 table 1 studio opens 80, deal 100; table 2 deal 120
 *     (no first offer recorded); round 2 table 1 agent opens 150, deal 110
 */
const KEY = 'queenOfSorrows';
const M = 1_000_000;
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
let student: Student;
let ids: Record<'destroyed' | 'spring' | 'autumn', number>;

const table = (
  no: number,
  agent: Student,
  studio: Student,
  deal: Parameters<typeof publishTables>[3][0]['deal'],
) => ({
  table: no,
  members: [
    { seat: agent, role: 'agent' },
    { seat: studio, role: 'studio' },
  ],
  deal,
});

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const { db } = t.database;

  await admin.post('/api/classes').send({ name: 'Destroyed' }).expect(201);
  const gone = await seatStudents(t, admin, [
    { name: 'Gone Agent', lang: 'en' },
    { name: 'Gone Studio', lang: 'en' },
  ]);
  const destroyed = gone[0]!.seat.class.id;
  await publishTables(db, destroyed, KEY, [
    table(1, gone[0]!, gone[1]!, { agreement: { amount: 190 * M }, final: true }),
  ]);

  await admin.post('/api/classes').send({ name: 'Spring' }).expect(201);
  await db.transaction((tx) => destroyPersonalData(tx, destroyed, new Date()));
  const [a1, s1, a2, s2] = await seatStudents(t, admin, [
    { name: 'Kim Minji', lang: 'en' },
    { name: 'Lee Joon', lang: 'en' },
    { name: 'Park Jisoo', lang: 'en' },
    { name: 'Choi Yuna', lang: 'en' },
  ]);
  const spring = a1!.seat.class.id;
  await publishTables(db, spring, KEY, [
    table(1, a1!, s1!, {
      firstOffer: { role: 'agent', amount: 200 * M },
      agreement: { amount: 140 * M },
      final: true,
    }),
    table(2, a2!, s2!, { agreement: { noAgreement: true }, final: true }),
  ]);
  await writePlan(db, a1!, KEY, { target: 150 * M, walkAway: 50 * M, firstOffer: 200 * M });
  await writeSurvey(db, a1!, KEY, { outcomeOwn: 6 });

  await admin.post('/api/classes').send({ name: 'Autumn' }).expect(201);
  const [ka, ks, ma, ms] = await seatStudents(t, admin, [
    { name: '김하늘', lang: 'ko' },
    { name: '이바다', lang: 'ko' },
    { name: 'Oh Seojun', lang: 'en' },
    { name: '정하나', lang: 'ko' },
  ]);
  student = ka!;
  const autumn = ka!.seat.class.id;
  await publishTables(db, autumn, KEY, [
    table(1, ka!, ks!, {
      firstOffer: { role: 'studio', amount: 80 * M },
      agreement: { amount: 100 * M },
      final: true,
    }),
    table(2, ma!, ms!, { agreement: { amount: 120 * M }, final: true }),
  ]);
  await publishTables(
    db,
    autumn,
    KEY,
    [
      table(1, ka!, ks!, {
        firstOffer: { role: 'agent', amount: 150 * M },
        agreement: { amount: 110 * M },
        final: true,
      }),
    ],
    [],
    2,
  );
  ids = { destroyed, spring, autumn };
});
afterAll(() => t.close());

const get = (url: string) => admin.get(url);

describe('GET /api/sims/{key}/classes-so-far', () => {
  it('pools every class’s final agreements of every round, never a destroyed class’s', async () => {
    const res = await get(classesSoFarUrl(KEY, 'all')).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.data as ClassesSoFar;
    // 140, no deal; 100, 120; 110: the destroyed class's 190 is nowhere
    expect(data).toMatchObject({ pairs: 5, agreements: 4, noDeals: 1, mixedLang: 1 });
    // 100 110 120 140: the median halfway between 110 and 120, the quartiles at positions 0.75 and 2.25
    expect(data).toMatchObject({ median: 115 * M, q1: 107.5 * M, q3: 125 * M });
    // three pairs opened and agreed: counted, too few for a line
    expect(data.firstOffer).toEqual({ slope: null, r: null, n: 3, tooFew: true, step: 10 * M });
    // the notes' expectation, from the package's results.expected, beside the classes' figures
    expect(data.expected).toEqual({ low: 80 * M, high: 150 * M });
    // the agent's shares (amount - 50) / 150: 90 + 50 + 70 + 60 = 270 over 150 x 4
    expect(data.share!.agent).toEqual({ mean: expect.closeTo(0.45, 12), n: 4 });
    expect(data.plans.agent).toMatchObject({ withTarget: 1, beatTarget: 0 });
    expect(data.felt.byRole.agent).toEqual({ mean: expect.any(Number), n: 1 });
    expect(data.rounds.map((r) => [r.round, r.pairs, r.agreements])).toEqual([
      [1, 4, 3],
      [2, 1, 1],
    ]);
    expect(data.classes).toEqual([
      expect.objectContaining({ id: ids.autumn, name: 'Autumn', isCurrent: true, counted: true, pairs: 3 }),
      expect.objectContaining({ id: ids.spring, name: 'Spring', isCurrent: false, counted: true, pairs: 2 }),
      expect.objectContaining({
        id: ids.destroyed,
        name: 'Destroyed',
        destroyed: true,
        counted: false,
        pairs: 0,
      }),
      // the class every new site starts with: counted, with no table of the case
      expect.objectContaining({ name: 'Class 1', destroyed: false, counted: true, pairs: 0 }),
    ]);
  });

  it('gives the figures by the students’ language, the mixed table in neither', async () => {
    const { byLang } = (await get(classesSoFarUrl(KEY, 'all')).expect(200)).body.data as ClassesSoFar;
    // English: Spring's two tables
    expect(byLang.en).toMatchObject({ pairs: 2, agreements: 1, noDeals: 1, median: 140 * M });
    expect(byLang.en.firstOffer).toMatchObject({ n: 1, tooFew: true });
    // Korean: Autumn's table 1 in both rounds
    expect(byLang.ko).toMatchObject({ pairs: 2, agreements: 2, noDeals: 0, median: 105 * M });
    expect(byLang.ko.firstOffer).toMatchObject({ n: 2, tooFew: true });
  });

  it('counts only the classes chosen, and a destroyed class not even when chosen', async () => {
    const spring = (await get(classesSoFarUrl(KEY, [ids.spring])).expect(200)).body.data as ClassesSoFar;
    expect(spring).toMatchObject({ pairs: 2, agreements: 1, median: 140 * M });
    expect(spring.classes.filter((c) => c.counted).map((c) => c.id)).toEqual([ids.spring]);

    const both = (
      await get(`${debriefUrls(KEY).classesSoFar}?classes=${ids.autumn},${ids.destroyed}`).expect(200)
    ).body.data as ClassesSoFar;
    expect(both).toMatchObject({ pairs: 3, agreements: 3 });
    expect(both.classes.find((c) => c.id === ids.destroyed)).toMatchObject({ counted: false, pairs: 0 });

    const gone = (await get(classesSoFarUrl(KEY, [ids.destroyed])).expect(200)).body.data as ClassesSoFar;
    expect(gone).toMatchObject({ pairs: 0, median: null, firstOffer: null });
  });

  it('reads every class without ?classes=', async () => {
    const res = await get(debriefUrls(KEY).classesSoFar).expect(200);
    expect((res.body.data as ClassesSoFar).pairs).toBe(5);
  });

  it('refuses a malformed choice (400), a class that does not exist and a simulation without a debrief (404)', async () => {
    for (const bad of ['none', '1,,2', '0', '-1', '1.5', ''])
      expect((await get(`${debriefUrls(KEY).classesSoFar}?classes=${bad}`).expect(400)).body.message).toBe(
        classesSoFarMessages.badClasses,
      );
    expect((await get(classesSoFarUrl(KEY, [ids.spring, 99_999])).expect(404)).body.message).toBe(
      classMessages.notFound,
    );
    await get(classesSoFarUrl('tariffWars', 'all')).expect(404);
    await get(classesSoFarUrl('noSuchCase', 'all')).expect(404);
  });

  it('is the instructor’s alone: a student of the class and a visitor are refused', async () => {
    const asStudent = await student.agent.get(classesSoFarUrl(KEY, 'all'));
    expect(asStudent.status).toBe(401);
    expect(asStudent.body).toEqual({ success: false, message: messages.signInRequired });
    const asVisitor = await request(t.app).get(classesSoFarUrl(KEY, 'all'));
    expect(asVisitor.status).toBe(401);
    expect(JSON.stringify(asVisitor.body)).not.toContain('140000000');
  });
});
