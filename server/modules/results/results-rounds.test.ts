import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dealUrls, type AgreementBody } from '@shared/contracts/deal';
import {
  pairingUrls,
  type AssignmentView,
  type NewRoundAnswer,
  type RoundMode,
} from '@shared/contracts/pairing';
import type { ListedResult } from '@shared/contracts/results';
import { classJoinUrl, seatsUrl, type ClassJoin, type MySeat } from '@shared/contracts/seats';
import { createTestContext, type TestContext } from '../../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/** The results list carries the round of the case each pair's agreement was in. */
let t: TestContext;
let admin: Awaited<ReturnType<TestContext['signIn']>>;
const urls = pairingUrls('queenOfSorrows');
const deal = dealUrls('queenOfSorrows');

const agreement = (amount: number): AgreementBody => ({
  noAgreement: false,
  amount,
  contingent: null,
  terms: {},
  text: '',
});

async function publish(draft: AssignmentView) {
  const res = await admin.post(urls.publish(draft.id));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function newRound(mode: RoundMode): Promise<number> {
  const res = await admin.post(urls.rounds).send({ mode });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { round, assignment } = res.body.data as NewRoundAnswer;
  await publish(assignment);
  return round;
}

/** The instructor enters a pair's agreement for them in a round (final at once, as the run page does). */
async function enter(table: number, round: number, amount: number) {
  const res = await admin.put(`${deal.enter(table)}?round=${round}`).send(agreement(amount));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function listed(): Promise<ListedResult[]> {
  const res = await admin.get('/api/sims/qos/results');
  expect(res.status).toBe(200);
  return res.body.data as ListedResult[];
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signIn();
  expect((await admin.post('/api/classes').send({ name: 'Rounds cohort' })).status).toBe(201);
  const { code } = (await admin.get(classJoinUrl)).body.data as ClassJoin;
  const seatIds: number[] = [];
  for (const name of ['Kim', 'Lee', 'Park', 'Choi']) {
    const res = await request(t.app).post(seatsUrl).send({ name, lang: 'en', code });
    seatIds.push((res.body.data as MySeat).id);
  }
  const draft = await admin.post(urls.assignments).send({ seatIds });
  expect(draft.status).toBe(201);
  await publish(draft.body.data as AssignmentView);
});
afterAll(() => t.close());

describe('results by round', () => {
  it("lists each pair's result with its round; a report from the form is round 1", async () => {
    await enter(1, 1, 110_000_000);
    await request(t.app)
      .post('/api/sims/qos/submit')
      .send({
        yeji_agent_name: 'Form Agent',
        studio_counterpart_name: 'Form Studio',
        no_agreement: false,
        amount_paid: 90_000_000,
        additional_terms: '',
      })
      .expect(201);
    expect(await newRound('switch-roles')).toBe(2);
    await enter(1, 2, 140_000_000);
    await enter(2, 2, 125_000_000);

    const rows = await listed();
    const summary = rows.map((r) => [r.table, r.round, r.amountPaid]);
    expect(summary).toHaveLength(4);
    expect(summary).toEqual(
      expect.arrayContaining([
        [1, 1, 110_000_000],
        [null, 1, 90_000_000],
        [1, 2, 140_000_000],
        [2, 2, 125_000_000],
      ]),
    );
  });

  it("reopening round 2's pair at a table takes its row away, and round 1's at that table stays", async () => {
    const atTableOne = async () =>
      (await listed())
        .filter((r) => r.table === 1)
        .map((r) => [r.round, r.amountPaid])
        .sort();
    const reopened = await admin.post(`${deal.reopen(1)}?round=2`);
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(await atTableOne()).toEqual([[1, 110_000_000]]);
    await enter(1, 2, 150_000_000);
    expect(await atTableOne()).toEqual([
      [1, 110_000_000],
      [2, 150_000_000],
    ]);
  });
});
