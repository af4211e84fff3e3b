import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAFT_MAX_CHARS, dealMessages, dealUrls } from '@shared/contracts/deal';
import { reportFormMessages, resultMessages } from '@shared/contracts/results';
import { SEAT_COOKIE, mySeatUrl, seatMessages, seatUrl } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { SURVEY_ITEMS, surveyMessages } from '@shared/survey';
import { agreementVersions, dealDrafts, deals, plans, results, surveyAnswers } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';
import { AGREEMENT, PLAN, ok, pairedClass, urls, type Agent, type Student } from '../../test/deal-helpers';

vi.setConfig({ testTimeout: 60_000 });

/** Who may write a pair's deal (its members only, on every path) and what a body may hold. */
let t: TestContext;
let admin: Agent;
let pairs: Student[][];
let observer: Student;
let removed: Student;
let korean: Student;
let endedClassSeat: Student;
const u = urls();
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  const earlier = await pairedClass(t, admin, 2, { prefix: 'Earlier' });
  endedClassSeat = earlier.students[0]!;
  const now = await pairedClass(t, admin, 7, {
    prefix: 'Refusal',
    odd: 'observer',
    lang: (i) => (i % 2 === 0 ? 'ko' : 'en'),
  });
  pairs = now.tables;
  observer = now.students.find((s) => s.role === 'observer')!;
  removed = pairs[2]![0]!;
  expect((await admin.delete(seatUrl(removed.seat.id))).status).toBe(200);
  // the pairs are drawn at random: who reads in which language is set now, so every draw tests the same
  korean = await inLanguage(pairs[0]![0]!, 'ko');
  await inLanguage(pairs[1]![0]!, 'en');
});

/** The student's seat switched to a language (the messages they are answered in follow it). */
async function inLanguage(s: Student, lang: Lang): Promise<Student> {
  expect((await s.agent.patch(mySeatUrl).send({ lang })).status).toBe(200);
  s.seat = { ...s.seat, lang };
  return s;
}
afterAll(() => t.close());

/** Every table that a refusal must leave untouched, counted. */
async function stored() {
  const { db } = t.database;
  const n = async (
    table:
      | typeof plans
      | typeof surveyAnswers
      | typeof dealDrafts
      | typeof agreementVersions
      | typeof results
      | typeof deals,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return [
    await n(plans),
    await n(surveyAnswers),
    await n(dealDrafts),
    await n(agreementVersions),
    await n(results),
    await n(deals),
  ];
}

/** Every write of a student, with a valid body. */
const writes: Array<[string, (a: Agent) => request.Test]> = [
  ['plan', (a) => a.put(u.myPlan).send(PLAN)],
  ['first offer', (a) => a.put(u.firstOffer).send({ by: 'me', amount: 100_000_000 })],
  ['agreement', (a) => a.put(u.agreement).send(AGREEMENT)],
  ['confirm', (a) => a.post(u.confirm).send({ version: 1 })],
  ['dispute', (a) => a.post(u.dispute).send({ note: 'no' })],
  ['survey', (a) => a.put(u.mySurvey).send({ answers: { outcomeOwn: 4 } })],
  ['draft', (a) => a.put(u.myDraft('agreement')).send({ amount: '1억' })],
  ['my pair', (a) => a.get(u.myPair)],
  ['my draft', (a) => a.get(u.myDraft('plan'))],
];

describe('only the members of a pair', () => {
  it('refuses a visitor without a seat, a removed seat, a seat of an ended class, an unknown seat cookie and an observer, on every path; nothing is stored', async () => {
    const before = await stored();
    const unknownCookie = request.agent(t.app);
    unknownCookie.jar.setCookie(`${SEAT_COOKIE}=${'x'.repeat(43)}`);
    // a cookie of a seat that is gone answers 401 as every seat route does; a class that has ended, 410
    const cases: Array<[string, Agent, number, string | undefined, string]> = [
      ['unseated', request.agent(t.app), 403, 'not-seated', dealMessages.en['not-seated']],
      ['removed seat', removed.agent, 401, undefined, seatMessages.en.noSeat],
      ['unknown seat cookie', unknownCookie, 401, undefined, seatMessages.en.noSeat],
      [
        'seat of an ended class',
        endedClassSeat.agent,
        410,
        undefined,
        seatMessages[endedClassSeat.seat.lang].classEnded,
      ],
      ['observer', observer.agent, 403, 'not-in-pair', dealMessages[observer.seat.lang]['not-in-pair']],
    ];
    for (const [who, agent, status, code, message] of cases) {
      for (const [what, send] of writes) {
        const res = await send(agent);
        expect(res.status, `${who}: ${what}`).toBe(status);
        expect(res.body, `${who}: ${what}`).toEqual({ success: false, message, ...(code ? { code } : {}) });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it("says so in the seat's language", async () => {
    const res = await observer.agent.get(u.myPair);
    expect(res.body.message).toBe(dealMessages[observer.seat.lang]['not-in-pair']);
    const visitor = await request(t.app).get(u.myPair);
    expect(visitor.body.message).toBe(dealMessages.en['not-seated']);
  });

  it('a student of another pair, or of another simulation, writes nothing of this pair', async () => {
    const [a, b] = pairs[0]!;
    const [c] = pairs[1]!;
    await ok(a!.agent.put(u.agreement).send(AGREEMENT));
    // the other pair's student confirms "version 1": their own pair has none, and this pair's stays waiting
    const res = await c!.agent.post(u.confirm).send({ version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('no-agreement-yet');
    const mine = (await ok(b!.agent.get(u.myPair))) as {
      agreement: { confirmations: unknown[]; final: boolean };
    };
    expect(mine.agreement.confirmations).toHaveLength(1);
    expect(mine.agreement.final).toBe(false);
    // paired for Queen of Sorrows only: Shinhwa vs Daesung has no pair for them
    const svd = await a!.agent.get(dealUrls('shinhwaDaesung').myPair);
    expect(svd.status).toBe(403);
    expect(svd.body.code).toBe('not-in-pair');
  });

  it("keeps the instructor's routes to the instructor", async () => {
    const [a] = pairs[0]!;
    for (const res of [
      await a!.agent.get(u.pairs),
      await a!.agent.post(u.reopen(a!.table)),
      await a!.agent.post(u.settle(a!.table)).send({ version: 1 }),
      await a!.agent.put(u.enter(a!.table)).send(AGREEMENT),
    ])
      expect(res.status).toBe(401);
  });

  it('has no deal for a simulation without a class flow, or an unknown one', async () => {
    const [a] = pairs[0]!;
    for (const key of ['solaraLunara', 'nope']) {
      expect((await a!.agent.get(dealUrls(key).myPair)).status).toBe(404);
      expect((await a!.agent.put(dealUrls(key).myPlan).send(PLAN)).status).toBe(404);
      expect((await admin.get(dealUrls(key).pairs)).status).toBe(404);
    }
  });
});

describe('what a body may hold', () => {
  let a: Student;
  beforeAll(() => {
    a = pairs[1]![0]!;
  });
  const en = reportFormMessages.en;

  it('amounts: the report rule and its messages (negative, text, NaN, 1e12 and more, 3 decimals, missing)', async () => {
    const before = await stored();
    const bad: Array<[unknown, string]> = [
      [-5, en.amountPositive],
      [0, en.amountPositive],
      ['150000000', en.amountNotNumber],
      ['NaN', en.amountNotNumber],
      [1e12, resultMessages.amountLimit],
      [1_500_000_000_000, resultMessages.amountLimit],
      [1.234, en.amountDecimals],
      [null, en.amountRequired],
    ];
    for (const [amount, message] of bad) {
      const plan = await a.agent.put(u.myPlan).send({ ...PLAN, walkAway: amount });
      expect(plan.status, String(amount)).toBe(400);
      expect(plan.body.errors.walkAway).toEqual([message]);
      const offer = await a.agent.put(u.firstOffer).send({ by: 'me', amount });
      expect(offer.status).toBe(400);
      expect(offer.body.errors.amount).toEqual([message]);
      const form = await a.agent.put(u.agreement).send({ ...AGREEMENT, amount });
      expect(form.status).toBe(400);
      expect(form.body.errors.amount).toEqual([message]);
      const bonus = await a.agent
        .put(u.agreement)
        .send({ ...AGREEMENT, contingent: { amount, condition: 'ratings over 10%' } });
      expect(bonus.status).toBe(400);
      expect(bonus.body.errors['contingent.amount']).toEqual([message]);
    }
    expect(await stored()).toEqual(before);
  });

  it('in Korean for a Korean seat', async () => {
    const res = await korean.agent.put(u.myPlan).send({ ...PLAN, target: -1 });
    expect(res.status).toBe(400);
    expect(res.body.errors.target).toEqual([reportFormMessages.ko.amountPositive]);
    const term = await korean.agent.put(u.agreement).send({ ...AGREEMENT, terms: { billing: 'huge' } });
    expect(term.body.errors['terms.billing']).toEqual([dealMessages.ko.unknownOption]);
  });

  it('the largest amount and two decimals pass', async () => {
    const res = await a.agent.put(u.firstOffer).send({ by: 'partner', amount: 999_999_999_999.99 });
    expect(res.status).toBe(200);
    expect(res.body.data.amount).toBe(999_999_999_999.99);
  });

  it('no agreement: the amount must be empty; the contingent part and terms are dropped', async () => {
    const res = await a.agent.put(u.agreement).send({ noAgreement: true, amount: 5 });
    expect(res.status).toBe(400);
    expect(res.body.errors.amount).toEqual([en.amountWithNoAgreement]);
  });

  it('terms: only the case’s, with one of their options; the other case’s are unknown', async () => {
    const unknown = await a.agent.put(u.agreement).send({ ...AGREEMENT, terms: { scope: 'all' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['terms.scope']).toEqual([dealMessages.en.unknownTerm]);
    const option = await a.agent.put(u.agreement).send({ ...AGREEMENT, terms: { billing: 'top' } });
    expect(option.status).toBe(400);
    expect(option.body.errors['terms.billing']).toEqual([dealMessages.en.unknownOption]);
  });

  it('texts: the case’s limits, and no control characters', async () => {
    const condition = await a.agent
      .put(u.agreement)
      .send({ ...AGREEMENT, contingent: { amount: 1_000, condition: 'x'.repeat(301) } });
    expect(condition.status).toBe(400);
    expect(condition.body.errors['contingent.condition']).toEqual([
      'Condition can be at most 300 characters.',
    ]);
    const text = await a.agent.put(u.agreement).send({ ...AGREEMENT, text: 'y'.repeat(1_001) });
    expect(text.status).toBe(400);
    expect(text.body.errors.text).toEqual(['Other terms can be at most 1000 characters.']);
    for (const bad of ['a\u0000b', 'lone \ud800 half'])
      expect((await a.agent.put(u.agreement).send({ ...AGREEMENT, text: bad })).status).toBe(400);
    const note = await a.agent.post(u.dispute).send({ note: 'z'.repeat(501) });
    expect(note.status).toBe(400);
  });

  it('priorities: the case’s rankable terms, each once, at least one', async () => {
    for (const priorities of [[], ['fee', 'fee'], ['fee', 'salary'], ['scope']]) {
      const res = await a.agent.put(u.myPlan).send({ ...PLAN, priorities });
      expect(res.status, JSON.stringify(priorities)).toBe(400);
      expect(res.body.errors.priorities).toEqual([dealMessages.en.priorities]);
    }
    const ranked = await a.agent.put(u.myPlan).send({ ...PLAN, priorities: ['promotion', 'bonus', 'fee'] });
    expect(ranked.status).toBe(200);
    expect(ranked.body.data.priorities).toEqual(['promotion', 'bonus', 'fee']);
  });

  it('survey answers: whole numbers 1 to 7 of the sixteen questions, said in the seat’s language', async () => {
    const before = await stored();
    for (const answers of [
      { outcomeOwn: 0 },
      { outcomeOwn: 8 },
      { outcomeOwn: 3.5 },
      { outcomeOwn: '5' },
      { nope: 4 },
      // the survey's first version (twelve statements): earlier classes' answers are read, never taken
      { outcome1: 4 },
      { ...Object.fromEntries(SURVEY_ITEMS.map((i) => [i.id, 4])), relationship3: 4 },
    ]) {
      const res = await a.agent.put(u.mySurvey).send({ answers });
      expect(res.status, JSON.stringify(answers)).toBe(400);
    }
    const none = await a.agent.put(u.mySurvey).send({});
    expect(none.status).toBe(400);
    const earlier = await a.agent.put(u.mySurvey).send({ answers: { outcome1: 4 } });
    expect(earlier.body.message).toBe(surveyMessages.en.unknownItem('outcome1'));
    const off = await korean.agent.put(u.mySurvey).send({ answers: { selfFace: 9 } });
    expect([off.status, off.body.message]).toEqual([400, surveyMessages.ko.outOfScale('selfFace')]);
    expect(await stored()).toEqual(before);
  });

  it('drafts: a known form, JSON up to the limit, nothing the database cannot store', async () => {
    expect((await a.agent.put(dealUrls('queenOfSorrows').myDraft('plan')).send([1, 2])).status).toBe(200);
    expect((await a.agent.put('/api/sims/queenOfSorrows/my-drafts/nope').send({})).status).toBe(404);
    const big = await a.agent.put(u.myDraft('plan')).send({ text: 'x'.repeat(DRAFT_MAX_CHARS) });
    expect(big.status).toBe(413);
    expect((await a.agent.put(u.myDraft('plan')).send({ text: 'a\u0000' })).status).toBe(400);
    expect((await a.agent.put(u.myDraft('plan')).send({ 'b\ud800': 1 })).status).toBe(400);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect((await a.agent.put(u.myDraft('plan')).send(deep as object)).status).toBe(400);
    const text = await a.agent.put(u.myDraft('plan')).set('Content-Type', 'application/json').send('"text"');
    expect(text.status).toBe(400);
  });

  it('confirming and disputing need an agreement waiting', async () => {
    const [c, d] = pairs[1]!;
    const none = await c!.agent.post(u.dispute).send({ note: '' });
    expect([none.status, none.body.code]).toEqual([409, 'no-agreement-yet']);
    await ok(c!.agent.put(u.agreement).send(AGREEMENT));
    const stale = await d!.agent.post(u.confirm).send({ version: 7 });
    expect([stale.status, stale.body.code]).toEqual([409, 'agreement-changed']);
    await ok(d!.agent.post(u.dispute).send({ note: 'wrong bonus' }));
    const twice = await c!.agent.post(u.dispute).send({ note: 'me too' });
    expect([twice.status, twice.body.code]).toEqual([409, 'not-disputable']);
  });
});

describe('the survey waits for the final agreement', () => {
  const SURVEY = { answers: { outcomeOwn: 6, processFair: 3 } };
  const tooEarly = async (s: Student) => {
    const res = await s.agent.put(u.mySurvey).send(SURVEY);
    expect(res.status, s.seat.name).toBe(409);
    expect(res.body).toMatchObject({
      success: false,
      code: 'survey-too-early',
      message: dealMessages[s.seat.lang]['survey-too-early'],
    });
  };

  it('refuses it while an agreement waits and while it is disputed, in the seat’s language; nothing is stored', async () => {
    const [k, e] = pairs[0]! as [Student, Student];
    expect(k).toBe(korean);
    const before = await stored();
    await tooEarly(k);
    await tooEarly(e);
    expect(await stored()).toEqual(before);
    expect(dealMessages.ko['survey-too-early']).toMatch(/[가-힣]/);

    const { version } = (await ok(e.agent.put(u.agreement).send({ ...AGREEMENT, amount: 130_000_000 }))) as {
      version: number;
    };
    await tooEarly(k);
    await tooEarly(e);
    await ok(k.agent.post(u.dispute).send({ note: 'not what we said' }));
    await tooEarly(k);
    await tooEarly(e);
    const surveys = async () => (await t.database.db.select({ n: count() }).from(surveyAnswers))[0]!.n;
    const none = await surveys();

    // confirmed by both: final, and the survey opens for both
    await ok(k.agent.post(u.confirm).send({ version }));
    expect((await ok(k.agent.put(u.mySurvey).send(SURVEY))) as object).toMatchObject({
      answers: SURVEY.answers,
    });
    // all sixteen questions, each on its scale: stored as sent
    const all = Object.fromEntries(SURVEY_ITEMS.map((i, n) => [i.id, (n % 7) + 1]));
    expect((await ok(e.agent.put(u.mySurvey).send({ answers: all }))) as object).toMatchObject({
      answers: all,
    });
    expect(await surveys()).toBe(none + 2);
  });

  it('refuses it before any agreement, opens it when the instructor enters one; after a reopen only a retry passes', async () => {
    // the table whose other member was removed: nothing written yet
    const [, left] = pairs[2]! as [Student, Student];
    await tooEarly(left);
    await ok(admin.put(u.enter(left.table)).send(AGREEMENT));
    await ok(left.agent.put(u.mySurvey).send(SURVEY));

    // both answered at table 1; the instructor reopens its agreement
    const [k] = pairs[0]! as [Student, Student];
    await ok(admin.post(u.reopen(k.table)));
    // a phone that retries what was stored is answered as before; other answers are still refused
    await ok(k.agent.put(u.mySurvey).send(SURVEY));
    const other = await k.agent.put(u.mySurvey).send({ answers: { outcomeOwn: 1 } });
    expect([other.status, other.body.code]).toEqual([409, 'survey-answered']);
  });
});
