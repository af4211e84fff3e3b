import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredEndpoints, samplePath } from './test/endpoints';
import { createTestContext, type TestContext } from './test/harness';

/** The API routes (the PDFs under /decks have their own visibility rules, tested in the decks module). */
const apiEndpoints = (app: Parameters<typeof registeredEndpoints>[0]) =>
  registeredEndpoints(app).filter((e) => e.path.startsWith('/api/'));

/** What a visitor may call without signing in. Anything else must answer 401 to them. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/class-timer',
  'GET /api/presenter/follow',
  // a projector's browser joins by the presenter view's code (wrong codes limited) and reads what it shows
  // (null without a joined cookie)
  'POST /api/presenter/projector',
  'GET /api/presenter/projector',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/visibility/decks',
  'GET /api/visibility/simulations',
  'GET /api/settings/feedback-form',
  'GET /api/settings/privacy',
  'POST /api/feedback/submit',
  // every reported case's report form, by its API slug (a slug no case has is the API's 404)
  'POST /api/sims/:apiSlug/submit',
  // the cases' public half, which every page carries (a page the server did not send asks for it)
  'GET /api/case-registry',
  'GET /api/sims/:key/roles/:role',
  'GET /api/sims/:key/observer-sheet',
  // the case's public facts, every role's (and an observer's) while the case is open
  'GET /api/sims/:key/general-information',
  // which of those roles the visitor may read: every one, or their own, or none (it names no one)
  'GET /api/sims/:key/readable-roles',
  // the join screen on a projector: the class's code to the browser paired by the projector code, null to
  // anyone else (server/modules/presenter/projector.test.ts)
  'GET /api/join/projector',
  // Tariff Wars: joining is public (failed guesses are limited); a browser's team view is null without a team
  // cookie or a seat in a team (server/modules/tariff/tariff.test.ts); POST /choice answers 401 without one,
  // so it is checked below with the guarded routes.
  'POST /api/tariff/join',
  'GET /api/tariff/team',
  // Seats: joining (limited per browser and address), a seat code or re-seat link (wrong ones limited), and
  // the class a join code names. A seat's own routes answer 401 without a seat cookie: checked below.
  'POST /api/seats',
  'POST /api/seats/claim',
  'POST /api/seats/reseat',
  'GET /api/seats/class',
]);

/**
 * A seated pair's deal: a visitor without a seat gets 403 `not-seated` (the deal's contract), not 401; who else
 * is refused on each of them is checked in server/modules/deal/deal-refusals.test.ts.
 */
const SEATED_PAIR_ONLY = new Set([
  'GET /api/sims/:key/my-pair',
  'GET /api/sims/:key/my-drafts/:form',
  'PUT /api/sims/:key/my-plan',
  'PUT /api/sims/:key/my-pair/first-offer',
  'PUT /api/sims/:key/my-pair/agreement',
  'POST /api/sims/:key/my-pair/agreement/confirm',
  'POST /api/sims/:key/my-pair/agreement/dispute',
  'PUT /api/sims/:key/my-survey',
  'PUT /api/sims/:key/my-drafts/:form',
]);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('access control', () => {
  it('finds the routes it is meant to check', () => {
    const all = apiEndpoints(t.app).map((e) => `${e.method} ${e.path}`);
    expect(all.length).toBeGreaterThan(15);
    for (const p of [...PUBLIC, ...SEATED_PAIR_ONLY]) expect(all, p).toContain(p);
  });

  it('answers 401 to a signed-out visitor on every non-public API route', async () => {
    const guarded = apiEndpoints(t.app).filter(
      (e) => !PUBLIC.has(`${e.method} ${e.path}`) && !SEATED_PAIR_ONLY.has(`${e.method} ${e.path}`),
    );
    expect(guarded.length).toBeGreaterThan(8);
    for (const e of guarded) {
      const res = await request(t.app)[e.method.toLowerCase() as 'get'](samplePath(e.path)).send({});
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });

  it("answers 403 not-seated to a signed-out visitor on a seated pair's routes", async () => {
    for (const e of apiEndpoints(t.app).filter((x) => SEATED_PAIR_ONLY.has(`${x.method} ${x.path}`))) {
      const res = await request(t.app)[e.method.toLowerCase() as 'get'](samplePath(e.path)).send({});
      expect(res.status, `${e.method} ${e.path}`).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'not-seated' });
    }
  });
});
