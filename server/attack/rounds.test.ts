import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { debriefUrls } from '@shared/contracts/debrief';
import { dealUrls, type MyPair } from '@shared/contracts/deal';
import { pairingUrls, type AssignmentView, type NewRoundAnswer } from '@shared/contracts/pairing';
import { classJoinUrl, mySeatUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import { simulationOf } from '@shared/simulations';
import { simulationPaths } from '@shared/routes';
import { openEventStream } from '../test/event-stream';
import type { ListeningSite, TestContext } from '../test/harness';
import { openRenderingSite } from '../test/rendering-site';
import { AGREEMENT, PLAN, ok, pairedClass, type Agent, type Student } from '../test/deal-helpers';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * Attacking rounds as a student, a visitor or a second instructor tab would: who may start a round, what
 * `?round=` accepts on every student and instructor address, whether any answer a student gets (the API,
 * the pages rendered for their seat, their live stream) names a classmate of another table or another round,
 * and what two presses at once leave behind.
 */
const SIM = 'queenOfSorrows';
const urls = pairingUrls(SIM);
const debrief = debriefUrls(SIM);
const pages = simulationPaths(simulationOf(SIM));

let t: TestContext;
let page: Express;
let close: () => Promise<void>;
let admin: Agent;
let students: Student[];
let round1: AssignmentView;
let round2: AssignmentView;

beforeAll(async () => {
  ({ t, app: page, close } = await openRenderingSite());
  admin = await t.signIn();
  ({ students, assignment: round1 } = await pairedClass(t, admin, 6, { prefix: 'Rounder' }));
});
afterAll(() => close());

/** A marker only this seat's plan (or survey) of this round carries: found elsewhere, it leaked. */
const planOf = (s: Student, round: number) => ({ ...PLAN, questions: `secret-plan-${s.seat.id}-r${round}` });
const nameOf = (s: Student) => s.seat.name;
/** The seat cookie as a Cookie header. */
const cookieOf = (s: Student) => s.cookie.map((c) => c.split(';')[0]).join('; ');
const bySeat = (id: number) => students.find((s) => s.seat.id === id)!;
const tablesOf = (a: AssignmentView) => a.pairs.map((p) => p.members.map((m) => bySeat(m.seatId)));
const tableOf = (a: AssignmentView, s: Student) => tablesOf(a).find((tb) => tb.includes(s))!;

/**
 * Every other student's name (quoted, as JSON holds it, so "Rounder 1" is not found in "Rounder 10"), seat
 * id field and plan marker that is not `s`'s to see: only the names of `allowed` may appear.
 */
function expectNothingOfOthers(text: string, s: Student, allowed: Student[], where: string) {
  for (const o of students) {
    if (o === s) continue;
    if (!allowed.includes(o)) expect(text, `${where}: name of ${o.seat.name}`).not.toContain(`${nameOf(o)}"`);
    expect(text, `${where}: a plan of ${o.seat.name}`).not.toContain(`secret-plan-${o.seat.id}-`);
    expect(text, `${where}: the seat code of ${o.seat.name}`).not.toContain(o.seat.seatCode);
  }
  expect(text, `${where}: a student number`).not.toMatch(/"student"\s*:/);
  expect(text, `${where}: a seat id`).not.toMatch(/"seatIds?"\s*:/);
}

/** The query strings that are not a round: 400 everywhere, never a 500. */
const NOT_A_ROUND = [
  'round=0',
  'round=-1',
  'round=1.5',
  'round=2147483648',
  'round=1e400',
  'round=Infinity',
  'round=NaN',
  'round=1;drop',
  'round=1%3Bdrop%20table%20seats',
  'round=',
  'round=1&round=2',
  'round=%00',
  'round=two',
];
/** Whole numbers that are rounds nobody played: the student is in no pair of it. */
const UNPLAYED = ['round=1e3', 'round=2147483647', 'round=3'];

/** A seat cookie of no seat (the right length and alphabet). */
const FORGED = `seat=${'A'.repeat(43)}`;

const withQuery = (url: string, q: string) => `${url}${url.includes('?') ? '&' : '?'}${q}`;

describe('POST /rounds: who may start a round', () => {
  it('a student, a visitor and a forged seat cookie are refused; no draft appears', async () => {
    const before = (await ok(admin.get(urls.assignments))) as AssignmentView;
    const s = students[0]!;
    const asks = [
      () => s.agent.post(urls.rounds),
      () => request(t.app).post(urls.rounds),
      () => request(t.app).post(urls.rounds).set('Cookie', FORGED),
    ];
    for (const ask of asks) expect((await ask().send({ mode: 'switch-roles' })).status).toBe(401);
    // the seat cookie does not make an admin route answer, whatever the round's key
    for (const key of ['solaraLunara', 'nope', '__proto__', 'constructor'])
      expect((await s.agent.post(pairingUrls(key).rounds).send({ mode: 'switch-roles' })).status).toBe(401);
    const after = (await ok(admin.get(urls.assignments))) as AssignmentView;
    expect(after).toMatchObject({ id: before.id, round: 1, published: true });
  });

  it("another site's page cannot make the instructor's browser start one", async () => {
    const evil = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of evil) {
      const res = await admin.post(urls.rounds).set(headers).send({ mode: 'switch-roles' });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    // a form post (no preflight) is not JSON
    const form = await admin
      .post(urls.rounds)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('mode=switch-roles');
    expect(form.status).toBe(415);
    const text = await admin
      .post(urls.rounds)
      .set('Content-Type', 'text/plain')
      .send('{"mode":"switch-roles"}');
    expect(text.status).toBe(415);
    expect(((await ok(admin.get(urls.assignments))) as AssignmentView).round).toBe(1);
  });

  it('bodies that are not a mode: 400 (413 when huge), never a draft', async () => {
    const bad: unknown[] = [
      {},
      { mode: 'shuffle' },
      { mode: 'switch-roles', extra: 1 },
      { mode: ['switch-roles'] },
      { mode: { $ne: null } },
      { mode: 'SWITCH-ROLES' },
      { mode: 'switch-roles ' },
      { mode: null },
      ['switch-roles'],
      'switch-roles',
      { __proto__: { mode: 'switch-roles' } },
      JSON.parse('{"__proto__":{"mode":"switch-roles"}}'),
    ];
    for (const body of bad) {
      const res = await admin
        .post(urls.rounds)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await admin.post(urls.rounds).set('Content-Type', 'application/json').send('{"mode":');
    expect(malformed.status).toBe(400);
    const huge = await admin.post(urls.rounds).send({ mode: 'switch-roles', pad: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const deep = await admin
      .post(urls.rounds)
      .set('Content-Type', 'application/json')
      .send(`${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    expect(deep.status).toBe(400);
    expect(((await ok(admin.get(urls.assignments))) as AssignmentView).round).toBe(1);
  });

  it("Tariff Wars' key and keys of no case", async () => {
    // Tariff Wars is played in teams: no round of pairs
    expect((await admin.post(pairingUrls('solaraLunara').rounds).send({ mode: 'switch-roles' })).status).toBe(
      400,
    );
    for (const key of ['nope', '__proto__', 'constructor', 'toString', 'queenofsorrows', 'queenOfSorrows%00'])
      expect((await admin.post(pairingUrls(key).rounds).send({ mode: 'switch-roles' })).status, key).toBe(
        404,
      );
  });
});

describe('round 1, then round 2 while a phone is still confirming round 1', () => {
  it('round 1: one table agrees, one has an agreement waiting for the other side, one has only plans', async () => {
    const [agreed, waiting, planned] = tablesOf(round1) as [Student[], Student[], Student[]];
    const u = dealUrls(SIM, 1);
    for (const s of students) await ok(s.agent.put(u.myPlan).send(planOf(s, 1)));
    const entered = (await ok(
      agreed[0]!.agent
        .put(u.agreement)
        .set('Idempotency-Key', 'r1-agreed')
        .send({ ...AGREEMENT, amount: 111_000_000 }),
    )) as { version: number };
    await ok(agreed[1]!.agent.post(u.confirm).send({ version: entered.version }));
    for (const s of agreed) await ok(s.agent.put(u.mySurvey).send({ answers: { outcomeOwn: 6 } }));
    await ok(
      waiting[0]!.agent
        .put(u.agreement)
        .set('Idempotency-Key', 'r1-waiting')
        .send({ ...AGREEMENT, amount: 122_000_000 }),
    );
    expect(planned).toHaveLength(2);
  });

  it('two tabs pressing New round at once leave one draft, of round 2; the other tab cannot publish its own', async () => {
    const [a, b] = await Promise.all([
      admin.post(urls.rounds).send({ mode: 'switch-roles' }),
      admin.post(urls.rounds).send({ mode: 'new-partners' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const answers = [a.body.data, b.body.data] as NewRoundAnswer[];
    expect(answers.map((x) => x.round)).toEqual([2, 2]);
    const draft = (await ok(admin.get(urls.assignments))) as AssignmentView;
    expect(draft).toMatchObject({ round: 2, published: false });
    const kept = answers.find((x) => x.assignment.id === draft.id);
    const lost = answers.find((x) => x.assignment.id !== draft.id);
    expect(kept).toBeDefined();
    expect(lost).toBeDefined();
    // the replaced draft is gone: publishing it is refused, and round 2 is still unpublished
    expect((await admin.post(urls.publish(lost!.assignment.id))).status).toBe(404);
    expect(((await ok(admin.get(urls.assignments))) as AssignmentView).published).toBe(false);
    expect(((await ok(students[0]!.agent.get(dealUrls(SIM).myPair))) as MyPair).round).toBe(1);
  });

  it("the waiting side confirms round 1 while round 2 is published: round 1's deal is final, round 2's untouched", async () => {
    const { assignment: draft } = (await ok(
      admin.post(urls.rounds).send({ mode: 'new-partners' }),
      201,
    )) as NewRoundAnswer;
    const waiting = tablesOf(round1)[1]!;
    const before = (await ok(waiting[1]!.agent.get(dealUrls(SIM, 1).myPair))) as MyPair;
    const version = before.agreement!.version;
    const [published, confirmed] = await Promise.all([
      admin.post(urls.publish(draft.id)),
      waiting[1]!.agent.post(dealUrls(SIM, 1).confirm).send({ version }),
    ]);
    expect(published.status).toBe(200);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    round2 = published.body.data as AssignmentView;
    expect(round2).toMatchObject({ round: 2, published: true });
    const r1 = (await ok(waiting[0]!.agent.get(dealUrls(SIM, 1).myPair))) as MyPair;
    expect(r1).toMatchObject({ round: 1, step: 'survey' });
    expect(r1.agreement).toMatchObject({ amount: 122_000_000, final: true });
    for (const s of waiting) {
      const now = (await ok(s.agent.get(dealUrls(SIM).myPair))) as MyPair;
      expect(now).toMatchObject({ round: 2, step: 'plan', agreement: null, plan: null, survey: null });
    }
    // a phone that does not say its round writes to round 2, where there is nothing to confirm
    const stale = await waiting[1]!.agent.post(dealUrls(SIM).confirm).send({ version });
    expect(stale.status).toBeGreaterThanOrEqual(400);
    expect(stale.status).toBeLessThan(500);
    expect(((await ok(waiting[0]!.agent.get(dealUrls(SIM).myPair))) as MyPair).agreement).toBeNull();
    // and its survey of round 1 is still open to it
    await ok(waiting[1]!.agent.put(dealUrls(SIM, 1).mySurvey).send({ answers: { outcomeOwn: 5 } }));
  });

  it('round 2: every student plans (a marker of their own), one new table agrees', async () => {
    const u = dealUrls(SIM, 2);
    for (const s of students) await ok(s.agent.put(u.myPlan).send(planOf(s, 2)));
    for (const s of students)
      await ok(s.agent.put(u.myDraft('survey')).send({ text: `secret-plan-${s.seat.id}-draft` }));
    const [first, second] = tablesOf(round2)[0]!;
    const entered = (await ok(
      first!.agent
        .put(u.agreement)
        .set('Idempotency-Key', 'r2-agreed')
        .send({ ...AGREEMENT, amount: 133_000_000 }),
    )) as { version: number };
    await ok(second!.agent.post(u.confirm).send({ version: entered.version }));
    await ok(admin.post(debrief.release).send({ released: true }));
  });
});

describe('?round= on every address', () => {
  /** Every student read and write, each with the body it would carry. */
  const studentCalls = (base: ReturnType<typeof dealUrls>) =>
    [
      ['get', base.myPair, undefined],
      ['get', base.myDraft('plan'), undefined],
      ['get', debrief.myDebrief, undefined],
      ['put', base.myPlan, PLAN],
      ['put', base.firstOffer, { by: 'me', amount: 180_000_000 }],
      ['put', base.agreement, AGREEMENT],
      ['post', base.confirm, { version: 1 }],
      ['post', base.dispute, { note: 'not what we said' }],
      ['put', base.mySurvey, { answers: { outcomeOwn: 1 } }],
      ['put', base.myDraft('plan'), { typed: 'x' }],
    ] as const;

  type Call = readonly [string, string, unknown];
  /** The call as `agent` sends it (a fresh client without one, with `cookie` when given). */
  const call = (agent: Agent | undefined, [method, url, body]: Call, cookie?: string) => {
    const m = method as 'get' | 'put' | 'post';
    let r = agent ? agent[m](url) : request(t.app)[m](url);
    if (cookie) r = r.set('Cookie', cookie);
    return body === undefined ? r : r.send(body as object);
  };

  it('a value that is not a round: 400 on every student address, never a 500', async () => {
    const s = students[0]!;
    for (const q of NOT_A_ROUND)
      for (const c of studentCalls(dealUrls(SIM))) {
        const res = await call(s.agent, [c[0], withQuery(c[1], q), c[2]]);
        expect(res.status, `${c[0]} ${c[1]}?${q}: ${res.text}`).toBe(400);
      }
  });

  it('a round nobody played: 403 (not in a pair of it) on the deal, 404 on the own debrief; nothing written', async () => {
    const s = students[0]!;
    for (const q of UNPLAYED) {
      for (const c of studentCalls(dealUrls(SIM))) {
        const res = await call(s.agent, [c[0], withQuery(c[1], q), c[2]]);
        const expected = c[1] === debrief.myDebrief ? 404 : 403;
        expect(res.status, `${c[0]} ${c[1]}?${q}: ${res.text}`).toBe(expected);
      }
    }
    // the plans of rounds 1 and 2 are the ones sent
    for (const round of [1, 2]) {
      const mine = (await ok(s.agent.get(dealUrls(SIM, round).myPair))) as MyPair;
      expect(mine.plan?.questions).toBe(`secret-plan-${s.seat.id}-r${round}`);
    }
  });

  it('a visitor, a forged cookie: refused before the round is read (403 not-seated / 401), for any round', async () => {
    for (const q of ['round=1', 'round=2', 'round=0', 'round=two', 'round=1&round=2']) {
      for (const c of studentCalls(dealUrls(SIM))) {
        const url = withQuery(c[1], q);
        const visitor = await call(undefined, [c[0], url, c[2]]);
        const expected = c[1] === debrief.myDebrief ? 401 : 403;
        expect(visitor.status, `visitor ${c[0]} ${url}`).toBe(expected);
        const forged = await call(undefined, [c[0], url, c[2]], FORGED);
        expect(forged.status, `forged ${c[0]} ${url}`).toBe(401);
      }
    }
  });

  it("the instructor's reads: 400 for a value that is not a round, 404 for a round not played, every round with all", async () => {
    for (const q of NOT_A_ROUND) {
      expect((await admin.get(withQuery(dealUrls(SIM).pairs, q))).status, `pairs?${q}`).toBe(400);
      if (q === 'round=') continue;
      expect((await admin.get(withQuery(debrief.data, q))).status, `debrief-data?${q}`).toBe(400);
    }
    for (const q of UNPLAYED) {
      const pairs = await admin.get(withQuery(dealUrls(SIM).pairs, q));
      // the run page of a round not published is empty, as before round 1 is published
      expect(pairs.status, `pairs?${q}`).toBe(200);
      expect((pairs.body.data as { pairs: unknown[] }).pairs).toEqual([]);
      expect((await admin.get(withQuery(debrief.data, q))).status, `debrief-data?${q}`).toBe(404);
    }
    for (const q of ['round=all&round=1', 'round=ALL', 'round=all%00'])
      expect((await admin.get(withQuery(debrief.data, q))).status, q).toBe(400);
    const all = (await ok(admin.get(withQuery(debrief.data, 'round=all')))) as {
      pairs: Array<{ round: number }>;
    };
    expect(new Set(all.pairs.map((p) => p.round))).toEqual(new Set([1, 2]));
    // a student reads none of them, with any round
    for (const q of ['round=1', 'round=all', 'round=0']) {
      for (const url of [withQuery(dealUrls(SIM).pairs, q), withQuery(debrief.data, q)]) {
        const res = await students[0]!.agent.get(url);
        expect(res.status, url).toBe(401);
        expect(res.text).not.toContain('secret-plan-');
      }
    }
  });
});

describe('a student sees only their own table of each round', () => {
  it("my-pair of each round names only that round's table, and only their own plan and drafts", async () => {
    for (const s of students) {
      for (const [round, a] of [
        [1, round1],
        [2, round2],
      ] as const) {
        const res = await s.agent.get(dealUrls(SIM, round).myPair);
        expect(res.status).toBe(200);
        const table = tableOf(a, s);
        expectNothingOfOthers(res.text, s, table, `my-pair round ${round} of ${s.seat.name}`);
        const mine = res.body.data as MyPair;
        expect(mine.members.map((m) => m.name).sort()).toEqual(table.map(nameOf).sort());
        expect(mine.plan?.questions).toBe(`secret-plan-${s.seat.id}-r${round}`);
      }
      // no round given: round 2's table
      const latest = await s.agent.get(dealUrls(SIM).myPair);
      expectNothingOfOthers(latest.text, s, tableOf(round2, s), `my-pair of ${s.seat.name}`);
      const draft = await s.agent.get(dealUrls(SIM, 2).myDraft('survey'));
      expect(draft.status).toBe(200);
      expectNothingOfOthers(draft.text, s, [], `my-drafts of ${s.seat.name}`);
    }
  });

  it('the own debrief of each round names nobody, carries no student number, no partner plan', async () => {
    for (const s of students) {
      for (const q of ['', '?round=1', '?round=2']) {
        const res = await s.agent.get(`${debrief.myDebrief}${q}`);
        expect(res.status, `${s.seat.name} ${q} ${res.text}`).toBe(200);
        expectNothingOfOthers(res.text, s, [], `my-debrief${q} of ${s.seat.name}`);
        expect(res.text).not.toContain(`${nameOf(s)}"`);
      }
    }
  });

  it('/api/seats/me names only the round-2 table, never a round-1 partner', async () => {
    for (const s of students) {
      const res = await s.agent.get(mySeatUrl);
      expect(res.status).toBe(200);
      const table = tableOf(round2, s);
      expectNothingOfOthers(res.text, s, table, `seats/me of ${s.seat.name}`);
      const seat = res.body.data as MySeat;
      expect(seat.assignments).toEqual([expect.objectContaining({ simulation: SIM, round: 2 })]);
    }
  });

  it("the pages rendered for a seat (/me, the own debrief) carry nobody else's name or plan", async () => {
    for (const s of students) {
      const cookie = cookieOf(s);
      for (const path of ['/me', '/me?lang=ko', pages.myDebrief, `${pages.myDebrief}?round=1`]) {
        const res = await request(page).get(path).set('Accept', 'text/html').set('Cookie', cookie);
        expect(res.status, path).toBe(200);
        expectNothingOfOthers(res.text, s, tableOf(round2, s), `${path} for ${s.seat.name}`);
      }
    }
  });

  it("a student's live stream carries no classmate's name, seat or plan while the others write", async () => {
    const site: ListeningSite = await t.listen();
    try {
      // a student whose round-2 table has not agreed yet (its partner can still record a first offer)
      const s = tablesOf(round2)[1]![0]!;
      const stream = await openEventStream(site.url, s.cookie);
      // every other table of round 1 and 2 writes something; the instructor re-releases the debrief
      for (const o of students.filter((x) => x !== s)) {
        await ok(
          o.agent.put(dealUrls(SIM, 1).myDraft('agreement')).send({ note: `secret-plan-${o.seat.id}-live` }),
        );
        await ok(
          o.agent.put(dealUrls(SIM, 2).myDraft('agreement')).send({ note: `secret-plan-${o.seat.id}-live` }),
        );
      }
      const partner = tableOf(round2, s).find((x) => x !== s)!;
      await ok(partner.agent.put(dealUrls(SIM, 2).firstOffer).send({ by: 'me', amount: 170_000_000 }));
      await stream.next((e) => e.type === 'deal');
      await ok(admin.post(debrief.release).send({ released: true }));
      await stream.next((e) => e.type === 'debrief');
      stream.close();
      expectNothingOfOthers(stream.raw, s, [], 'the live stream');
      for (const o of students) expect(stream.raw).not.toContain(`${nameOf(o)}`);
      for (const e of stream.events)
        for (const key of Object.keys(e))
          expect(['type', 'sim', 'serverNow', 'audience', 'seated', 'removed']).toContain(key);
    } finally {
      await site.stop('test over');
    }
  });
});

describe('new round while publishing', () => {
  it('a New round pressed while round N is being published: round N is published once, the draft is N+1', async () => {
    for (let i = 0; i < 4; i++) {
      const { assignment: draft, round } = (await ok(
        admin.post(urls.rounds).send({ mode: 'switch-roles' }),
        201,
      )) as NewRoundAnswer;
      const [published, next] = await Promise.all([
        admin.post(urls.publish(draft.id)),
        admin.post(urls.rounds).send({ mode: 'switch-roles' }),
      ]);
      expect(published.status, published.text).not.toBe(500);
      expect(next.status, next.text).toBe(201);
      const nextRound = (next.body.data as NewRoundAnswer).round;
      if (published.status === 200) {
        // round N is live: the new draft is of the round after it, never a second round N
        expect(nextRound, `iteration ${i}`).toBe(round + 1);
      } else {
        // the draft was replaced before its publication: refused, and the new draft is round N again
        expect(published.status).toBe(404);
        expect(nextRound).toBe(round);
      }
      // whatever came first, publish what is drafted now so the next iteration starts from a published round
      const drafted = (await ok(admin.get(urls.assignments))) as AssignmentView;
      expect(drafted).toMatchObject({ published: false, round: nextRound });
      await ok(admin.post(urls.publish(drafted.id)));
      const mine = (await ok(students[0]!.agent.get(dealUrls(SIM).myPair))) as MyPair;
      expect(mine.rounds).toEqual(Array.from({ length: nextRound }, (_, k) => k + 1));
    }
  });

  it('two tabs publishing the same draft at once: one round, each phone at one table', async () => {
    const { assignment: draft, round } = (await ok(
      admin.post(urls.rounds).send({ mode: 'new-partners' }),
      201,
    )) as NewRoundAnswer;
    const answers = await Promise.all([
      admin.post(urls.publish(draft.id)),
      admin.post(urls.publish(draft.id)),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    for (const s of students) {
      const mine = (await ok(s.agent.get(dealUrls(SIM).myPair))) as MyPair;
      expect(mine.round).toBe(round);
      expect(mine.members.filter((m) => m.me)).toHaveLength(1);
    }
  });
});

describe('seats that left, and classes that ended', () => {
  let leaver: Student;
  let stayer: Student;

  it('a seat that left reads no round; its round-2 partner no longer sees its name', async () => {
    const latest = (await ok(admin.get(urls.assignments))) as AssignmentView;
    [leaver, stayer] = tablesOf(latest)[0]! as [Student, Student];
    expect((await leaver.agent.delete(mySeatUrl)).status).toBeLessThan(300);
    // the cookie the phone held before it left (a copy of it kept elsewhere)
    const old = cookieOf(leaver);
    for (const q of ['', '?round=1', '?round=2']) {
      for (const url of [`${dealUrls(SIM).myPair}${q}`, `${debrief.myDebrief}${q}`]) {
        const res = await request(t.app).get(url).set('Cookie', old);
        expect(res.status, url).toBe(401);
        expect(res.text).not.toContain('secret-plan-');
      }
      expect(
        (
          await request(t.app)
            .put(`${dealUrls(SIM).myPlan}${q}`)
            .set('Cookie', old)
            .send(PLAN)
        ).status,
      ).toBe(401);
    }
    const partner = (await ok(stayer.agent.get(dealUrls(SIM).myPair))) as MyPair;
    expect(JSON.stringify(partner)).not.toContain(`${nameOf(leaver)}"`);
  });

  it("a latecomer of round 2's class reads no earlier round of it", async () => {
    const { code } = (await ok(admin.get(classJoinUrl))) as ClassJoin;
    const late = request.agent(t.app);
    const joined = await late.post(seatsUrl).send({ name: 'Rounder late', lang: 'en', code });
    expect(joined.status).toBe(201);
    for (const round of [1, 2]) {
      expect((await late.get(dealUrls(SIM, round).myPair)).status).toBe(403);
      expect((await late.put(dealUrls(SIM, round).myPlan).send(PLAN)).status).toBe(403);
      const own = await late.get(`${debrief.myDebrief}?round=${round}`);
      expect(own.status).toBe(403);
      expect(own.text).not.toContain('secret-plan-');
    }
  });

  it("an ended class's seats read nothing of the next class's rounds, and its rounds are not the next class's", async () => {
    const old = students.find((s) => s !== leaver)!;
    const { students: next } = await pairedClass(t, admin, 4, { prefix: 'Nextclass' });
    for (const q of ['', '?round=1', '?round=2']) {
      const res = await old.agent.get(`${dealUrls(SIM).myPair}${q}`);
      expect(res.status, q).toBe(410);
      expect((await old.agent.put(`${dealUrls(SIM).myPlan}${q}`).send(PLAN)).status).toBe(410);
      expect((await old.agent.get(mySeatUrl)).status).toBe(410);
    }
    // the new class has one round: round 2 is not the old class's round 2
    const fresh = next[0]!;
    const r2 = await fresh.agent.get(dealUrls(SIM, 2).myPair);
    expect(r2.status).toBe(403);
    expect(r2.text).not.toContain('Rounder');
    const mine = (await ok(fresh.agent.get(dealUrls(SIM).myPair))) as MyPair;
    expect(mine).toMatchObject({ round: 1, rounds: [1] });
    expect(JSON.stringify(mine)).not.toContain('Rounder');
    expect((await admin.get(`${debrief.data}?round=2`)).status).toBe(404);
    // the new class's first New round is its round 2
    const { round } = (await ok(
      admin.post(urls.rounds).send({ mode: 'switch-roles' }),
      201,
    )) as NewRoundAnswer;
    expect(round).toBe(2);
  });

  it('with no class running: New round is 409, the old seats read nothing', async () => {
    expect((await admin.post('/api/classes/current/end')).status).toBe(200);
    const res = await admin.post(urls.rounds).send({ mode: 'switch-roles' });
    expect(res.status).toBe(409);
    const old = students.find((s) => s !== leaver)!;
    expect((await old.agent.get(dealUrls(SIM, 1).myPair)).status).toBe(410);
  });
});
