import fc from 'fast-check';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appSettings,
  deckSettings,
  feedback,
  results,
  simulationSettings,
  tariffChoices,
  groupDevices,
  seatDevices,
  seats,
  tariffGames,
  tariffRounds,
  tariffTeams,
} from './db/schema';
import {
  registeredEndpoints,
  samplePath,
  samplePathParams,
  withParams,
  type Endpoint,
} from './test/endpoints';
import {
  bodyWithControlCharacter,
  idValue,
  idempotencyKey,
  queryString,
  rawBody,
  targetedBody,
} from './test/fuzz-inputs';
import { createTestContext, type TestContext } from './test/harness';
import { rowsOf } from './backup/queries';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/**
 * Property-based bad-input tests: random and boundary bodies, query strings and path ids at every registered
 * endpoint, signed out and signed in. Whatever arrives, the server never answers 5xx, always answers the JSON
 * envelope (bar the bare visibility GETs, the PDFs and a case package's .zip), and stores nothing or changes no setting when it refuses.
 */

/** Bare by design, not the envelope: the two visibility GETs, the slide files, a case package's .zip. */
const bareOk = (e: Endpoint, status: number) =>
  status < 300 &&
  (e.path === '/api/visibility/decks' ||
    e.path === '/api/visibility/simulations' ||
    e.path === '/api/cases/:key/package' ||
    e.path.startsWith('/decks/'));

// ---- the properties -------------------------------------------------------------------------------------

let t: TestContext;
let requests = 0;

beforeAll(async () => {
  t = await createTestContext();
  // Open every simulation and the feedback form, so the fuzzed bodies reach validation signed out too.
  const admin = await t.signIn();
  for (const sim of ['queenOfSorrows', 'shinhwaDaesung'])
    await admin.patch(`/api/visibility/simulations/${sim}`).send({ isVisible: true, isAccessible: true });
  await admin.patch('/api/settings/feedback-form').send({ isVisible: true });
});
afterAll(() => t.close());

/**
 * What a refused request must leave as it was: row counts, and the rows of the settings and the Tariff rounds.
 * One statement (a request's check reads it once or twice, for about 1,200 requests on each database).
 */
async function snapshot(): Promise<unknown> {
  const n = (table: PgTable) => sql`(select count(*)::int from ${table})`;
  const rows = (table: PgTable) =>
    sql`(select coalesce(json_agg(r order by r::text), '[]'::json) from ${table} r)`;
  const [row] = await rowsOf<{ state: unknown }>(
    t.database.db,
    sql`select json_build_array(
    ${n(feedback)}, ${n(results)}, ${n(tariffGames)}, ${n(tariffTeams)}, ${n(tariffChoices)},
    ${n(groupDevices)}, ${n(seats)}, ${n(seatDevices)},
    ${rows(tariffRounds)},
    (select coalesce(json_agg(g.ended_at order by g.id), '[]'::json) from ${tariffGames} g),
    ${rows(deckSettings)}, ${rows(simulationSettings)}, ${rows(appSettings)}
  ) as state`,
  );
  return row!.state;
}

/**
 * The state after the last checked request, while nothing else has written since: the next check's "before"
 * (a refused request leaves it as it was, so reading it again would only repeat the same statement).
 */
let known: unknown;

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

async function send(agent: Agent, e: Endpoint, url: string, body: string | undefined, key?: string) {
  requests++;
  known = undefined;
  const method = e.method.toLowerCase() as 'get' | 'post' | 'patch';
  let req = agent[method](url).set('Idempotency-Key', key ?? `fuzz-${requests}`);
  if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
  return req;
}

/** Sends one request and checks every property; returns nothing, fails with a readable message. */
async function check(agent: Agent, e: Endpoint, url: string, body: string | undefined, key?: string) {
  const before = known ?? (await snapshot());
  const res = await send(agent, e, url, body, key);
  const where = `${e.method} ${url.slice(0, 120)} body=${String(body).slice(0, 200)} -> ${res.status} ${(res.text ?? '').slice(0, 200)}`;
  expect(res.status, where).toBeGreaterThanOrEqual(200);
  expect(res.status, where).toBeLessThan(500);
  // An empty file name is /decks/ itself: the client's Presentation Decks page, not an endpoint.
  const clientPage = url.split('?')[0] === '/decks/';
  if (!bareOk(e, res.status) && !clientPage) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    expect(typeof res.body?.success, where).toBe('boolean');
    expect(res.body.success, where).toBe(res.status < 400);
  }
  const after = await snapshot();
  if (res.status >= 400) expect(after, where).toEqual(before);
  known = after;
}

const RUNS = { body: 24, path: 14, query: 5 };
// A logout or "sign out everywhere" would end the shared admin session: those get a fresh one each time.
const endsSession = (e: Endpoint) =>
  e.path === '/api/auth/logout' || e.path === '/api/auth/sessions/revoke-all';

describe.each([
  { who: 'signed out', admin: false },
  { who: 'signed in as the instructor', admin: true },
])('fuzzing every endpoint, $who', ({ admin }) => {
  let shared: Agent;
  const agentFor = async (e: Endpoint) =>
    admin ? (endsSession(e) ? await t.signIn() : shared) : request(t.app);

  beforeAll(async () => {
    shared = admin ? await t.signIn() : request(t.app);
  });

  it('finds the endpoints', () => {
    const all = registeredEndpoints(t.app);
    expect(all.length).toBeGreaterThan(20);
    expect(all.map((e) => `${e.method} ${e.path}`)).toContain('GET /decks/:file');
  });

  it('never answers 5xx, always the envelope, and stores nothing on a 4xx: random bodies', async () => {
    for (const e of registeredEndpoints(t.app)) {
      const url = samplePath(e.path);
      await fc.assert(
        fc.asyncProperty(rawBody, async (body) => check(await agentFor(e), e, url, body)),
        { numRuns: e.method === 'GET' ? 3 : admin && endsSession(e) ? 6 : RUNS.body },
      );
    }
  });

  it('... random and boundary path ids', async () => {
    for (const e of registeredEndpoints(t.app).filter((x) => x.path.includes(':'))) {
      await fc.assert(
        fc.asyncProperty(idValue, fc.nat(), targetedBody, async (id, which, body) => {
          const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
          const fuzzed = names[which % names.length];
          const url = withParams(e.path, (n) => (n === fuzzed ? id : samplePathParams[n]!));
          await check(await agentFor(e), e, url, e.method === 'GET' ? undefined : JSON.stringify(body));
        }),
        { numRuns: RUNS.path },
      );
    }
  });

  it('... random query strings', async () => {
    for (const e of registeredEndpoints(t.app)) {
      const runs = e.path.includes('/roles/') ? 30 : RUNS.query;
      await fc.assert(
        fc.asyncProperty(queryString, async (q) => {
          const url = `${withParams(e.path, (n) => samplePathParams[n]!)}?${q}`;
          await check(await agentFor(e), e, url, e.method === 'GET' ? undefined : '{}');
        }),
        { numRuns: runs },
      );
    }
  });
});

describe('fuzzing the Idempotency-Key header of the result submissions', () => {
  it('never answers 5xx, always the envelope, and stores nothing on a 4xx', async () => {
    for (const path of ['/api/sims/qos/submit', '/api/sims/svd/submit']) {
      const e: Endpoint = { method: 'POST', path };
      await fc.assert(
        fc.asyncProperty(idempotencyKey, targetedBody, async (key, body) =>
          check(request(t.app), e, path, JSON.stringify(body), key),
        ),
        { numRuns: 40 },
      );
    }
  });
});

describe('control characters in text fields (NUL answered 500 before)', () => {
  it('are refused with a 400 that names the field, or stored where a line break or tab belongs; never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(bodyWithControlCharacter, async ({ path, field, control, body, allowed }) => {
        const e: Endpoint = { method: 'POST', path };
        const res = await send(request(t.app), e, path, JSON.stringify(body));
        const where = `${path} ${field} U+${control.charCodeAt(0).toString(16).padStart(4, '0')} -> ${res.status} ${res.text}`;
        if (path === '/api/auth/login') expect(res.status, where).toBe(allowed ? 401 : 400);
        else expect(res.status, where).toBe(allowed ? 201 : 400);
        if (!allowed) expect(res.body.message, where).toMatch(/control character/);
      }),
      { numRuns: 120 },
    );
  });

  it('NUL in every text field of every form is a 400, stores nothing', async () => {
    for (const body of [
      {
        path: '/api/sims/qos/submit',
        json: { yeji_agent_name: 'a\u0000b', studio_counterpart_name: 'c', amount_paid: 5 },
      },
      {
        path: '/api/sims/svd/submit',
        json: {
          shinhwa_associate_name: 'a',
          daesung_gc_name: 'c',
          amount_paid: 5,
          additional_terms: '\u0000',
        },
      },
      { path: '/api/feedback/submit', json: { rating: 5, comments: 'x\u0000' } },
      { path: '/api/auth/login', json: { email: '\u0000@example.com', password: 'whatever-long' } },
    ]) {
      await check(request(t.app), { method: 'POST', path: body.path }, body.path, JSON.stringify(body.json));
      const res = await request(t.app).post(body.path).send(body.json);
      expect(res.status, body.path).toBe(400);
    }
  });
});

describe('fuzzing, in total', () => {
  // Counted from the plan above, not from what earlier tests happened to send: this passes or fails alone.
  it('plans at least 1,000 requests', () => {
    const endpoints = registeredEndpoints(t.app);
    const perWho = (admin: boolean) =>
      endpoints.reduce(
        (sum, e) =>
          sum +
          (e.method === 'GET' ? 3 : admin && endsSession(e) ? 6 : RUNS.body) +
          (e.path.includes(':') ? RUNS.path : 0) +
          (e.path.includes('/roles/') ? 30 : RUNS.query),
        0,
      );
    const planned = perWho(false) + perWho(true) + 2 * 40 + 120 + 4;
    expect(planned).toBeGreaterThanOrEqual(1_000);
  });
});
