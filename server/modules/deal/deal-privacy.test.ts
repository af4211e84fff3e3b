import { eq, getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PairsOverview } from '@shared/contracts/deal';
import { resultUrls } from '@shared/contracts/results';
import { eraseMySeatUrl, mySeatExportUrl } from '@shared/contracts/seats';
import { LEFT_CLASS_NAME } from '@shared/deal-rules';
import { deleteClassData, destroyPersonalData, PERSONAL_DATA } from '../../db/personal-data';
import * as schema from '../../db/schema';
import { openEventStream } from '../../test/event-stream';
import { createTestContext, type ListeningSite, type TestContext } from '../../test/harness';
import {
  AGREEMENT,
  PLAN,
  adminCookie,
  myPair,
  ok,
  pairedClass,
  urls,
  type Agent,
  type Student,
} from '../../test/deal-helpers';

vi.setConfig({ testTimeout: 60_000 });

/** The deal's personal data: a student leaving, their export, and a class's retention and deletion. */
let t: TestContext;
let server: ListeningSite;
let admin: Agent;
const u = urls();
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  admin = await t.signIn();
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const listed = async () =>
  (await ok(admin.get(resultUrls('queenOfSorrows').list))) as Array<Record<string, unknown>>;

/** A pair through every step: plans, a first offer, two versions, a dispute, the final one, surveys, drafts. */
async function everything(a: Student, b: Student) {
  await ok(a.agent.put(u.myPlan).send({ ...PLAN, firstOfferWhy: `${a.seat.name} reasons` }));
  await ok(b.agent.put(u.myPlan).send(PLAN));
  await ok(a.agent.put(u.firstOffer).send({ by: 'me', amount: 210_000_000 }));
  await ok(a.agent.put(u.agreement).send({ ...AGREEMENT, amount: 140_000_000 }));
  await ok(b.agent.post(u.dispute).send({ note: `${b.seat.name} disagrees` }));
  await ok(b.agent.put(u.agreement).send(AGREEMENT));
  await ok(a.agent.post(u.confirm).send({ version: 2 }));
  await ok(a.agent.put(u.mySurvey).send({ answers: { selfAbility: 5 } }));
  await ok(b.agent.put(u.myDraft('survey')).send({ selfAbility: 3 }));
}

const ordered = (table: Student[]) =>
  [...table].sort((x, y) => (x.role === 'agent' ? -1 : y.role === 'agent' ? 1 : 0)) as [Student, Student];

describe('a student who leaves the class', () => {
  it('after a final agreement: the row keeps its numbers without the name; the partner and the run page are told', async () => {
    const { tables } = await pairedClass(t, admin, 4, { prefix: 'Leaver' });
    const [a, b] = ordered(tables[0]!);
    await everything(a, b);
    const before = (await listed()).find((r) => r.table === a.table)!;
    expect(before.yejiAgentName).toBe(a.seat.name);

    const partner = await openEventStream(server.url, b.cookie);
    const instructor = await openEventStream(server.url, await adminCookie(t));
    expect((await a.agent.delete(eraseMySeatUrl)).status).toBe(200);
    await partner.next((e) => e.type === 'deal');
    await instructor.next((e) => e.type === 'results');
    partner.close();
    instructor.close();

    const after = (await listed()).find((r) => r.table === a.table)!;
    expect(after).toEqual({ ...before, yejiAgentName: LEFT_CLASS_NAME });
    const run = (await ok(admin.get(u.pairs))) as PairsOverview;
    expect(run.left).toEqual([{ table: a.table, role: 'agent' }]);
    const pairView = run.pairs.find((p) => p.table === a.table)!;
    expect(pairView.members.map((m) => m.seatId)).toEqual([b.seat.id]);
    expect(pairView.plans.map((p) => p.seatId)).toEqual([b.seat.id]);
    expect(JSON.stringify(run)).not.toContain(a.seat.name);
    const seen = await myPair(b);
    expect(seen.members).toEqual([{ name: b.seat.name, role: 'studio', me: true }]);
    expect(seen.agreement).toMatchObject({ version: 2, final: true });
    expect(seen.agreement!.confirmations.map((m) => m.name)).toContain(LEFT_CLASS_NAME);
    // the seat's own rows are gone with it
    const { db } = t.database;
    for (const table of [schema.plans, schema.surveyAnswers, schema.dealDrafts])
      expect(await db.select().from(table).where(eq(table.seatId, a.seat.id))).toEqual([]);
  });

  it('before an agreement: the partner is told and the run page lists who left', async () => {
    const { tables } = await pairedClass(t, admin, 2, { prefix: 'Early leaver' });
    const [a, b] = ordered(tables[0]!);
    await ok(a.agent.put(u.myPlan).send(PLAN));
    const partner = await openEventStream(server.url, a.cookie);
    expect((await b.agent.delete(eraseMySeatUrl)).status).toBe(200);
    expect(await partner.next((e) => e.type === 'deal')).toEqual({ type: 'deal', sim: 'queenOfSorrows' });
    partner.close();
    const run = (await ok(admin.get(u.pairs))) as PairsOverview;
    expect(run.left).toEqual([{ table: b.table, role: 'studio' }]);
    expect((await myPair(a)).members).toHaveLength(1);
  });
});

describe("a student's export", () => {
  it('holds their plans, the first offers they recorded, the versions they entered or confirmed, disputes, surveys and drafts', async () => {
    const { tables } = await pairedClass(t, admin, 4, { prefix: 'Exporter' });
    const [a, b] = ordered(tables[0]!);
    await everything(a, b);
    const mine = (await a.agent.get(mySeatExportUrl)).body.deals;
    expect(mine.plans).toEqual([
      expect.objectContaining({
        simulation: 'queenOfSorrows',
        plan: expect.objectContaining({ target: 150_000_000 }),
      }),
    ]);
    expect(mine.firstOffersRecorded).toEqual([
      expect.objectContaining({ table: a.table, openedBy: 'agent', amount: 210_000_000 }),
    ]);
    expect(
      mine.agreementVersions.map((v: { version: number; enteredByMe: boolean; confirmedByMe: boolean }) => [
        v.version,
        v.enteredByMe,
        v.confirmedByMe,
      ]),
    ).toEqual([
      [1, true, true],
      [2, false, true],
    ]);
    expect(mine.surveys).toEqual([expect.objectContaining({ answers: { selfAbility: 5 } })]);
    expect(mine.disputes).toEqual([]);
    const theirs = (await b.agent.get(mySeatExportUrl)).body.deals;
    // settled by the version after it, and still the student's own words
    expect(theirs.disputes).toEqual([
      expect.objectContaining({ table: b.table, note: `${b.seat.name} disagrees`, version: 1 }),
    ]);
    expect(theirs.drafts).toEqual([expect.objectContaining({ form: 'survey', draft: { selfAbility: 3 } })]);
    expect(theirs.firstOffersRecorded).toEqual([]);
    // a dispute still open is theirs too
    const [c, d] = ordered(tables[1]!);
    await ok(c.agent.put(u.agreement).send(AGREEMENT));
    await ok(d.agent.post(u.dispute).send({ note: 'Not what we said' }));
    expect((await d.agent.get(mySeatExportUrl)).body.deals.disputes).toEqual([
      {
        simulation: 'queenOfSorrows',
        table: d.table,
        note: 'Not what we said',
        amount: null,
        version: 1,
        at: expect.stringMatching(/^\d{4}-/),
      },
    ]);
  });
});

describe("a class's retention and deletion", () => {
  it('lists every deal table as personal data', () => {
    for (const table of [
      schema.deals,
      schema.agreementVersions,
      schema.disputeNotes,
      schema.plans,
      schema.surveyAnswers,
      schema.dealDrafts,
    ])
      expect(Object.keys(PERSONAL_DATA)).toContain(getTableName(table));
  });

  it('destroying a class’s personal data takes its plans, surveys, drafts, deals and versions; the numbers stay', async () => {
    const { tables } = await pairedClass(t, admin, 2, { prefix: 'Retained' });
    const [a, b] = ordered(tables[0]!);
    await everything(a, b);
    const classId = a.seat.class.id;
    await admin.post('/api/classes').send({ name: 'After retention' }).expect(201);
    const { db } = t.database;
    await db.transaction((tx) => destroyPersonalData(tx, classId, new Date()));
    expect(await db.select().from(schema.deals).where(eq(schema.deals.classId, classId))).toEqual([]);
    for (const table of [schema.plans, schema.surveyAnswers, schema.dealDrafts])
      for (const s of [a, b])
        expect(await db.select().from(table).where(eq(table.seatId, s.seat.id))).toEqual([]);
    const [row] = await db.select().from(schema.results).where(eq(schema.results.classId, classId));
    expect(row).toMatchObject({
      reporterName: '',
      counterpartName: '',
      amountPaid: 150_000_000,
      confirmedByBoth: true,
      tableNo: a.table,
      dealId: null,
    });
    const stored = JSON.stringify(
      await Promise.all(
        [schema.agreementVersions, schema.deals, schema.disputeNotes, schema.plans, schema.results].map(
          (tb) => db.select().from(tb),
        ),
      ),
    );
    expect(stored).not.toContain(a.seat.name);
    expect(stored).not.toContain(`${b.seat.name} disagrees`);
  });

  it('deleting a class deletes its deals and their result rows', async () => {
    const { tables } = await pairedClass(t, admin, 2, { prefix: 'Deleted' });
    const [a, b] = ordered(tables[0]!);
    await everything(a, b);
    const classId = a.seat.class.id;
    await admin.post('/api/classes').send({ name: 'After deletion' }).expect(201);
    const { db } = t.database;
    const deleted = await db.transaction((tx) => deleteClassData(tx, classId));
    expect(deleted).toMatchObject({ seats: 2, results: 1 });
    expect(await db.select().from(schema.deals).where(eq(schema.deals.classId, classId))).toEqual([]);
  });
});
