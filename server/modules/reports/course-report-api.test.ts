import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classMessages } from '@shared/contracts/classes-config';
import { courseReportUrls, type CourseReport } from '@shared/contracts/course-report';
import { messages } from '@shared/messages';
import { feedback } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { publishTables, seatStudents, writePlan, writeSurvey, type Student } from '../../test/debrief-rows';

vi.setConfig({ testTimeout: 60_000 });

/**
 * The course report over the API, on a real database: a class of six (one Korean student) playing the casting
 * case at three tables, deals at 100, 120 and 140 million won, one plan and one survey; three feedback entries
 * (one archived) with comments that must never reach the report.
 */
const KEY = 'queenOfSorrows';
const M = 1_000_000;
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
let students: Student[];
let classId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const { db } = t.database;
  await admin.post('/api/classes').send({ name: 'Hanbit Corp. negotiation course' }).expect(201);
  students = await seatStudents(t, admin, [
    { name: '김하늘', lang: 'ko' },
    { name: 'Lee Joon', lang: 'en' },
    { name: 'Park Jisoo', lang: 'en' },
    { name: 'Choi Yuna', lang: 'en' },
    { name: 'Oh Seojun', lang: 'en' },
    { name: 'Jung Hana', lang: 'en' },
  ]);
  const [a1, s1, a2, s2, a3, s3] = students as [Student, Student, Student, Student, Student, Student];
  classId = a1.seat.class.id;
  const table = (no: number, agent: Student, studio: Student, amount: number) => ({
    table: no,
    members: [
      { seat: agent, role: 'agent' },
      { seat: studio, role: 'studio' },
    ],
    deal: {
      firstOffer: no === 1 ? { role: 'agent', amount: 217 * M } : undefined,
      agreement: { amount, text: 'SECRET DEAL WORDS' },
      final: true,
    },
  });
  await publishTables(db, classId, KEY, [
    table(1, a1, s1, 100 * M),
    table(2, a2, s2, 120 * M),
    table(3, a3, s3, 140 * M),
  ]);
  await writePlan(db, a1, KEY, { target: 150 * M, walkAway: 50 * M, firstOffer: 217 * M });
  await writeSurvey(db, a1, KEY, { outcomeOwn: 6 });
  await db.insert(feedback).values([
    { classId, name: 'Kim', rating: 9, comments: 'PRIVATE COMMENT', favoritePart: 'FAVOURITE WORDS' },
    { classId, name: 'Lee', rating: 5, comments: null },
    { classId, name: 'Park', rating: 1, comments: null, isArchived: true },
  ]);
});
afterAll(() => t.close());

const report = async (lang: 'en' | 'ko') => {
  const res = await admin.get(`${courseReportUrls(classId).report}?lang=${lang}`).expect(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.data as CourseReport;
};

describe('GET /api/classes/{id}/report', () => {
  it('lists each seat with its times and activities, in English', async () => {
    const data = await report('en');
    expect(data.class).toMatchObject({
      id: classId,
      name: 'Hanbit Corp. negotiation course',
      isCurrent: true,
    });
    expect(data.attendance.map((s) => s.name)).toEqual([
      '김하늘',
      'Lee Joon',
      'Park Jisoo',
      'Choi Yuna',
      'Oh Seojun',
      'Jung Hana',
    ]);
    expect(data.attendance[0]!.joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.attendance[0]!.activities).toEqual([
      expect.stringMatching(/round 1, table 1 \(.+\): plan, first offer, agreement, survey$/),
    ]);
    expect(data.attendance[1]!.activities).toEqual([
      expect.stringMatching(/round 1, table 1 \(.+\): first offer, agreement$/),
    ]);
  });

  it('counts participation and measures outcomes over the class, the feedback without its archived entry', async () => {
    const data = await report('en');
    expect(data.participation.seats).toBe(6);
    expect(data.participation.cases).toEqual([
      expect.objectContaining({
        key: KEY,
        rounds: 1,
        seated: 6,
        plans: 1,
        firstOffers: 1,
        agreements: 3,
        noDeals: 0,
        surveys: 1,
      }),
    ]);
    const [outcome] = data.outcomes.cases;
    expect(outcome).toMatchObject({ pairs: 3, agreements: 3, median: 120 * M, q1: 110 * M, q3: 130 * M });
    // one survey answer: its satisfaction is that student's own, so it is withheld
    expect(outcome!.felt.every((f) => f.mean === null)).toBe(true);
    expect(data.feedback).toMatchObject({ responses: 2, average: 7, promoters: 1, detractors: 1 });
  });

  it('never carries one student’s amounts or words', async () => {
    const text = JSON.stringify(await report('en'));
    for (const secret of [
      'SECRET DEAL WORDS',
      'PRIVATE COMMENT',
      'FAVOURITE WORDS',
      String(217 * M),
      '"Kim"',
    ])
      expect(text).not.toContain(secret);
  });

  it('says it in Korean with ?lang=ko', async () => {
    const data = await report('ko');
    expect(data.lang).toBe('ko');
    expect(data.attendance[0]!.activities[0]).toMatch(/1회차, 1번 테이블 .+: 계획, 첫 제안, 합의, 설문$/);
    expect(data.participation.cases[0]!.title).not.toBe(data.participation.cases[0]!.key);
  });

  it('gives the attendance as a CSV with a byte-order mark, headers in the language asked', async () => {
    const en = await admin.get(courseReportUrls(classId).csv).buffer(true).expect(200);
    expect(en.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(en.text.startsWith('\uFEFFCourse,Name,Time in,Time out (last seen),Activities\r\n')).toBe(true);
    expect(en.text).toContain('Hanbit Corp. negotiation course,김하늘,');
    const ko = await admin
      .get(`${courseReportUrls(classId).csv}?lang=ko`)
      .buffer(true)
      .expect(200);
    expect(ko.text.startsWith('\uFEFF교육 과정,성명,입실,퇴실(마지막 접속),참여 활동\r\n')).toBe(true);
    expect(ko.text).not.toContain('SECRET DEAL WORDS');
  });

  it('is 404 for a class that does not exist, 400 for an unknown language', async () => {
    for (const url of [
      courseReportUrls(99_999).report,
      courseReportUrls(99_999).csv,
      courseReportUrls('x').report,
    ])
      expect((await admin.get(url).expect(404)).body.message).toBe(classMessages.notFound);
    await admin.get(`${courseReportUrls(classId).report}?lang=fr`).expect(400);
  });

  it('is the instructor’s alone: a student of the class and a visitor are refused', async () => {
    for (const url of [courseReportUrls(classId).report, courseReportUrls(classId).csv]) {
      const asStudent = await students[0]!.agent.get(url);
      expect(asStudent.status).toBe(401);
      expect(asStudent.body).toEqual({ success: false, message: messages.signInRequired });
      expect((await request(t.app).get(url)).status).toBe(401);
    }
  });
});
