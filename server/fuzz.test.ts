import fc from 'fast-check';
import request from 'supertest';
import type { Express } from 'express';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appSettings,
  castingResults,
  deckSettings,
  feedback,
  legalFeeResults,
  simulationSettings,
} from './db/schema';
import { createTestContext, type TestContext } from './test/harness';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/**
 * Property-based bad-input tests: random and boundary bodies, query strings and path ids at every registered
 * endpoint, signed out and signed in. Whatever arrives, the server never answers 5xx, always answers the JSON
 * envelope (bar the bare visibility GETs and the PDFs), and stores nothing or changes no setting when it refuses.
 */

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

type Layer = {
  rawPath?: string | string[];
  handle: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean> };
};

/** Every route Express has registered (API and the /decks PDFs), found by walking the router stacks. */
function registeredEndpoints(app: Express): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push({
            method: method.toUpperCase() as Endpoint['method'],
            path: `${prefix}${layer.route.path}`.replace(/\/$/, ''),
          });
      } else if (layer.handle.stack) {
        const raw = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${raw}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((e) => e.path.startsWith('/api/') || e.path.startsWith('/decks/'));
}

const sample: Record<string, string> = {
  deck: 'ai',
  simulation: 'queenOfSorrows',
  key: 'queenOfSorrows',
  role: 'agent',
  id: '1',
  file: 'ai.pdf',
};
const withParams = (path: string, value: (name: string) => string) =>
  path.replace(/:(\w+)/g, (_, name: string) => value(name));

/** Answers that are not the envelope by design (SPEC section 7 and the slide files). */
const bareOk = (e: Endpoint, status: number) =>
  status < 300 &&
  (e.path === '/api/visibility/decks' ||
    e.path === '/api/visibility/simulations' ||
    e.path.startsWith('/decks/'));

// ---- arbitraries ----------------------------------------------------------------------------------------

const hugeString = fc.constantFrom(
  'x'.repeat(10_000),
  '한'.repeat(3_000),
  '\u0000'.repeat(500),
  '😀'.repeat(2_000),
);
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '',
    ' ',
    '   \t\n',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '<script>alert(1)</script>',
    "'; drop table feedback; --",
    '__proto__',
    'constructor',
    '1e309',
    'NaN',
    '-0',
    '0x10',
  ),
  hugeString,
);
const nastyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 0.001, 1.005, 1e12, 1e12 - 0.01, 999_999_999_999.99, 1e308, -1e308, 5e-324),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 53 + 1),
);
/** Anything a field could wrongly hold (NaN and Infinity become null in JSON, like a real client's would). */
const fieldValue = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Each shared contract's field names, to build bodies that are nearly right. */
const contractFields: Record<string, string[]> = {
  qos: ['yeji_agent_name', 'studio_counterpart_name', 'no_agreement', 'amount_paid', 'additional_terms'],
  svd: ['shinhwa_associate_name', 'daesung_gc_name', 'no_agreement', 'amount_paid', 'additional_terms'],
  feedback: ['name', 'rating', 'comments', 'favoritePart'],
  login: ['email', 'password'],
  deck: ['isVisible', 'isDownloadable'],
  simulation: ['isVisible', 'isAccessible'],
  visibleOnly: ['isVisible'],
  archive: ['isArchived'],
};
const allFields = [...new Set(Object.values(contractFields).flat())];

const targetedBody = fc
  .tuple(
    fc.constantFrom(...Object.values(contractFields)),
    fc.dictionary(fc.constantFrom(...allFields, 'extra', '__proto__', ''), fieldValue, { maxKeys: 3 }),
    fc.array(fieldValue, { minLength: 5, maxLength: 5 }),
    fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  )
  .map(([fields, extra, values, keep]) => {
    const body: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      if (keep[i]) body[f] = values[i];
    });
    return { ...body, ...extra };
  });

/** What goes on the wire: JSON text (possibly malformed), or no body at all. */
const rawBody = fc.oneof(
  { weight: 3, arbitrary: targetedBody.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: fc.anything().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.object().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.json() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'null',
      '{',
      '{"a":',
      '[]',
      '"text"',
      '0',
      '{"__proto__":{"isAdmin":true}}',
      `{"name":"${'x'.repeat(40_000)}"}`,
      '\u0000',
    ),
  },
);

const idValue = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e3',
    '1.5',
    '99999999999',
    '9'.repeat(40),
    '%00',
    '%',
    '%E0%A4%A',
    '..%2Fx',
    '../x',
    'x'.repeat(3_000),
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'NaN',
    '0x1',
    ' 1',
    'ai.pdf',
    'ai',
    'queenOfSorrows',
    'agent',
  ),
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.integer().map(String),
);

const queryString = fc.oneof(
  fc.constantFrom(
    '',
    'lang=',
    'lang=ko',
    'lang=en',
    'lang=KO',
    'lang=fr',
    'lang=ko&lang=en',
    'lang[]=ko',
    'lang[x]=ko',
    'lang=%00',
    'lang=%',
    `lang=${'k'.repeat(5_000)}`,
    '__proto__[x]=1',
    'a=1&a=2&a=3',
  ),
  fc
    .dictionary(fc.constantFrom('lang', 'x', 'id', 'page'), fc.string({ maxLength: 30 }), { maxKeys: 3 })
    .map((d) =>
      Object.entries(d)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('&'),
    ),
);

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

async function snapshot() {
  const { db } = t.database;
  const rows = async (table: typeof feedback | typeof castingResults | typeof legalFeeResults) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const sort = <T>(list: T[]) => list.map((r) => JSON.stringify(r)).sort();
  return {
    feedback: await rows(feedback),
    casting: await rows(castingResults),
    legalFees: await rows(legalFeeResults),
    settings: [
      ...sort(await db.select().from(deckSettings)),
      ...sort(await db.select().from(simulationSettings)),
      ...sort(await db.select().from(appSettings)),
    ],
  };
}

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

async function send(agent: Agent, e: Endpoint, url: string, body: string | undefined, key?: string) {
  requests++;
  const method = e.method.toLowerCase() as 'get' | 'post' | 'patch';
  let req = agent[method](url).set('Idempotency-Key', key ?? `fuzz-${requests}`);
  if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
  return req;
}

/** Sends one request and checks every property; returns nothing, fails with a readable message. */
async function check(agent: Agent, e: Endpoint, url: string, body: string | undefined, key?: string) {
  const before = await snapshot();
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
  if (res.status >= 400) expect(await snapshot(), where).toEqual(before);
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
      const url = withParams(e.path, (n) => sample[n] ?? 'x');
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
          const url = withParams(e.path, (n) => (n === fuzzed ? id : sample[n]!));
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
          const url = `${withParams(e.path, (n) => sample[n]!)}?${q}`;
          await check(await agentFor(e), e, url, e.method === 'GET' ? undefined : '{}');
        }),
        { numRuns: runs },
      );
    }
  });
});

/** Header values Node can send: visible ASCII and spaces (anything else never leaves a real browser either). */
const idempotencyKey = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.constantFrom('', ' ', 'a'.repeat(64), 'a'.repeat(65), 'fuzz-reused', 'key with spaces', '../x', '%00'),
);

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

describe('fuzzing, in total', () => {
  it('sent at least 1,000 requests', () => {
    console.info(`fuzz: ${requests} requests`);
    expect(requests).toBeGreaterThanOrEqual(1_000);
  });
});
