import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultMessages } from '@shared/contracts/results';
import { simulationClosedMessage } from '@shared/simulations';
import { createTestContext, type TestContext } from '../../test/harness';
import { REPORTED } from '@shared/testing/listed-result';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const casting = (over: Record<string, unknown> = {}) => ({
  yeji_agent_name: 'Kim Minji',
  studio_counterpart_name: 'Park Jisoo',
  no_agreement: false,
  amount_paid: 120_000_000,
  additional_terms: 'Two weeks of holiday during filming',
  ...over,
});
const legalFee = (over: Record<string, unknown> = {}) => ({
  shinhwa_associate_name: 'Lee Hana',
  daesung_gc_name: 'Choi Woojin',
  no_agreement: false,
  amount_paid: 2_500_000_000,
  additional_terms: '',
  ...over,
});

const submit = (slug: 'qos' | 'svd', body: unknown, key?: string) => {
  const req = request(t.app).post(`/api/sims/${slug}/submit`);
  return key ? req.set('Idempotency-Key', key).send(body as object) : req.send(body as object);
};

async function listed(slug: 'qos' | 'svd') {
  const admin = await t.signIn();
  const res = await admin.get(`/api/sims/${slug}/results`);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown>[];
}

describe('reporting a result', () => {
  it('stores a casting result and lists it for the instructor in camelCase, amount as a JSON number', async () => {
    const res = await submit('qos', casting({ yeji_agent_name: '  Kim Minji  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number) } });
    const row = (await listed('qos')).find((r) => r.id === res.body.data.id);
    expect(row).toEqual({
      id: res.body.data.id,
      yejiAgentName: 'Kim Minji',
      studioCounterpartName: 'Park Jisoo',
      noAgreement: false,
      amountPaid: 120_000_000,
      additionalTerms: 'Two weeks of holiday during filming',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      classId: expect.any(Number),
      // a report is not a seated pair's confirmed agreement (the deal's rows carry these)
      ...REPORTED,
    });
  });

  it('keeps the largest amount exact and stores no agreement as null', async () => {
    const big = await submit('svd', legalFee({ amount_paid: 999_999_999_999.99 }));
    expect(big.status).toBe(201);
    const none = await submit(
      'svd',
      legalFee({ no_agreement: true, amount_paid: null, daesung_gc_name: '최우진' }),
    );
    expect(none.status).toBe(201);
    const missing = await submit('svd', {
      shinhwa_associate_name: 'A',
      daesung_gc_name: 'B',
      no_agreement: true,
    });
    expect(missing.status).toBe(201);
    const rows = await listed('svd');
    expect(rows.find((r) => r.id === big.body.data.id)).toMatchObject({
      shinhwaAssociateName: 'Lee Hana',
      amountPaid: 999_999_999_999.99,
    });
    expect(rows.find((r) => r.id === none.body.data.id)).toMatchObject({
      daesungGcName: '최우진',
      noAgreement: true,
      amountPaid: null,
    });
    expect(rows.find((r) => r.id === missing.body.data.id)).toMatchObject({
      amountPaid: null,
      additionalTerms: '',
    });
  });

  it.each([
    ['a missing name', casting({ yeji_agent_name: undefined }), 'Agent Name is required.'],
    ['a blank name', casting({ studio_counterpart_name: '   ' }), 'Studio Representative Name is required.'],
    ['a name too long', casting({ yeji_agent_name: 'x'.repeat(101) }), 'at most 100 characters'],
    [
      'an amount of 1,000,000,000,000',
      casting({ amount_paid: 1_000_000_000_000 }),
      resultMessages.amountLimit,
    ],
    ['an amount of 0', casting({ amount_paid: 0 }), resultMessages.amountPositive],
    ['a negative amount', casting({ amount_paid: -5 }), resultMessages.amountPositive],
    ['three decimals', casting({ amount_paid: 10.125 }), resultMessages.amountDecimals],
    ['an amount as text', casting({ amount_paid: '1000' }), resultMessages.amountNotNumber],
    ['no amount with an agreement', casting({ amount_paid: null }), resultMessages.amountRequired],
    ['an amount with no agreement', casting({ no_agreement: true }), resultMessages.amountWithNoAgreement],
    ['terms too long', casting({ additional_terms: 'x'.repeat(2001) }), resultMessages.termsTooLong],
    ['an unknown field', casting({ is_hidden: true }), 'is_hidden'],
    ['no_agreement as text', casting({ no_agreement: 'no' }), 'no_agreement must be true or false.'],
  ])('refuses %s with 400 and a message the form can show', async (_what, body, message) => {
    const res = await submit('qos', body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
  });

  it('trims a tab pasted with a name from a spreadsheet, like any other white space', async () => {
    const res = await submit(
      'qos',
      casting({ yeji_agent_name: '\tKim Minji\t', studio_counterpart_name: ' \t Park Jisoo\r\n' }),
    );
    expect(res.status).toBe(201);
    const row = (await listed('qos')).find((r) => r.id === res.body.data.id);
    expect(row).toMatchObject({ yejiAgentName: 'Kim Minji', studioCounterpartName: 'Park Jisoo' });
    // inside a name a tab is still a control character
    const inside = await submit('qos', casting({ yeji_agent_name: 'Kim\tMinji' }));
    expect(inside.status).toBe(400);
    expect(inside.body.errors).toEqual({
      yeji_agent_name: [expect.stringMatching(/^Agent Name contains a control character/)],
    });
  });

  it.each(['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'])(
    'refuses the direction control U+%s in either name with a 400 naming the field, and stores nothing',
    async (code) => {
      const control = String.fromCharCode(parseInt(code, 16));
      const before = (await listed('svd')).length;
      const reporter = await submit('svd', legalFee({ shinhwa_associate_name: `Lee ${control}anaH` }));
      expect(reporter.status).toBe(400);
      expect(reporter.body.errors).toEqual({
        shinhwa_associate_name: [
          expect.stringMatching(
            /^Shinhwa Associate Name contains an invisible character that changes the direction/,
          ),
        ],
      });
      const counterpart = await submit('svd', legalFee({ daesung_gc_name: `${control}Choi` }));
      expect(counterpart.status).toBe(400);
      expect(counterpart.body.message).toMatch(
        /^Daesung General Counsel Representative Name contains an invisible character/,
      );
      expect((await listed('svd')).length).toBe(before);
    },
  );

  it('refuses a body that is not a JSON object', async () => {
    const res = await request(t.app)
      .post('/api/sims/qos/submit')
      .set('Content-Type', 'application/json')
      .send('[1,2]');
    expect(res.status).toBe(400);
    const text = await request(t.app)
      .post('/api/sims/qos/submit')
      .set('Content-Type', 'text/plain')
      .send('hi');
    expect(text.status).toBe(415);
  });
});

describe('a closed simulation', () => {
  it('refuses student reports with 403 and a clear message while hidden or not accessible', async () => {
    const admin = await t.signIn();
    for (const patch of [{ isVisible: false }, { isVisible: true, isAccessible: false }]) {
      await admin.patch('/api/visibility/simulations/queenOfSorrows').send(patch).expect(200);
      const res = await submit('qos', casting());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: simulationClosedMessage('Queen of Sorrows') });
      // closed wins over a bad body: nobody fixes their input only to be told it is closed
      expect((await submit('qos', {})).status).toBe(403);
      // the other simulation is unaffected, and the instructor may still try the form
      expect((await submit('svd', legalFee())).status).toBe(201);
      expect((await admin.post('/api/sims/qos/submit').send(casting())).status).toBe(201);
    }
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: true }).expect(200);
    expect((await submit('qos', casting())).status).toBe(201);
  });
});

describe('idempotent reports', () => {
  it('answers a repeated request with the first id and stores one row', async () => {
    const body = casting({ yeji_agent_name: 'Retry Agent' });
    const first = await submit('qos', body, 'key-retry-1');
    expect(first.status).toBe(201);
    // the same result, spelled with extra spaces, is the same parsed body
    const again = await submit('qos', { ...body, yeji_agent_name: ' Retry Agent ' }, 'key-retry-1');
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await listed('qos')).filter((r) => r.yejiAgentName === 'Retry Agent')).toHaveLength(1);
  });

  it('refuses the same key with a different body with 422', async () => {
    expect((await submit('qos', casting({ yeji_agent_name: 'Conflict' }), 'key-conflict')).status).toBe(201);
    const res = await submit('qos', casting({ yeji_agent_name: 'Conflict', amount_paid: 1 }), 'key-conflict');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: resultMessages.idempotencyConflict });
    const rows = (await listed('qos')).filter((r) => r.yejiAgentName === 'Conflict');
    expect(rows.map((r) => r.amountPaid)).toEqual([120_000_000]);
  });

  it('stores exactly one row for 20 parallel requests with one key, all answered with its id', async () => {
    const body = legalFee({ shinhwa_associate_name: 'Parallel Associate' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit('svd', body, 'key-parallel-20')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    const rows = (await listed('svd')).filter((r) => r.shinhwaAssociateName === 'Parallel Associate');
    expect(rows.map((r) => r.id)).toEqual([...ids]);
  });

  it('keeps keys apart per simulation and refuses a malformed key', async () => {
    const a = await submit('qos', casting(), 'shared-key');
    const b = await submit('svd', legalFee(), 'shared-key');
    expect([a.status, b.status]).toEqual([201, 201]);
    for (const key of ['has space', 'x'.repeat(65), 'key.with.dots']) {
      const res = await request(t.app)
        .post('/api/sims/qos/submit')
        .set('Idempotency-Key', key)
        .send(casting());
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe(resultMessages.badIdempotencyKey);
    }
  });
});

describe('the instructor’s results', () => {
  it('are for the instructor only and never cached', async () => {
    for (const slug of ['qos', 'svd']) {
      const res = await request(t.app).get(`/api/sims/${slug}/results`);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
      expect((await request(t.app).patch(`/api/sims/${slug}/results/1/hide`)).status).toBe(401);
    }
    const admin = await t.signIn();
    const res = await admin.get('/api/sims/qos/results');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.success).toBe(true);
  });

  it('hides a result from the list, one way, and answers 404 for unknown ids', async () => {
    const admin = await t.signIn();
    const { body } = await submit('qos', casting({ yeji_agent_name: 'To Hide' }));
    const id = body.data.id as number;
    const res = await admin.patch(`/api/sims/qos/results/${id}/hide`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id, isHidden: true } });
    expect((await listed('qos')).some((r) => r.id === id)).toBe(false);
    // hiding again is harmless
    expect((await admin.patch(`/api/sims/qos/results/${id}/hide`)).status).toBe(200);
    for (const bad of ['999999', 'abc', '0', '-1', '1.5']) {
      const r = await admin.patch(`/api/sims/qos/results/${bad}/hide`);
      expect(r.status, bad).toBe(404);
      expect(r.body.success).toBe(false);
    }
  });

  it('hides only in the simulation named by the path', async () => {
    const admin = await t.signIn();
    const svdRows = await listed('svd');
    const maxSvd = Math.max(...svdRows.map((r) => r.id as number));
    // a casting id the legal-fee table has never used
    let id = 0;
    while (id <= maxSvd) id = (await submit('qos', casting({ yeji_agent_name: 'Other table' }))).body.data.id;
    expect((await admin.patch(`/api/sims/svd/results/${id}/hide`)).status).toBe(404);
    expect((await listed('qos')).some((r) => r.id === id)).toBe(true);
    expect((await admin.patch(`/api/sims/qos/results/${id}/hide`)).status).toBe(200);
  });
});
