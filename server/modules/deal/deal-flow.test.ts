import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgreementView, FirstOffer, PairsOverview } from '@shared/contracts/deal';
import { resultUrls } from '@shared/contracts/results';
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

/** One pair through every step on both phones: plan, first offer, agreement, confirmation, survey. */
let t: TestContext;
let server: ListeningSite;
let admin: Agent;
let a: Student;
let b: Student;
const u = urls();
beforeAll(async () => {
  t = await createTestContext();
  server = await t.listen();
  admin = await t.signIn();
  const { tables } = await pairedClass(t, admin, 2, { prefix: 'Flow', lang: (i) => (i === 2 ? 'ko' : 'en') });
  [a, b] = tables[0]!.sort((x, y) => (x.role === 'agent' ? -1 : y.role === 'agent' ? 1 : 0)) as [
    Student,
    Student,
  ];
});
afterAll(async () => {
  await server.stop('end of test');
  await t.close();
});

const overview = async () => (await ok(admin.get(u.pairs))) as PairsOverview;

describe('the steps on both phones', () => {
  it('starts at the plan, with the table, both members and nothing entered', async () => {
    const mine = await myPair(a);
    expect(mine).toMatchObject({
      table: a.table,
      role: 'agent',
      step: 'plan',
      plan: null,
      firstOffer: null,
      agreement: null,
      survey: null,
      drafts: {},
      debriefReleased: false,
    });
    expect(mine.members).toEqual([
      { name: a.seat.name, role: 'agent', me: true },
      { name: b.seat.name, role: 'studio', me: false },
    ]);
    const run = await overview();
    expect(run.pairs).toHaveLength(1);
    expect(run.pairs[0]).toMatchObject({ table: a.table, status: 'planning', stuck: false, agreement: null });
  });

  it('keeps a draft per seat and form, and gives it back after a reload', async () => {
    await ok(a.agent.put(u.myDraft('plan')).send({ target: '1억 5천만', priorities: ['fee'] }));
    expect(await ok(a.agent.get(u.myDraft('plan')))).toEqual({ target: '1억 5천만', priorities: ['fee'] });
    expect(await ok(b.agent.get(u.myDraft('plan')))).toBeNull();
    expect((await myPair(a)).drafts).toEqual({ plan: { target: '1억 5천만', priorities: ['fee'] } });
  });

  it('stores each plan privately: my phone shows mine, never the partner’s; the draft goes', async () => {
    const stream = await openEventStream(server.url, b.cookie);
    const plan = await ok(a.agent.put(u.myPlan).send(PLAN));
    expect(plan).toMatchObject({ target: 150_000_000, walkAway: 100_000_000, priorities: ['fee'] });
    expect(await stream.next((e) => e.type === 'deal')).toEqual({ type: 'deal', sim: 'queenOfSorrows' });
    stream.close();
    const mine = await myPair(a);
    expect(mine.step).toBe('negotiate');
    expect(mine.plan?.firstOfferWhy).toBe('Her last series');
    expect(mine.drafts).toEqual({});
    const theirs = await myPair(b);
    expect(theirs.step).toBe('plan');
    expect(theirs.plan).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain('Her last series');
    await ok(b.agent.put(u.myPlan).send({ ...PLAN, target: 90_000_000, priorities: ['billing', 'fee'] }));
    expect((await overview()).pairs[0]!.status).toBe('negotiating');
  });

  it('records the first offer from either phone; the partner corrects it and both see the correction', async () => {
    const first = (await ok(
      b.agent.put(u.firstOffer).send({ by: 'partner', amount: 250_000_000 }),
    )) as FirstOffer;
    expect(first).toMatchObject({ role: 'agent', mine: false, amount: 250_000_000 });
    expect(first.recordedBy).toEqual({ name: b.seat.name, role: 'studio', me: true });
    expect((await myPair(a)).firstOffer).toMatchObject({ role: 'agent', mine: true, amount: 250_000_000 });
    await ok(a.agent.put(u.firstOffer).send({ by: 'me', amount: 240_000_000 }));
    for (const s of [a, b])
      expect((await myPair(s)).firstOffer).toMatchObject({ role: 'agent', amount: 240_000_000 });
    expect((await overview()).pairs[0]!.status).toBe('first-offer');
  });

  it('the agreement one side enters waits for the other, who sees exactly what was entered', async () => {
    const instructor = await openEventStream(server.url, await adminCookie(t));
    const { version } = (await ok(a.agent.put(u.agreement).send(AGREEMENT))) as { version: number };
    expect(version).toBe(1);
    expect(await instructor.next((e) => e.type === 'deal')).toEqual({ type: 'deal', sim: 'queenOfSorrows' });
    instructor.close();
    const seen = (await myPair(b)).agreement!;
    expect(seen).toMatchObject({
      version: 1,
      noAgreement: false,
      amount: 150_000_000,
      contingent: { amount: 20_000_000, condition: 'the average rating exceeds 10%' },
      terms: { schedule: 'standard', billing: 'solo', promotion: 'standard', styling: 'studio' },
      text: 'Script reading in March',
      status: 'waiting',
      final: false,
      byInstructor: false,
      dispute: null,
    });
    expect(seen.enteredBy).toEqual({ name: a.seat.name, role: 'agent', me: false });
    expect(seen.confirmations).toEqual([{ name: a.seat.name, role: 'agent', me: false }]);
    expect((await myPair(a)).step).toBe('confirm');
    expect((await myPair(b)).step).toBe('confirm');
    expect((await overview()).pairs[0]!.status).toBe('waiting');
  });

  it('"Something\'s wrong" marks it disputed with the note; an edit asks the other side again', async () => {
    const disputed = (await ok(
      b.agent.post(u.dispute).send({ note: ' 보너스는 회당이 아니라 총액입니다 ' }),
    )) as AgreementView;
    expect(disputed.status).toBe('disputed');
    expect(disputed.dispute).toEqual({
      note: '보너스는 회당이 아니라 총액입니다',
      by: { name: b.seat.name, role: 'studio', me: true },
      amount: null,
    });
    const run = await overview();
    expect(run.pairs[0]!.status).toBe('disputed');
    expect(run.counts.disputed).toBe(1);
    const { version } = (await ok(
      b.agent
        .put(u.agreement)
        .send({ ...AGREEMENT, contingent: { amount: 15_000_000, condition: '시청률 10% 초과 시' } }),
    )) as { version: number };
    expect(version).toBe(2);
    const now = (await myPair(a)).agreement!;
    expect(now).toMatchObject({ version: 2, status: 'waiting', dispute: null });
    expect(now.enteredBy?.me).toBe(false);
  });

  it("confirming the version seen makes it final: the pair's one result row, confirmed by both", async () => {
    const stream = await openEventStream(server.url, b.cookie);
    const confirmed = (await ok(a.agent.post(u.confirm).send({ version: 2 }))) as AgreementView;
    expect(confirmed).toMatchObject({ version: 2, status: 'confirmed', final: true, byInstructor: false });
    expect(confirmed.confirmations.map((m) => m.role).sort()).toEqual(['agent', 'studio']);
    await stream.next((e) => e.type === 'deal');
    stream.close();
    for (const s of [a, b]) expect((await myPair(s)).step).toBe('survey');

    const listed = (await ok(admin.get(resultUrls('queenOfSorrows').list))) as Array<Record<string, unknown>>;
    const row = listed.find((r) => r.table === a.table)!;
    expect(row).toMatchObject({
      yejiAgentName: a.seat.name,
      studioCounterpartName: b.seat.name,
      noAgreement: false,
      amountPaid: 150_000_000,
      confirmedByBoth: true,
      table: a.table,
      firstOfferAmount: 240_000_000,
      firstOfferRole: 'agent',
      contingentAmount: 15_000_000,
      contingentCondition: '시청률 10% 초과 시',
    });
    expect(row.additionalTerms).toBe(
      'Bonus: 15 million won per episode if 시청률 10% 초과 시; Top (solo) billing: her name first and alone above the title; Script reading in March',
    );
    expect(listed.filter((r) => r.table === a.table)).toHaveLength(1);
    const run = await overview();
    expect(run.pairs[0]).toMatchObject({ status: 'agreed', resultId: row.id, stuck: false });
    expect(run.counts).toMatchObject({ pairs: 1, agreed: 1, disputed: 0, waiting: 0 });
    expect(run.pairs[0]!.versions.map((v) => v.version)).toEqual([1, 2]);
  });

  it('a final agreement takes no edit, nor a change of its first offer, and confirming it again changes nothing', async () => {
    const edit = await a.agent.put(u.agreement).send({ ...AGREEMENT, amount: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ success: false, code: 'agreement-final' });
    const again = await b.agent.post(u.confirm).send({ version: 2 });
    expect(again.status).toBe(200);
    expect(again.body.data.final).toBe(true);
    // the first offer is part of the final result: neither side changes it alone (it rewrote the row)
    const english = [a, b].find((s) => s.seat.lang === 'en')!;
    const korean = [a, b].find((s) => s.seat.lang === 'ko')!;
    for (const by of ['me', 'partner'] as const) {
      const changed = await english.agent.put(u.firstOffer).send({ by, amount: 90_000_000 });
      expect([changed.status, changed.body.code]).toEqual([409, 'first-offer-final']);
      expect(changed.body.message).toBe(
        'The agreement is final, so its first offer can no longer be changed. Ask your instructor if it needs correcting.',
      );
    }
    const changedKo = await korean.agent.put(u.firstOffer).send({ by: 'me', amount: 90_000_000 });
    expect([changedKo.status, changedKo.body.message]).toEqual([
      409,
      '합의가 확정되어 첫 제안은 더 이상 바꿀 수 없습니다. 고쳐야 한다면 강사에게 말씀해 주세요.',
    ]);
    // the offer as stored, sent again (a phone's retry), is answered as it is
    const opener = a.role === 'agent' ? a : b;
    expect(await ok(opener.agent.put(u.firstOffer).send({ by: 'me', amount: 240_000_000 }))).toMatchObject({
      role: 'agent',
      amount: 240_000_000,
    });
    const listed = (await ok(admin.get(resultUrls('queenOfSorrows').list))) as Array<Record<string, unknown>>;
    expect(listed.find((r) => r.table === a.table)).toMatchObject({
      firstOfferRole: 'agent',
      firstOfferAmount: 240_000_000,
    });
    for (const s of [a, b])
      expect((await myPair(s)).firstOffer).toMatchObject({ role: 'agent', amount: 240_000_000 });
    const ko = await korean.agent.post(u.dispute).send({ note: '' });
    expect(ko.status).toBe(409);
    expect(ko.body.message).toBe('확정된 합의입니다. 고쳐야 한다면 강사에게 말씀해 주세요.');
  });

  it('the survey is answered once, then the phone is done; the instructor sees the scores', async () => {
    const answers = { outcomeOwn: 6, outcomeLost: 2, relationshipTrust: 7 };
    await ok(a.agent.put(u.mySurvey).send({ answers }));
    expect((await myPair(a)).step).toBe('done');
    expect((await myPair(a)).survey?.answers).toEqual(answers);
    // the same answers again: a retry, 200; others: 409
    await ok(a.agent.put(u.mySurvey).send({ answers }));
    const other = await a.agent.put(u.mySurvey).send({ answers: { outcomeOwn: 1 } });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('survey-answered');
    // skipping every statement is an answer too
    await ok(b.agent.put(u.mySurvey).send({ answers: {} }));
    const run = await overview();
    expect(run.pairs[0]!.status).toBe('survey-done');
    const scores = run.pairs[0]!.surveys.find((s) => s.seatId === a.seat.id)!.scores;
    expect(scores.dimensions.outcome).toBe(6);
    expect(scores.answered).toBe(3);
    // the run page is told which member skipped it: done, but not answered
    expect(
      run.pairs[0]!.surveys.map(({ seatId, skipped }) => ({ seatId, skipped })).sort(
        (x, y) => x.seatId - y.seatId,
      ),
    ).toEqual(
      [
        { seatId: a.seat.id, skipped: false },
        { seatId: b.seat.id, skipped: true },
      ].sort((x, y) => x.seatId - y.seatId),
    );
  });
});
