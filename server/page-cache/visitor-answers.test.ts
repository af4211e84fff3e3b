import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleInstructionsUrl } from '@shared/contracts/roles';
import { SIMULATIONS } from '@shared/simulations';
import { loadRoleDocuments } from '../modules/roles/content-loader';
import { createTestContext, type TestContext } from '../test/harness';
import { createPublicStateReader, readPublicState } from './public-state';
import { visitorAnswers } from './visitor-answers';

/**
 * A visitor's page is rendered from answers built out of one settings snapshot instead of the API's own
 * (issue 23). They must be the API's answers to a visitor, exactly, in every state the switches can be in.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const urls = [
  '/api/visibility/decks',
  '/api/visibility/simulations',
  '/api/settings/feedback-form',
  ...SIMULATIONS.flatMap((sim) =>
    sim.roles.flatMap((role) =>
      (['en', 'ko'] as const).map((lang) => roleInstructionsUrl(sim.key, role.slug, lang)),
    ),
  ),
];

async function expectSameAsApi(state: string) {
  const answers = visitorAnswers(await readPublicState(t.database.db), loadRoleDocuments());
  for (const url of urls) {
    const api = await request(t.app).get(url);
    const answer = answers(url);
    expect(answer, `${state}: ${url}`).toBeDefined();
    expect({ status: answer!.status, body: answer!.body }, `${state}: ${url}`).toEqual({
      status: api.status,
      body: api.body,
    });
  }
}

describe("the answers a visitor's page is rendered from", () => {
  it('are the API answers to a visitor, whatever the switches say', async () => {
    const admin = await t.signIn();
    await expectSameAsApi('as seeded');
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: false }).expect(200);
    await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isVisible: false }).expect(200);
    await admin
      .patch('/api/visibility/decks/ai')
      .send({ isVisible: false, isDownloadable: false })
      .expect(200);
    await admin.patch('/api/settings/feedback-form').send({ isVisible: false }).expect(200);
    await expectSameAsApi('switches off');
    await admin.patch('/api/visibility/simulations/queenOfSorrows').send({ isAccessible: true }).expect(200);
    await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isVisible: true }).expect(200);
    await expectSameAsApi('switches back on');
  });

  it('leave anything else to the API (and the page that needs it is not kept)', async () => {
    const answers = visitorAnswers(await readPublicState(t.database.db), loadRoleDocuments());
    for (const url of [
      '/api/feedback',
      '/api/sims/qos/results',
      '/api/visibility/decks?x=1',
      '/api/sims/queenOfSorrows/roles/agent?lang=fr',
      '/api/sims/queenOfSorrows/roles/agent?lang=en&lang=ko',
      '/api/sims/nope/roles/agent?lang=en',
    ])
      expect(answers(url), url).toBeUndefined();
  });

  it('come from a snapshot whose key changes with every switch, and back', async () => {
    const admin = await t.signIn();
    const before = (await readPublicState(t.database.db)).key;
    await admin.patch('/api/visibility/decks/negotiation').send({ isDownloadable: false }).expect(200);
    const changed = (await readPublicState(t.database.db)).key;
    await admin.patch('/api/visibility/decks/negotiation').send({ isDownloadable: true }).expect(200);
    expect(changed).not.toBe(before);
    expect((await readPublicState(t.database.db)).key).toBe(before);
  });

  it('are read once for many requests at a time, never older than the request', async () => {
    const read = createPublicStateReader(t.database.db);
    const admin = await t.signIn();
    // requests arriving while a read is under way share the next one
    const r1 = read();
    const [r2, r3] = [read(), read()];
    expect(r2).toBe(r3);
    expect(r2).not.toBe(r1);
    await Promise.all([r1, r2]);
    // a change committed while a read may still be under way: the request after it sees it
    const stale = read();
    await admin.patch('/api/visibility/decks/ai').send({ isVisible: false }).expect(200);
    expect((await read()).decks.get('ai')!.isVisible).toBe(false);
    await stale;
    await admin.patch('/api/visibility/decks/ai').send({ isVisible: true }).expect(200);
    expect((await read()).decks.get('ai')!.isVisible).toBe(true);
  });
});
