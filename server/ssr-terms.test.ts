import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TooltipProvider } from '../client/src/components/ui/tooltip';
import { render } from '../client/src/entry-server';
import { TermsCell } from '../client/src/features/results/components/terms-cell';
import { ADMIN, createTestContext, type TestContext } from './test/harness';
import { simPaths } from '../client/src/test/sim-paths';

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
  it('renders terms longer than the 20-character preview, with their full text (it threw `document is not defined`)', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    const html = renderToString(
      createElement(TooltipProvider, null, createElement(TermsCell, { text: LONG_TERMS })),
    );
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('Two weeks of holiday…');
    expect(text).toContain(LONG_TERMS);
  });

  it('renders the results page around its list, which the browser fetches (a long list is not embedded)', async () => {
    const { html, payload } = await render({
      url: simPaths.casting.results,
      user: { email: ADMIN.email, name: ADMIN.name, isAdmin: true },
      fetch: (url, init) => fetch(new URL(url, apiOrigin), { ...(init as RequestInit), headers: { cookie } }),
      signal: AbortSignal.timeout(10_000),
    });
    expect(html).toContain('Results');
    expect(html).not.toContain('Han Seoyeon');
    expect(JSON.stringify(payload)).not.toContain('Han Seoyeon');
  });
});
