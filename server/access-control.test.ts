import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';

interface Endpoint {
  method: string;
  path: string;
}

type Layer = {
  rawPath?: string | string[];
  handle: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean> };
};

/** Every route Express has registered, with its full path, found by walking the router stacks. */
function registeredEndpoints(app: Express): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          found.push({
            method: method.toUpperCase(),
            path: `${prefix}${layer.route.path}`.replace(/\/$/, ''),
          });
        }
      } else if (layer.handle.stack) {
        const raw = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${raw}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter((e) => e.path.startsWith('/api/'));
}

/** What a visitor may call without signing in. Anything else must answer 401 to them. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/visibility/decks',
  'GET /api/visibility/simulations',
  'GET /api/settings/feedback-form',
  'POST /api/feedback/submit',
  'POST /api/sims/qos/submit',
  'POST /api/sims/svd/submit',
  'GET /api/sims/:key/roles/:role',
]);

const sample: Record<string, string> = {
  deck: 'ai',
  simulation: 'queenOfSorrows',
  key: 'queenOfSorrows',
  role: 'agent',
  id: '1',
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? 'x');

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('access control', () => {
  it('finds the routes it is meant to check', () => {
    const all = registeredEndpoints(t.app).map((e) => `${e.method} ${e.path}`);
    expect(all.length).toBeGreaterThan(15);
    for (const p of PUBLIC) expect(all, p).toContain(p);
  });

  it('answers 401 to a signed-out visitor on every non-public API route', async () => {
    const guarded = registeredEndpoints(t.app).filter((e) => !PUBLIC.has(`${e.method} ${e.path}`));
    expect(guarded.length).toBeGreaterThan(8);
    for (const e of guarded) {
      const res = await request(t.app)[e.method.toLowerCase() as 'get'](concrete(e.path)).send({});
      expect(res.status, `${e.method} ${e.path}`).toBe(401);
      expect(res.body.success).toBe(false);
    }
  });
});
