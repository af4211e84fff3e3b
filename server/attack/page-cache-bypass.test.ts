import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';
import { paths, simulationPaths } from '@shared/routes';
import { SIMULATIONS } from '@shared/simulations';
import { appRenderingFrom, renderingSite } from '../test/rendering-site';
import { RENDERS_PER_CLIENT_PER_MINUTE } from '../page-cache/render-budget';
import { ADMIN, createTestContext, type TestContext } from '../test/harness';

// a thousand requests, one after the other: the time is in their number, not in any one of them
vi.setConfig({ testTimeout: 300_000 });

/**
 * The page cache was once keyed by the whole URL, so each made-up query string (`?x=1`, `?x=2`,
 * ...) was a page of its own: rendered in full, and kept, pushing the real pages out of the 200-page cache.
 * Eight connections made 18 renders a second and the instructor's /api/health p99 went 140 ms -> 866 ms.
 *
 * Renders are counted by the page renderer's module itself (the built site's ssr/entry-server.js, here a
 * wrapper that counts each call), so the count is what the server asked of the renderer.
 */
const RENDERS = '__pageCacheBypassRenders';
const renders = () => ((globalThis as Record<string, unknown>)[RENDERS] as number | undefined) ?? 0;
const roleChoice = simulationPaths(SIMULATIONS[0]!).roles;

let t: TestContext;
let site: string;
let app: Express;

beforeAll(async () => {
  // limits on (as in production), and one hop of proxy so a test can speak for several clients
  t = await createTestContext({ rateLimit: true, trustProxy: 1 });
  site = renderingSite();
  const entry = path.join(site, 'ssr', 'entry-server.js');
  const real = fs.readFileSync(entry, 'utf8').match(/from (".*");/)![1];
  fs.writeFileSync(
    entry,
    `import { render as renderPage } from ${real};
export function render(request) {
  globalThis[${JSON.stringify(RENDERS)}] = (globalThis[${JSON.stringify(RENDERS)}] ?? 0) + 1;
  return renderPage(request);
}`,
  );
  app = appRenderingFrom(site, t.database, t.config);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(site, { recursive: true, force: true });
});

const rendered = (html: string) => html.includes(`id="${SSR_PAYLOAD_ID}"`);

async function page(url: string, client = '198.51.100.1') {
  const res = await request(app).get(url).set('Accept', 'text/html').set('X-Forwarded-For', client);
  return { status: res.status, html: res.text };
}

/** The page once rendered: the renderer loads its modules from source here, slowly, and a page sent
 * unrendered meanwhile (past the renderer's deadline) is not kept. */
async function renderedPage(url: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const { html } = await page(url);
    if (rendered(html)) return html;
  }
  throw new Error(`${url} was never rendered`);
}

describe('made-up query strings', () => {
  it('are the page itself: 1,000 of them render nothing new, and the real pages stay kept', async () => {
    const real = [paths.simulations, paths.decks, roleChoice, `${roleChoice}?lang=ko`];
    const kept = new Map<string, string>();
    for (const url of real) kept.set(url, await renderedPage(url));
    const before = renders();

    const answers = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const res = await page(`${paths.simulations}?x=${i}`, `198.51.100.${2 + (i % 200)}`);
      expect(res.status).toBe(200);
      answers.add(res.html);
    }
    expect([...answers]).toEqual([kept.get(paths.simulations)]);
    // before: 1,000 renders (one per query string), and as many pages kept
    expect(renders() - before).toBe(0);
    // the parameter a page reads still counts, the rest does not
    expect((await page(`${roleChoice}?x=1&lang=ko&utm_source=qr`)).html).toBe(
      kept.get(`${roleChoice}?lang=ko`),
    );
    expect((await page(`${roleChoice}?lang=fr`)).html).toBe(kept.get(roleChoice));
    for (const url of real) expect((await page(url)).html).toBe(kept.get(url));
    expect(renders() - before).toBe(0);
  });
});

describe('the render work one client can cause', () => {
  it('is bounded: 1,000 made-up paths from one address are answered, most as the unrendered page', async () => {
    const before = renders();
    const started = Date.now();
    const statuses = new Set<number>();
    let unrendered = 0;
    for (let i = 0; i < 1_000; i++) {
      const res = await page(`/no-such-page-${i}`, '203.0.113.50');
      statuses.add(res.status);
      if (!rendered(res.html)) unrendered++;
    }
    // every answer is the not-found page's 404 (the shell renders it in the browser); few were rendered
    expect([...statuses]).toEqual([404]);
    const spent = renders() - before;
    // one budget per minute: on a slow machine the loop may span more than one (before: 1,000 renders)
    const minutes = Math.ceil((Date.now() - started) / 60_000) + 1;
    expect(spent).toBeLessThanOrEqual(RENDERS_PER_CLIENT_PER_MINUTE * minutes);
    expect(spent).toBeLessThan(1_000);
    expect(unrendered).toBeGreaterThanOrEqual(1_000 - spent);

    // another visitor's made-up page, and the instructor's own pages, are still rendered
    expect(rendered((await page('/no-such-page', '203.0.113.51')).html)).toBe(true);
    const admin = request.agent(app);
    await admin
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.50')
      .send({ email: ADMIN.email, password: ADMIN.password })
      .expect(200);
    const adminPage = await admin
      .get(paths.admin)
      .set('Accept', 'text/html')
      .set('X-Forwarded-For', '203.0.113.50');
    expect(rendered(adminPage.text)).toBe(true);
  });
});
