import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '@shared/contracts/dashboard';
import { allPaths } from '@shared/routes';
import { registerFixtureSimulation, unregisterFixtureSimulation } from '@shared/testing/fixture-simulation';
import { createTestContext, type TestContext } from './test/harness';
import { REPORTED } from '@shared/testing/listed-result';

/**
 * A simulation added to the registry, and nothing else, comes up on every server path: settings, roles,
 * report, list, hide, dashboard and page routes. (The client side: client/src/app/fixture-simulation.test.tsx.)
 */
registerFixtureSimulation();

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
// the registry lives on globalThis: the next file in this worker lists the three real cases only
afterAll(async () => {
  await t.close();
  unregisterFixtureSimulation();
});

const report = (over: Record<string, unknown> = {}) => ({
  shipping_director_name: 'Han Jiwoo',
  port_manager_name: 'Seo Yuna',
  no_agreement: false,
  amount_paid: 600_000_000,
  additional_terms: 'Ten-year term',
  ...over,
});

describe('a simulation registered only in shared/simulations.ts', () => {
  it('has its pages among the routes the server answers with 200', () => {
    expect(allPaths()).toEqual(
      expect.arrayContaining([
        '/simulations/harbour-lease-instructions',
        // the Korean role choice, derived like every page
        '/simulations/harbour-lease-instructions-korean',
        '/simulations/harbour-lease-tenant-instructions',
        '/simulations/harbour-lease-authority-instructions-korean',
        '/simulations/harbour-lease-results',
        '/simulations/harbour-lease-view-results',
      ]),
    );
  });

  it('has visibility settings, open by default, that the instructor can switch', async () => {
    const before = await request(t.app).get('/api/visibility/simulations');
    expect(before.body.harbourLease).toEqual({ isVisible: true, isAccessible: true });
    const admin = await t.signIn();
    const patched = await admin
      .patch('/api/visibility/simulations/harbourLease')
      .send({ isAccessible: false });
    expect(patched.status).toBe(200);
    expect((await request(t.app).get('/api/visibility/simulations')).body.harbourLease).toEqual({
      isVisible: true,
      isAccessible: false,
    });
    const closed = await request(t.app).post('/api/sims/hbl/submit').send(report());
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(
      'Harbour Lease is not open yet. Your instructor will open it when the class is ready.',
    );
    await admin.patch('/api/visibility/simulations/harbourLease').send({ isAccessible: true }).expect(200);
  });

  it('serves its role instructions in both languages from the files the registry names', async () => {
    const en = await request(t.app).get('/api/sims/harbourLease/roles/tenant?lang=en');
    expect(en.status).toBe(200);
    expect(en.body.data).toMatchObject({ title: 'Harbour Lease — Shipping Line Director', lang: 'en' });
    const ko = await request(t.app).get('/api/sims/harbourLease/roles/authority?lang=ko');
    expect(ko.body.data.html).toContain('5억 5천만 원');
    expect((await request(t.app).get('/api/sims/harbourLease/roles/studio?lang=en')).status).toBe(404);
  });

  it('has no general information or observer sheet until the registry names them: 404, and no page', async () => {
    for (const doc of ['general-information', 'observer-sheet']) {
      const res = await request(t.app).get(`/api/sims/harbourLease/${doc}?lang=en`);
      expect(res.status, doc).toBe(404);
    }
    expect((await request(t.app).get('/api/sims/harbourLease/general-information')).body).toEqual({
      success: false,
      message: 'This simulation has no general information.',
    });
    expect(allPaths()).not.toContain('/simulations/harbour-lease-general-information');
    expect(allPaths()).not.toContain('/simulations/harbour-lease-observer-sheet');
  });

  it('takes reports under its own field names, lists them for the instructor and hides them', async () => {
    const missing = await request(t.app)
      .post('/api/sims/hbl/submit')
      .send(report({ port_manager_name: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Port Manager Name is required.');
    const foreign = await request(t.app)
      .post('/api/sims/hbl/submit')
      .send({ ...report(), yeji_agent_name: 'Someone' });
    expect(foreign.status).toBe(400);

    const sent = await request(t.app).post('/api/sims/hbl/submit').send(report());
    expect(sent.status).toBe(201);
    const admin = await t.signIn();
    const list = await admin.get('/api/sims/hbl/results');
    expect(list.body.data).toEqual([
      {
        id: sent.body.data.id,
        shippingDirectorName: 'Han Jiwoo',
        portManagerName: 'Seo Yuna',
        noAgreement: false,
        amountPaid: 600_000_000,
        additionalTerms: 'Ten-year term',
        createdAt: expect.any(String),
        classId: expect.any(Number),
        // a report from the form: none of a seated pair's deal columns
        ...REPORTED,
      },
    ]);
    // the other simulations' lists do not see it
    expect((await admin.get('/api/sims/qos/results')).body.data).toEqual([]);

    const figures = (await admin.get('/api/admin/dashboard')).body.data as DashboardFigures;
    expect(figures.results.bySimulation.harbourLease).toEqual({ total: 1, hidden: 0 });
    expect(figures.results.total).toBe(1);
    expect(figures.recentActivity[0]).toMatchObject({
      kind: 'result',
      sim: 'harbourLease',
      parties: ['Han Jiwoo', 'Seo Yuna'],
    });

    await admin.patch(`/api/sims/hbl/results/${sent.body.data.id}/hide`).expect(200);
    expect((await admin.get('/api/sims/hbl/results')).body.data).toEqual([]);
    const after = (await admin.get('/api/admin/dashboard')).body.data as DashboardFigures;
    expect(after.results.bySimulation.harbourLease).toEqual({ total: 1, hidden: 1 });
  });
});
