import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@shared/routes';
import { render } from '../client/src/entry-server';
import { ADMIN, createTestContext, type TestContext } from './test/harness';

// The page renderer itself (client/src/entry-server.tsx), in Node as the built server runs it, reading
// the real API over loopback: here nothing may reach for `document` or `window` while a page renders.
let ctx: TestContext;
let server: Server;
let apiOrigin: string;
let cookie: string;

const LONG_TERMS = 'Two weeks of holiday during filming, plus a car and a driver';

beforeAll(async () => {
  ctx = await createTestContext();
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await request(ctx.app)
    .post('/api/sims/qos/submit')
    .send({
      yeji_agent_name: 'Han Seoyeon',
      studio_counterpart_name: 'Jung Daeho',
      no_agreement: false,
      amount_paid: 70_000_000,
      additional_terms: LONG_TERMS,
    })
    .expect(201);
  const login = await request(ctx.app)
    .post('/api/auth/login')
    .send({ email: ADMIN.email, password: ADMIN.password })
    .expect(200);
  cookie = String(login.headers['set-cookie']?.[0]).split(';')[0]!;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

describe('server rendering of the results table', () => {
  it('renders a row whose terms are longer than the 20-character preview, with its full text', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const { html } = await render({
      url: paths.casting.results,
      user: { email: ADMIN.email, name: ADMIN.name, isAdmin: true },
      apiOrigin,
      cookie,
      signal: AbortSignal.timeout(10_000),
    });
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('Han Seoyeon');
    expect(text).toContain('Two weeks of holiday…');
    expect(text).toContain(LONG_TERMS);
  });
});
