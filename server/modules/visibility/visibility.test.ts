import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('visibility settings', () => {
  it('lists every deck and simulation, all on by default', async () => {
    const decks = await request(t.app).get('/api/visibility/decks');
    expect(decks.status).toBe(200);
    expect(decks.body).toEqual({
      negotiation: { isVisible: true, isDownloadable: true },
      ai: { isVisible: true, isDownloadable: true },
      communication: { isVisible: true, isDownloadable: true },
      collaboration: { isVisible: true, isDownloadable: true },
    });
    const sims = await request(t.app).get('/api/visibility/simulations');
    expect(sims.body).toEqual({
      queenOfSorrows: { isVisible: true, isAccessible: true },
      queenOfSorrowsNoDeal: { isVisible: true, isAccessible: true },
      tariffWarsB: { isVisible: true, isAccessible: true },
      shinhwaDaesung: { isVisible: true, isAccessible: true },
      solaraLunara: { isVisible: true, isAccessible: true },
    });
  });

  it('refuses changes from a signed-out visitor', async () => {
    const res = await request(t.app).patch('/api/visibility/decks/ai').send({ isVisible: false });
    expect(res.status).toBe(401);
    const sim = await request(t.app)
      .patch('/api/visibility/simulations/solaraLunara')
      .send({ isAccessible: false });
    expect(sim.status).toBe(401);
    expect((await request(t.app).get('/api/visibility/decks')).body.ai.isVisible).toBe(true);
  });

  it('lets the instructor change one setting and answers with the new setting', async () => {
    const admin = await t.signIn();
    const res = await admin.patch('/api/visibility/decks/ai').send({ isDownloadable: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { isVisible: true, isDownloadable: false } });
    expect((await request(t.app).get('/api/visibility/decks')).body.ai).toEqual({
      isVisible: true,
      isDownloadable: false,
    });
    const sim = await admin
      .patch('/api/visibility/simulations/queenOfSorrows')
      .send({ isVisible: false, isAccessible: false });
    expect(sim.body.data).toEqual({ isVisible: false, isAccessible: false });
  });

  it('answers 404 for an unknown key and 400 for anything but booleans', async () => {
    const admin = await t.signIn();
    expect((await admin.patch('/api/visibility/decks/cooking').send({ isVisible: false })).status).toBe(404);
    expect((await admin.patch('/api/visibility/simulations/chess').send({ isVisible: false })).status).toBe(
      404,
    );
    for (const body of [
      { isVisible: 'false' },
      { isVisible: 1 },
      {},
      { isVisible: true, extra: 1 },
      { isAccessible: true },
    ]) {
      const res = await admin.patch('/api/visibility/decks/ai').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});
