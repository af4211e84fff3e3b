import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STUCK_AFTER_MS, type PairOverview, type PairsOverview } from '@shared/contracts/deal';
import { resultUrls } from '@shared/contracts/results';
import { assignments, debriefReleases, results } from '../../db/schema';
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
import { REPORTED } from '@shared/testing/listed-result';

vi.setConfig({ testTimeout: 60_000 });

/** The run page: every pair's status and counts, and the instructor's reopen, settle and enter. */
let t: TestContext;
let server: ListeningSite;
let admin: Agent;
let tables: Student[][];
/** The tables of two, apart from the trio. */
let duos: Student[][];
let assignmentId: number;
const u = urls();
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  admin = await t.signIn();
  const paired = await pairedClass(t, admin, 11, { prefix: 'Run' });
  tables = paired.tables;
  duos = tables.filter((tb) => tb.length === 2);
  assignmentId = paired.assignment.id;
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const overview = async () => (await ok(admin.get(u.pairs))) as PairsOverview;
const listed = async () =>
  (await ok(admin.get(resultUrls('queenOfSorrows').list))) as Array<Record<string, unknown>>;
const byRole = (table: Student[], role: string) => table.filter((s) => s.role === role);

describe('the run page', () => {
  it('lists every pair with its members; marks the pairs that did nothing for a while as stuck', async () => {
    const run = await overview();
    expect(run.pairs.map((p) => p.table)).toEqual(tables.map((tb) => tb[0]!.table));
    expect(run.counts).toEqual({ pairs: 5, agreed: 0, noAgreement: 0, disputed: 0, waiting: 0, stuck: 0 });
    expect(run.pairs.map((p) => p.members.length).sort()).toEqual([2, 2, 2, 2, 3]);
    expect(run.pairs[0]!.members[0]).toMatchObject({ name: expect.any(String), lang: 'en' });
    // published long ago; one pair has just written its plan
    await t.database.db
      .update(assignments)
      .set({ publishedAt: new Date(Date.now() - STUCK_AFTER_MS - 60_000) })
      .where(eq(assignments.id, assignmentId));
    await ok(tables[0]![0]!.agent.put(u.myPlan).send(PLAN));
    const later = await overview();
    expect(later.counts.stuck).toBe(4);
    expect(later.pairs[0]).toMatchObject({ stuck: false, status: 'planning' });
    expect(later.pairs[0]!.lastActivityAt).not.toBeNull();
    expect(later.pairs[1]).toMatchObject({ stuck: true, lastActivityAt: null });
  });

  it('a trio is final when each role has confirmed: either mirror confirms for the shared role', async () => {
    const trio = tables.find((tb) => tb.length === 3)!;
    const roles = ['agent', 'studio'];
    const shared = roles.find((r) => byRole(trio, r).length === 2)!;
    const single = byRole(
      trio,
      roles.find((r) => r !== shared)!,
    )[0]!;
    const [m1, m2] = byRole(trio, shared);
    await ok(m1!.agent.put(u.agreement).send(AGREEMENT));
    // the other mirror confirming adds nothing new: the single role has not confirmed yet
    expect(((await ok(m2!.agent.post(u.confirm).send({ version: 1 }))) as { final: boolean }).final).toBe(
      false,
    );
    expect(((await ok(single.agent.post(u.confirm).send({ version: 1 }))) as { final: boolean }).final).toBe(
      true,
    );
    const row = (await listed()).find((r) => r.table === single.table)!;
    const names = (ss: Student[]) => ss.map((s) => s.seat.name);
    const reporter = shared === 'agent' ? [m1!, m2!] : [single];
    expect(row.yejiAgentName).toBe(names(trio.filter((s) => reporter.includes(s))).join(' & '));
    expect(row.confirmedByBoth).toBe(true);
  });

  it('reopens a final agreement: its row goes, both phones confirm again, and it comes back once', async () => {
    const [a, b] = duos[0]!;
    await ok(a!.agent.put(u.agreement).send(AGREEMENT));
    await ok(b!.agent.post(u.confirm).send({ version: 1 }));
    expect((await listed()).filter((r) => r.table === a!.table)).toHaveLength(1);
    const instructor = await openEventStream(server.url, await adminCookie(t));
    const phone = await openEventStream(server.url, b!.cookie);
    const reopened = (await ok(admin.post(u.reopen(a!.table)))) as PairOverview;
    expect(reopened).toMatchObject({ status: 'waiting', resultId: null });
    expect(reopened.agreement).toMatchObject({
      version: 2,
      final: false,
      enteredBy: null,
      confirmations: [],
    });
    await instructor.next((e) => e.type === 'results');
    await phone.next((e) => e.type === 'deal');
    instructor.close();
    phone.close();
    expect((await listed()).filter((r) => r.table === a!.table)).toHaveLength(0);
    // a phone still holding version 1 is told it changed
    const stale = await a!.agent.post(u.confirm).send({ version: 1 });
    expect(stale.body.code).toBe('agreement-changed');
    expect((await myPair(a!)).step).not.toBe('survey');
    await ok(a!.agent.post(u.confirm).send({ version: 2 }));
    await ok(b!.agent.post(u.confirm).send({ version: 2 }));
    expect((await listed()).filter((r) => r.table === a!.table)).toHaveLength(1);
    // reopening what is not final changes nothing
    const [c] = duos[1]!;
    expect(((await ok(admin.post(u.reopen(c!.table)))) as PairOverview).agreement).toBeNull();
  });

  it('settles a dispute by choosing the right version: final, not confirmed by both', async () => {
    const [a, b] = duos[1]!;
    await ok(a!.agent.put(u.agreement).send(AGREEMENT));
    await ok(b!.agent.put(u.agreement).send({ ...AGREEMENT, amount: 120_000_000 }));
    await ok(a!.agent.post(u.dispute).send({ note: 'We said 150' }));
    const run = await overview();
    expect(run.counts.disputed).toBe(1);
    const disputed = run.pairs.find((p) => p.table === a!.table)!;
    expect(disputed.agreement?.dispute?.note).toBe('We said 150');
    expect(disputed.versions.map((v) => v.amount)).toEqual([150_000_000, 120_000_000]);
    expect((await admin.post(u.settle(a!.table)).send({ version: 9 })).body.code).toBe('unknown-version');
    const settled = (await ok(admin.post(u.settle(a!.table)).send({ version: 1 }))) as PairOverview;
    expect(settled.status).toBe('agreed');
    expect(settled.agreement).toMatchObject({
      version: 1,
      amount: 150_000_000,
      final: true,
      byInstructor: true,
    });
    const row = (await listed()).find((r) => r.table === a!.table)!;
    expect(row).toMatchObject({ amountPaid: 150_000_000, confirmedByBoth: false });
    const again = await admin.post(u.settle(a!.table)).send({ version: 2 });
    expect([again.status, again.body.code]).toEqual([409, 'agreement-final']);
    for (const s of [a!, b!]) expect((await myPair(s)).agreement).toMatchObject({ version: 1, final: true });
  });

  it('enters a pair’s result for them, final at once; a retry with its key stores it once', async () => {
    const [a] = duos[2]!;
    const send = () =>
      admin
        .put(u.enter(a!.table))
        .set('Idempotency-Key', 'enter-table-4')
        .send({ noAgreement: true, text: 'Walked away over billing' });
    const entered = (await ok(send())) as PairOverview;
    expect(entered.status).toBe('no-agreement');
    expect(entered.agreement).toMatchObject({
      noAgreement: true,
      amount: null,
      enteredBy: null,
      byInstructor: true,
    });
    // a retry answers what the first request answered
    expect(await ok(send())).toEqual(entered);
    const again = await admin.put(u.enter(a!.table)).send(AGREEMENT);
    expect(again.body.code).toBe('agreement-final');
    const rows = (await listed()).filter((r) => r.table === a!.table);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      noAgreement: true,
      amountPaid: null,
      additionalTerms: 'Walked away over billing',
      confirmedByBoth: false,
    });
    const run = await overview();
    expect(run.counts).toMatchObject({ agreed: 3, noAgreement: 1, disputed: 0 });
    // neither phone filled its plan: each shows where the pair is (the survey), not the plan it skipped
    const [, b] = duos[2]!;
    for (const s of [a!, b!]) expect(await myPair(s)).toMatchObject({ step: 'survey', plan: null });
    await ok(a!.agent.put(u.mySurvey).send({ answers: {} }));
    expect((await myPair(a!)).step).toBe('done');
    // the plan stays open to fill in afterwards, and the phone stays done
    await ok(a!.agent.put(u.myPlan).send(PLAN));
    expect(await myPair(a!)).toMatchObject({ step: 'done', plan: { target: PLAN.target } });
  });

  it('refuses a table the assignment does not have, and a bad body', async () => {
    for (const res of [
      await admin.post(u.reopen(99)),
      await admin.post(u.settle(99)).send({ version: 1 }),
      await admin.put(u.enter(99)).send(AGREEMENT),
      await admin.post('/api/sims/queenOfSorrows/pairs/x/reopen'),
    ])
      expect(res.status).toBe(404);
    const [a] = duos[3]!;
    expect((await admin.put(u.enter(a!.table)).send({ ...AGREEMENT, amount: -1 })).status).toBe(400);
    expect((await admin.post(u.settle(a!.table)).send({ version: 1 })).body.code).toBe('no-agreement-yet');
    // a version past PostgreSQL's integer was a 500 from the database; it is refused before it
    for (const version of [2_147_483_648, 1e20, -2_147_483_649]) {
      const res = await admin.post(u.settle(a!.table)).send({ version });
      expect([res.status, Object.keys(res.body.errors ?? {})], JSON.stringify(res.body)).toEqual([
        400,
        ['version'],
      ]);
    }
  });

  it('lists both kinds of results in one table, told apart by the badge', async () => {
    await request(t.app)
      .post('/api/sims/qos/submit')
      .send({
        yeji_agent_name: 'Anon',
        studio_counterpart_name: 'Ymous',
        no_agreement: false,
        amount_paid: 5,
      })
      .expect(201);
    const report = (await listed()).find((r) => r.yejiAgentName === 'Anon')!;
    expect(report).toMatchObject({
      ...REPORTED,
    });
    const byPairs = await t.database.db
      .select()
      .from(results)
      .where(sql`${results.dealId} is not null`);
    expect(new Set(byPairs.map((r) => r.dealId)).size).toBe(byPairs.length);
  });

  it("tells each phone when the instructor releases the debrief (read from the release's table)", async () => {
    const [a] = tables[0]!;
    expect((await myPair(a!)).debriefReleased).toBe(false);
    // the debrief's own endpoint writes this row; this test stands in for it
    await t.database.db.execute(
      sql`insert into ${debriefReleases} (class_id, sim_key) values (current_class_id(), 'queenOfSorrows')`,
    );
    expect((await myPair(a!)).debriefReleased).toBe(true);
  });
});
