import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { debriefUrls, type DebriefData, type MyDebrief } from '@shared/contracts/debrief';
import type { Plan, PairsOverview } from '@shared/contracts/deal';
import { reportFormMessages, resultMessages } from '@shared/contracts/results';
import { mySeatExportUrl } from '@shared/contracts/seats-config';
import { mySeatUrl } from '@shared/contracts/seats';
import { textMessages } from '@shared/contracts/text';
import { plans } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import {
  AGREEMENT,
  PLAN,
  myPair,
  ok,
  pairedClass,
  urls,
  type Agent,
  type Student,
} from '../../test/deal-helpers';

vi.setConfig({ testTimeout: 60_000 });

/**
 * The plan's BATNA, estimate of the other side's walk-away and guess at their interests: optional, checked as
 * the plan's other amounts and texts are, private to the student and the instructor, in the seat's data
 * export, and in the released debrief the estimate is measured against the other side's real walk-away (the
 * case's confidential figure, which the released takeaway page reveals), never before the release.
 */
let t: TestContext;
let admin: Agent;
/** Table 1 (agrees): the agent in English, the studio in Korean. Table 2 (never agrees): an agent. */
let agent: Student;
let studio: Student;
let loneAgent: Student;
const u = urls();
const debrief = debriefUrls('queenOfSorrows');

const MINE = {
  ...PLAN,
  batna: 'The cable mini-series: 30 million won an episode',
  otherWalkAway: 180_000_000,
  otherInterests: 'A star for the comeback, inside a budget the platform approves',
};

const byRole = (table: Student[], role: string) => table.find((s) => s.role === role)!;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const { tables } = await pairedClass(t, admin, 4, { prefix: 'Estimate' });
  agent = byRole(tables[0]!, 'agent');
  studio = byRole(tables[0]!, 'studio');
  loneAgent = byRole(tables[1]!, 'agent');
  expect((await studio.agent.patch(mySeatUrl).send({ lang: 'ko' })).status).toBe(200);
});
afterAll(() => t.close());

const storedPlan = async (s: Student) =>
  (await t.database.db.select().from(plans).where(eq(plans.seatId, s.seat.id)))[0]?.body;

describe('storing them', () => {
  it('all three are optional: a plan without them reads them as left empty', async () => {
    const plan = (await ok(agent.agent.put(u.myPlan).send(PLAN))) as Plan;
    expect(plan).toMatchObject({ batna: '', otherWalkAway: null, otherInterests: '' });
    // empty and null say the same: none written
    const empty = (await ok(
      agent.agent.put(u.myPlan).send({ ...PLAN, batna: '  ', otherWalkAway: '', otherInterests: '' }),
    )) as Plan;
    expect(empty).toMatchObject({ batna: '', otherWalkAway: null, otherInterests: '' });
    expect(
      ((await ok(agent.agent.put(u.myPlan).send({ ...PLAN, otherWalkAway: null }))) as Plan).otherWalkAway,
    ).toBeNull();
  });

  it('stores them, trimmed; my phone and the instructor see them, never the partner', async () => {
    const plan = (await ok(agent.agent.put(u.myPlan).send({ ...MINE, batna: `  ${MINE.batna}\n` }))) as Plan;
    expect(plan).toMatchObject({
      batna: MINE.batna,
      otherWalkAway: 180_000_000,
      otherInterests: MINE.otherInterests,
    });
    expect(await storedPlan(agent)).toMatchObject({ batna: MINE.batna, otherWalkAway: 180_000_000 });
    expect((await myPair(agent)).plan).toMatchObject({ batna: MINE.batna, otherWalkAway: 180_000_000 });
    const theirs = JSON.stringify(await myPair(studio));
    for (const secret of [MINE.batna, MINE.otherInterests, '180000000']) expect(theirs).not.toContain(secret);
    const run = (await ok(admin.get(u.pairs))) as PairsOverview;
    const listed = run.pairs
      .find((p) => p.table === agent.table)!
      .plans.find((p) => p.seatId === agent.seat.id);
    expect(listed?.plan).toMatchObject({
      batna: MINE.batna,
      otherWalkAway: 180_000_000,
      otherInterests: MINE.otherInterests,
    });
  });

  it('a plan stored before these were asked reads them as left empty', async () => {
    const {
      batna: _b,
      otherWalkAway: _o,
      otherInterests: _i,
      ...before
    } = (await storedPlan(agent)) as Record<string, unknown>;
    await t.database.db.update(plans).set({ body: before }).where(eq(plans.seatId, agent.seat.id));
    expect((await myPair(agent)).plan).toMatchObject({ batna: '', otherWalkAway: null, otherInterests: '' });
    await ok(agent.agent.put(u.myPlan).send(MINE));
  });

  it('are in the seat’s own data export', async () => {
    const res = await agent.agent.get(mySeatExportUrl);
    expect(res.status).toBe(200);
    const exported = res.body as { deals: { plans: Array<{ simulation: string; plan: Plan }> } };
    expect(exported.deals.plans).toEqual([
      expect.objectContaining({
        simulation: 'queenOfSorrows',
        plan: expect.objectContaining({
          batna: MINE.batna,
          otherWalkAway: 180_000_000,
          otherInterests: MINE.otherInterests,
        }),
      }),
    ]);
  });
});

describe('what they may hold', () => {
  it('the estimate: the report’s amount rule and messages; nothing stored on a refusal', async () => {
    const before = await storedPlan(agent);
    const en = reportFormMessages.en;
    for (const [amount, message] of [
      [-5, en.amountPositive],
      [0, en.amountPositive],
      ['180000000', en.amountNotNumber],
      [1e12, resultMessages.amountLimit],
      [1.234, en.amountDecimals],
    ] as const) {
      const res = await agent.agent.put(u.myPlan).send({ ...MINE, otherWalkAway: amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.errors).toEqual({ otherWalkAway: [message] });
    }
    expect(await storedPlan(agent)).toEqual(before);
    // the largest amount and two decimals pass
    const largest = (await ok(
      agent.agent.put(u.myPlan).send({ ...MINE, otherWalkAway: 999_999_999_999.99 }),
    )) as Plan;
    expect(largest.otherWalkAway).toBe(999_999_999_999.99);
    await ok(agent.agent.put(u.myPlan).send(MINE));
  });

  it('the texts: at most 500 characters each, no control characters, a line break allowed', async () => {
    const en = textMessages.en;
    const long = await agent.agent
      .put(u.myPlan)
      .send({ ...MINE, batna: 'b'.repeat(501), otherInterests: 'i'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      batna: [en.tooLong('My BATNA', 500)],
      otherInterests: [en.tooLong('My guess at their interests', 500)],
    });
    const control = await agent.agent.put(u.myPlan).send({ ...MINE, otherInterests: 'a\u0000b' });
    expect(control.body.errors).toEqual({ otherInterests: [en.control('My guess at their interests')] });
    // longer than the contract allows at all: refused before the case's limit is read
    expect((await agent.agent.put(u.myPlan).send({ ...MINE, batna: 'x'.repeat(2_001) })).status).toBe(400);
    const fits = (await ok(
      agent.agent.put(u.myPlan).send({ ...MINE, batna: 'b'.repeat(500), otherInterests: 'one\ntwo' }),
    )) as Plan;
    expect([fits.batna.length, fits.otherInterests]).toEqual([500, 'one\ntwo']);
    await ok(agent.agent.put(u.myPlan).send(MINE));
  });

  it('in Korean for a Korean seat', async () => {
    const res = await studio.agent
      .put(u.myPlan)
      .send({ ...PLAN, otherWalkAway: -1, batna: '가'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      otherWalkAway: [reportFormMessages.ko.amountPositive],
      batna: ['나의 BATNA은(는) 500자까지 입력할 수 있습니다.'],
    });
    const control = await studio.agent.put(u.myPlan).send({ ...PLAN, otherInterests: 'a\u0000' });
    expect(control.body.errors.otherInterests).toEqual([textMessages.ko.control('상대의 이해관계 추정')]);
  });
});

describe('in the debrief: the estimate against the other side’s real walk-away', () => {
  beforeAll(async () => {
    // the studio estimates the agent's floor (50 million) at 70; the lone agent the studio's ceiling (200) at 250
    await ok(studio.agent.put(u.myPlan).send({ ...PLAN, otherWalkAway: 70_000_000, batna: '서하린' }));
    await ok(loneAgent.agent.put(u.myPlan).send({ ...PLAN, otherWalkAway: 250_000_000 }));
    await ok(agent.agent.put(u.agreement).send(AGREEMENT));
    await ok(studio.agent.post(u.confirm).send({ version: 1 }));
  });

  it('the instructor’s debrief data carries each student’s estimate, and no free text of the plan', async () => {
    const data = (await ok(admin.get(debrief.data))) as DebriefData;
    const pair = data.pairs.find((p) => p.table === agent.table)!;
    expect(pair.students.map((s) => [s.role, s.otherWalkAway]).sort()).toEqual([
      ['agent', 180_000_000],
      ['studio', 70_000_000],
    ]);
    const json = JSON.stringify(data);
    for (const text of [MINE.batna, MINE.otherInterests, '서하린']) expect(json).not.toContain(text);
  });

  it('is not the student’s before the release', async () => {
    expect((await agent.agent.get(debrief.myDebrief)).status).toBe(403);
  });

  it('after the release: measured on the server, as the takeaway page reveals the figure, in both languages', async () => {
    await ok(admin.post(debrief.release).send({ released: true }));
    const mine = (await ok(agent.agent.get(debrief.myDebrief))) as MyDebrief;
    expect(mine.me.otherWalkAway).toBe(180_000_000);
    const low = { estimate: 180_000_000, real: 200_000_000, gap: -20_000_000, reading: 'low' };
    expect(mine.measures.estimate).toEqual(low);
    expect(mine.measures.plan?.estimate).toEqual(low);
    // the page the student reads beside it says the same figure
    expect(mine.takeaway.html).toContain('200 million won');
    expect(mine.takeaway.html).toContain('ceiling');

    const theirs = (await ok(studio.agent.get(debrief.myDebrief))) as MyDebrief;
    expect(theirs.measures.estimate).toEqual({
      estimate: 70_000_000,
      real: 50_000_000,
      gap: 20_000_000,
      reading: 'high',
    });
    expect(theirs.takeaway.html).toContain('5천만 원');
    expect(theirs.takeaway.html).toContain('소속사 대표의 최저선');
    // the partner's plan is still theirs
    expect(JSON.stringify(theirs)).not.toContain('180000000');
  });

  it('without a final agreement, the estimate is still measured; without an estimate the figure is not sent', async () => {
    const lone = (await ok(loneAgent.agent.get(debrief.myDebrief))) as MyDebrief;
    expect(lone.pair).toBeNull();
    expect(lone.measures.plan).toBeNull();
    expect(lone.measures.estimate).toEqual({
      estimate: 250_000_000,
      real: 200_000_000,
      gap: 50_000_000,
      reading: 'high',
    });
    await ok(agent.agent.put(u.myPlan).send({ ...MINE, otherWalkAway: null }));
    const none = (await ok(agent.agent.get(debrief.myDebrief))) as MyDebrief;
    expect(none.measures.estimate).toBeNull();
    expect(JSON.stringify(none.measures)).not.toContain('200000000');
  });
});
