import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DebriefData, MyDebrief } from '@shared/contracts/debrief';
import { debriefUrls } from '@shared/contracts/debrief';
import { dealUrls, type MyPair, type PairsOverview } from '@shared/contracts/deal';
import { pairingUrls, type AssignmentView, type NewRoundAnswer } from '@shared/contracts/pairing';
import { resultUrls } from '@shared/contracts/results';
import { createTestContext, type TestContext } from '../../test/harness';
import { AGREEMENT, PLAN, ok, pairedClass, type Agent, type Student } from '../../test/deal-helpers';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A class plays Queen of Sorrows twice: round 1 published, a new round drafted (roles switched, or new
 * partners) and published; each round keeps its own pairs, plans, agreements and surveys, and the results,
 * the instructor's debrief and each student's own debrief tell the rounds apart.
 */
const SIM = 'queenOfSorrows';
const urls = pairingUrls(SIM);
let t: TestContext;
let admin: Agent;
let students: Student[];
let round1: AssignmentView;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const paired = await pairedClass(t, admin, 6, { prefix: 'Round' });
  students = paired.students;
  round1 = paired.assignment;
});
afterAll(() => t.close());

const partnersIn = (a: AssignmentView) =>
  new Set(
    a.pairs.map((p) =>
      p.members
        .map((m) => m.seatId)
        .sort((x, y) => x - y)
        .join('-'),
    ),
  );
const roleIn = (a: AssignmentView, seatId: number) =>
  a.pairs.flatMap((p) => p.members).find((m) => m.seatId === seatId)?.role;
const pairOf = async (s: Student, round?: number) =>
  (await ok(s.agent.get(dealUrls(SIM, round).myPair))) as MyPair;

/** Both members of a table agree on AGREEMENT at `amount` in `round` and answer the survey. */
async function agree(table: Student[], round: number, amount: number) {
  const [first, ...others] = table;
  const u = dealUrls(SIM, round);
  for (const s of table) await ok(s.agent.put(u.myPlan).send(PLAN));
  await ok(first!.agent.put(u.firstOffer).send({ by: 'me', amount: amount * 2 }));
  const entered = (await ok(
    first!.agent
      .put(u.agreement)
      .set('Idempotency-Key', `r${round}-${first!.seat.id}`)
      .send({ ...AGREEMENT, amount }),
  )) as { version: number };
  for (const s of others) await ok(s.agent.post(u.confirm).send({ version: entered.version }));
  for (const s of table) await ok(s.agent.put(u.mySurvey).send({ answers: { outcomeOwn: 6 } }));
}

const tablesOf = (a: AssignmentView) =>
  a.pairs.map((p) => p.members.map((m) => students.find((s) => s.seat.id === m.seatId)!));

describe('a new round', () => {
  it('is refused before round 1 is published, and for a mode it does not know', async () => {
    expect((await admin.post(urls.rounds).send({ mode: 'shuffle' })).status).toBe(400);
    expect(
      (await admin.post(pairingUrls('shinhwaDaesung').rounds).send({ mode: 'switch-roles' })).status,
    ).toBe(409);
    expect((await admin.post(pairingUrls('nope').rounds).send({ mode: 'switch-roles' })).status).toBe(404);
  });

  it("round 1's pairs agree; the phones say round 1", async () => {
    const first = await pairOf(students[0]!);
    expect(first).toMatchObject({ round: 1, rounds: [1], step: 'plan' });
    for (const table of tablesOf(round1)) await agree(table, 1, 100_000_000);
  });

  it('switch-roles keeps every table and switches every role; a draft until published', async () => {
    const res = await admin.post(urls.rounds).send({ mode: 'switch-roles' });
    expect(res.status).toBe(201);
    const { round, assignment } = res.body.data as NewRoundAnswer;
    expect(round).toBe(2);
    expect(assignment).toMatchObject({ round: 2, published: false });
    expect(partnersIn(assignment)).toEqual(partnersIn(round1));
    for (const s of students) expect(roleIn(assignment, s.seat.id)).not.toBe(roleIn(round1, s.seat.id));
    // the phones still show round 1 until it is published
    expect((await pairOf(students[0]!)).round).toBe(1);
    // assigning while the next round's draft is open re-draws that round, never round 1
    const again = (await ok(
      admin.post(urls.assignments).send({ seatIds: students.map((x) => x.seat.id) }),
      201,
    )) as AssignmentView;
    expect(again).toMatchObject({ round: 2, published: false });
  });

  it('new-partners replaces the draft: everyone keeps their role and nobody meets a round-1 partner', async () => {
    const { assignment } = (await ok(
      admin.post(urls.rounds).send({ mode: 'new-partners' }),
      201,
    )) as NewRoundAnswer;
    expect(assignment.round).toBe(2);
    for (const s of students) expect(roleIn(assignment, s.seat.id)).toBe(roleIn(round1, s.seat.id));
    const before = partnersIn(round1);
    for (const key of partnersIn(assignment)) expect(before.has(key)).toBe(false);
    await ok(admin.post(urls.publish(assignment.id)));
    const current = (await ok(admin.get(urls.assignments))) as AssignmentView;
    expect(current).toMatchObject({ id: assignment.id, round: 2, published: true });
  });

  it("round 2 starts fresh on the phones; round 1's pair stays readable and its deal unchanged", async () => {
    const s = students[0]!;
    const now = await pairOf(s);
    expect(now).toMatchObject({
      round: 2,
      rounds: [1, 2],
      step: 'plan',
      plan: null,
      agreement: null,
      survey: null,
    });
    const before = await pairOf(s, 1);
    expect(before).toMatchObject({ round: 1, step: 'done' });
    expect(before.agreement?.amount).toBe(100_000_000);
    // a round that does not exist, or a round that is not a number
    expect((await s.agent.get(dealUrls(SIM, 3).myPair)).status).toBe(403);
    expect((await s.agent.get(`${dealUrls(SIM).myPair}?round=two`)).status).toBe(400);
  });

  it("round 2's pairs agree; results, the instructor's debrief and the run page tell the rounds apart", async () => {
    const round2 = (await ok(admin.get(urls.assignments))) as AssignmentView;
    for (const table of tablesOf(round2)) await agree(table, 2, 150_000_000);
    const rows = (await ok(admin.get(resultUrls(SIM).list))) as Array<{ round?: number; amountPaid: number }>;
    expect(rows.map((r) => [r.round, r.amountPaid]).sort()).toEqual([
      [1, 100_000_000],
      [1, 100_000_000],
      [1, 100_000_000],
      [2, 150_000_000],
      [2, 150_000_000],
      [2, 150_000_000],
    ]);
    const d = debriefUrls(SIM);
    const latest = (await ok(admin.get(d.data))) as DebriefData;
    expect(latest).toMatchObject({ round: 2, rounds: [1, 2] });
    expect(latest.pairs.map((p) => [p.round, p.amount])).toEqual([
      [2, 150_000_000],
      [2, 150_000_000],
      [2, 150_000_000],
    ]);
    const first = (await ok(admin.get(`${d.data}?round=1`))) as DebriefData;
    expect(first.pairs.every((p) => p.round === 1 && p.amount === 100_000_000)).toBe(true);
    const all = (await ok(admin.get(`${d.data}?round=all`))) as DebriefData;
    expect(all.pairs).toHaveLength(6);
    // the same student carries the same number in both rounds
    const numbers = (round: number) =>
      new Set(all.pairs.filter((p) => p.round === round).flatMap((p) => p.students.map((s) => s.student)));
    expect(numbers(1)).toEqual(numbers(2));
    expect((await admin.get(`${d.data}?round=9`)).status).toBe(404);
    expect((await admin.get(`${d.data}?round=0`)).status).toBe(400);
    const pairs1 = (await ok(admin.get(`${dealUrls(SIM).pairs}?round=1`))) as PairsOverview;
    expect(pairs1.counts).toMatchObject({ pairs: 3, agreed: 3 });
  });

  it("each student's own debrief has both of their rounds, and never another student's number", async () => {
    await ok(admin.post(debriefUrls(SIM).release).send({ released: true }));
    const s = students[0]!;
    const mine = (await ok(s.agent.get(debriefUrls(SIM).myDebrief))) as MyDebrief;
    expect(mine).toMatchObject({ round: 2, rounds: [1, 2] });
    expect(mine.pair?.amount).toBe(150_000_000);
    const earlier = (await ok(s.agent.get(`${debriefUrls(SIM).myDebrief}?round=1`))) as MyDebrief;
    expect(earlier).toMatchObject({ round: 1, rounds: [1, 2] });
    expect(earlier.pair?.amount).toBe(100_000_000);
    expect(JSON.stringify([mine, earlier])).not.toContain('"student"');
  });

  it('new-partners-switch-roles: everyone switches role and meets someone new where the numbers allow', async () => {
    const round2 = (await ok(admin.get(urls.assignments))) as AssignmentView;
    const { round, assignment } = (await ok(
      admin.post(urls.rounds).send({ mode: 'new-partners-switch-roles' }),
      201,
    )) as NewRoundAnswer;
    expect(round).toBe(3);
    for (const s of students) expect(roleIn(assignment, s.seat.id)).not.toBe(roleIn(round2, s.seat.id));
    // six students, two rounds met: each has one partner left in the other role, so none repeats
    const met = new Set([...partnersIn(round1), ...partnersIn(round2)]);
    for (const key of partnersIn(assignment)) expect(met.has(key)).toBe(false);
  });
});
