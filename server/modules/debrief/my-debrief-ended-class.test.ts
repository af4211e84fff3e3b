import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endClassUrl, type CourseClass } from '@shared/contracts/classes';
import { debriefUrls, type MyDebrief } from '@shared/contracts/debrief';
import { mySeatUrl, seatMessages } from '@shared/contracts/seats';
import { createTestContext, type TestContext } from '../../test/harness';
import { AGREEMENT, ok, pairedClass, PLAN, urls, type Student } from '../../test/deal-helpers';
import { destroyExpiredPersonalData } from '../classes/retention';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A student's takeaway after the class: a seat of an ended class still reads its own debrief (read-only,
 * in its language) until the class's personal data is destroyed; then the seat is gone and so is the
 * debrief. No seat ever reads another's.
 */
const SIM = 'queenOfSorrows';
const myUrl = debriefUrls(SIM).myDebrief;
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
let students: Student[];
let classId: number;

// plan figures no other field shares, so a search of the answer finds only the plan they belong to
const planOf = (i: number) => ({ ...PLAN, target: 150_000_000 + (i + 1) * 1_111_000 });

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  ({ students } = await pairedClass(t, admin, 4, {
    prefix: 'Takeaway',
    lang: (i) => (i % 2 === 0 ? 'ko' : 'en'),
  }));
  classId = students[0]!.seat.class.id;
  for (const [i, s] of students.entries()) await ok(s.agent.put(urls().myPlan).send(planOf(i)));
  // every table agrees: the agent side proposes, the other confirms
  for (const table of new Set(students.map((s) => s.table))) {
    const [proposer, confirmer] = students.filter((s) => s.table === table);
    await ok(proposer!.agent.put(urls().agreement).send(AGREEMENT));
    await ok(confirmer!.agent.post(urls().confirm).send({ version: 1 }));
  }
  await ok(admin.post(debriefUrls(SIM).release).send({ released: true }));
  await ok(admin.post(endClassUrl));
});
afterAll(() => t.close());

describe("an ended class's seat and its own debrief", () => {
  it('the class has ended: the seat is no longer in a class, yet reads its own debrief in its language', async () => {
    const [en, ko] = students as [Student, Student];
    const me = await en.agent.get(mySeatUrl);
    expect([me.status, me.body.message]).toEqual([410, seatMessages.en.classEnded]);

    const mine = (await ok(en.agent.get(myUrl))) as MyDebrief;
    expect([mine.role, mine.table]).toEqual([en.role, en.table]);
    expect(mine.me.target).toBe(planOf(0).target);
    expect(mine.pair?.amount).toBe(AGREEMENT.amount);
    expect(mine.takeaway.html.length).toBeGreaterThan(100);
    expect(mine.takeaway.title).toBe('Queen of Sorrows — What to Take Away');

    const theirs = (await ok(ko.agent.get(myUrl))) as MyDebrief;
    expect(theirs.me.target).toBe(planOf(1).target);
    expect(theirs.takeaway.title).toMatch(/[가-힣]/);
  });

  it("never another seat's: each answer carries its author's plan and no classmate's", async () => {
    for (const [i, s] of students.entries()) {
      // a made-up seat in the query changes nothing: the seat is the cookie's
      const other = students[(i + 1) % students.length]!;
      const res = await s.agent.get(`${myUrl}?seat=${other.seat.id}`);
      const body = JSON.stringify(res.body);
      expect(res.status).toBe(200);
      expect((res.body.data as MyDebrief).me.target).toBe(planOf(i).target);
      for (const [j, o] of students.entries()) {
        if (j === i) continue;
        expect(body, `${s.seat.name} reads ${o.seat.name}'s plan`).not.toContain(String(planOf(j).target));
        expect(body).not.toContain(o.seat.name);
      }
    }
  });

  it('stays read-only: the ended class takes no more writes from it', async () => {
    const [s] = students as [Student];
    const res = await s.agent.put(urls().myPlan).send(planOf(9));
    expect(res.status).not.toBe(200);
    expect(res.status).toBeLessThan(500);
    expect(((await ok(s.agent.get(myUrl))) as MyDebrief).me.target).toBe(planOf(0).target);
  });

  it("goes when the class's personal data is destroyed, with the seat", async () => {
    const patched = await admin.patch(`/api/classes/${classId}`).send({ retentionDays: 1 });
    expect(patched.status).toBe(200);
    const ended = new Date((patched.body.data as CourseClass).endedAt!);
    const silent = pino({ level: 'silent' });
    expect(
      await destroyExpiredPersonalData(t.database.db, silent, new Date(ended.getTime() + 2 * 86_400_000)),
    ).toEqual([classId]);
    for (const s of students) {
      const res = await s.agent.get(myUrl);
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain(String(AGREEMENT.amount));
    }
  });
});
