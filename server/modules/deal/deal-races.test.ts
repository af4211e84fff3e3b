import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimSeatUrl } from '@shared/contracts/seats';
import { agreementVersions, deals, results } from '../../db/schema';
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
 * Two phones at once: every write to a pair locks its deal row, so racing writes take turns and each sees
 * what the other committed. Nothing is lost or stored twice.
 */
let t: TestContext;
let admin: Agent;
const u = urls();
let tables: Student[][];
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  ({ tables } = await pairedClass(t, admin, 24, { prefix: 'Race' }));
});
afterAll(() => t.close());

/** A fresh table for each test. */
let next = 0;
const pair = () => tables[next++]! as [Student, Student];

const rows = async (table: typeof agreementVersions | typeof results | typeof deals, dealId: number) => {
  const column =
    table === agreementVersions ? agreementVersions.dealId : table === results ? results.dealId : deals.id;
  return (await t.database.db.select({ n: count() }).from(table).where(eq(column, dealId)))[0]!.n;
};
/** The deal rows of a table (this file publishes one assignment, so a table has at most one). */
const dealsOf = (s: Student) => t.database.db.select().from(deals).where(eq(deals.tableNo, s.table));
const dealOf = async (s: Student) => {
  const found = await dealsOf(s);
  expect(found).toHaveLength(1);
  return found[0]!;
};

/** Another device of the same seat (its seat code). */
async function secondDevice(s: Student): Promise<Agent> {
  const agent = request.agent(t.app);
  expect((await agent.post(claimSeatUrl).send({ seatCode: s.seat.seatCode })).status).toBe(200);
  return agent;
}

/** The pair's agreement entered by one and confirmed by the other: final, so the survey is open. */
async function agreed(a: Student, b: Student) {
  const { version } = (await ok(a.agent.put(u.agreement).send(AGREEMENT))) as { version: number };
  await ok(b.agent.post(u.confirm).send({ version }));
}

describe('two phones at once', () => {
  it('the first writes of both create one deal row', async () => {
    const [a, b] = pair();
    const [x, y] = await Promise.all([a.agent.put(u.myPlan).send(PLAN), b.agent.put(u.myPlan).send(PLAN)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(await dealsOf(a)).toHaveLength(1);
  });

  it('both sides sending different forms: two versions, the later current, the other side asked to confirm', async () => {
    const [a, b] = pair();
    const [x, y] = await Promise.all([
      a.agent.put(u.agreement).send({ ...AGREEMENT, amount: 140_000_000 }),
      b.agent.put(u.agreement).send({ ...AGREEMENT, amount: 160_000_000 }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const versions = [x.body.data.version, y.body.data.version].sort();
    expect(versions).toEqual([1, 2]);
    const [later, earlier] = x.body.data.version === 2 ? [a, b] : [b, a];
    const seen = (await myPair(earlier)).agreement!;
    expect(seen.version).toBe(2);
    expect(seen.amount).toBe(later === a ? 140_000_000 : 160_000_000);
    expect(seen.enteredBy?.me).toBe(false);
    expect(seen.confirmations).toHaveLength(1);
    const deal = await dealOf(a);
    expect(await rows(agreementVersions, deal.id)).toBe(2);
    expect(await rows(results, deal.id)).toBe(0);
  });

  it('both sides sending the same form at once: one version, confirmed by both, one result row', async () => {
    const [a, b] = pair();
    const [x, y] = await Promise.all([
      a.agent.put(u.agreement).send(AGREEMENT),
      b.agent.put(u.agreement).send(AGREEMENT),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.data.version).toBe(1);
    expect(y.body.data.version).toBe(1);
    expect((await myPair(a)).agreement).toMatchObject({ version: 1, final: true });
    const deal = await dealOf(a);
    expect(await rows(agreementVersions, deal.id)).toBe(1);
    expect(await rows(results, deal.id)).toBe(1);
  });

  it('a confirmation racing an edit applies to the version the confirmer saw, or is refused: look again', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = pair();
      await ok(a.agent.put(u.agreement).send(AGREEMENT));
      const [confirm, edit] = await Promise.all([
        b.agent.post(u.confirm).send({ version: 1 }),
        a.agent.put(u.agreement).send({ ...AGREEMENT, amount: 170_000_000 }),
      ]);
      const deal = await dealOf(a);
      if (confirm.status === 200) {
        // the confirmation came first: version 1 is final and the edit is refused
        expect(confirm.body.data.final).toBe(true);
        expect(edit.status).toBe(409);
        expect(edit.body.code).toBe('agreement-final');
        expect(await rows(results, deal.id)).toBe(1);
      } else {
        expect(confirm.status).toBe(409);
        expect(confirm.body.code).toBe('agreement-changed');
        expect(edit.status).toBe(200);
        expect((await myPair(b)).agreement).toMatchObject({ version: 2, amount: 170_000_000, final: false });
        expect(await rows(results, deal.id)).toBe(0);
      }
    }
  });

  it('two devices of one seat confirming at once store one confirmation and one result row', async () => {
    const [a, b] = pair();
    await ok(a.agent.put(u.agreement).send(AGREEMENT));
    const other = await secondDevice(b);
    const answers = await Promise.all([
      b.agent.post(u.confirm).send({ version: 1 }),
      other.post(u.confirm).send({ version: 1 }),
      b.agent.post(u.confirm).send({ version: 1 }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const deal = await dealOf(a);
    expect(await rows(results, deal.id)).toBe(1);
    const [version] = await t.database.db
      .select()
      .from(agreementVersions)
      .where(eq(agreementVersions.dealId, deal.id));
    expect(version!.confirmedBy).toEqual([a.seat.id, b.seat.id]);
  });

  it('a form sent twice with its Idempotency-Key (a retry, an offline queue) is stored once', async () => {
    const [a, b] = pair();
    const key = 'offline-queue-0001';
    const sent = await Promise.all([
      a.agent.put(u.agreement).set('Idempotency-Key', key).send(AGREEMENT),
      a.agent.put(u.agreement).set('Idempotency-Key', key).send(AGREEMENT),
    ]);
    expect(sent.map((r) => [r.status, r.body.data.version])).toEqual([
      [200, 1],
      [200, 1],
    ]);
    // the partner confirms; the queue replays once more after the network came back: still version 1, final
    await ok(b.agent.post(u.confirm).send({ version: 1 }));
    const replay = await a.agent.put(u.agreement).set('Idempotency-Key', key).send(AGREEMENT);
    expect([replay.status, replay.body.data.version]).toEqual([200, 1]);
    // the same key with another form: refused
    const reused = await a.agent
      .put(u.agreement)
      .set('Idempotency-Key', key)
      .send({ ...AGREEMENT, amount: 1_000 });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency-conflict');
    const deal = await dealOf(a);
    expect(await rows(agreementVersions, deal.id)).toBe(1);
    expect(await rows(results, deal.id)).toBe(1);
    const bad = await a.agent.put(u.agreement).set('Idempotency-Key', 'not a key!').send(AGREEMENT);
    expect(bad.status).toBe(400);
  });

  it('the form that made the agreement final, retried with its Idempotency-Key, answers what it answered', async () => {
    const [a, b] = pair();
    await ok(a.agent.put(u.agreement).set('Idempotency-Key', 'enter-a-0001').send(AGREEMENT));
    // the partner types the same form: it confirms version 1, which is final; the phone never hears back
    const send = () => b.agent.put(u.agreement).set('Idempotency-Key', 'enter-b-0001').send(AGREEMENT);
    const first = await send();
    expect([first.status, first.body.data]).toEqual([200, { version: 1 }]);
    const retry = await send();
    expect([retry.status, retry.body]).toEqual([first.status, first.body]);
    expect((await myPair(b)).agreement).toMatchObject({ version: 1, final: true });
    const deal = await dealOf(a);
    expect(await rows(agreementVersions, deal.id)).toBe(1);
    expect(await rows(results, deal.id)).toBe(1);
    // another form is still refused, under that key or a new one
    for (const key of ['enter-b-0001', 'enter-b-0002']) {
      const changed = await b.agent
        .put(u.agreement)
        .set('Idempotency-Key', key)
        .send({ ...AGREEMENT, amount: 1_000 });
      expect([changed.status, changed.body.code]).toEqual([409, 'agreement-final']);
    }
  });

  it('the survey from two devices at once: the same answers are stored once; other answers are refused', async () => {
    const [a, partner] = pair();
    await agreed(a, partner);
    const other = await secondDevice(a);
    const same = await Promise.all([
      a.agent.put(u.mySurvey).send({ answers: { outcomeOwn: 5 } }),
      other.put(u.mySurvey).send({ answers: { outcomeOwn: 5 } }),
    ]);
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    const [b, partnerB] = pair();
    await agreed(b, partnerB);
    const otherB = await secondDevice(b);
    const different = await Promise.all([
      b.agent.put(u.mySurvey).send({ answers: { outcomeOwn: 5 } }),
      otherB.put(u.mySurvey).send({ answers: { outcomeOwn: 2 } }),
    ]);
    expect(different.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = (await myPair(b)).survey!.answers;
    expect(kept).toEqual(different[0]!.status === 200 ? { outcomeOwn: 5 } : { outcomeOwn: 2 });
  });

  it('first offers recorded by both at once: the last committed stands, on both phones', async () => {
    const [a, b] = pair();
    const [x, y] = await Promise.all([
      a.agent.put(u.firstOffer).send({ by: 'me', amount: 300_000_000 }),
      b.agent.put(u.firstOffer).send({ by: 'partner', amount: 310_000_000 }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const seenA = (await myPair(a)).firstOffer!;
    const seenB = (await myPair(b)).firstOffer!;
    expect(seenA.amount).toBe(seenB.amount);
    expect(seenA.role).toBe(a.role);
    expect([300_000_000, 310_000_000]).toContain(seenA.amount);
  });
});
