import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { shownPart } from '../test/page-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';
import { openPostgres, type Database } from '../db/client';
import { ADMIN, createTestContext, type TestContext } from '../test/harness';
import { appRenderingFrom, renderingSite } from '../test/rendering-site';

/**
 * A visitor's page is rendered once per URL and settings and then served from memory. What a
 * visitor receives must stay exactly what the access rules allow: the very next page after the instructor
 * flips a switch shows it, in this app and in another app on the same PostgreSQL database; the
 * instructor's pages are never kept, and never handed to a visitor.
 *
 * These tests run the real page renderer (client/src/entry-server.tsx, loaded from source) inside the real
 * app on a real database.
 */
const QUEEN_AGENT = '/simulations/queen-of-sorrows-agent-instructions';
let t: TestContext;
let site: string;
let app: Express;

/** A built site's layout: client/index.html, and ssr/entry-server.js (here the renderer's source). */
const appOn = (database: Database) => appRenderingFrom(site, database, t.config);

interface Page {
  html: string;
  /** The data the page was rendered with, by query URL. */
  data: Record<string, unknown>;
}

async function page(client: Express | ReturnType<typeof request.agent>, url: string): Promise<Page> {
  const res = await (typeof client === 'function' ? request(client) : client)
    .get(url)
    .set('Accept', 'text/html');
  expect(res.status, url).toBe(200);
  expect(res.headers['cache-control'], url).toBe('no-store');
  // what the page shows: every page also carries the cases' public half, hidden ones too
  const html = shownPart(res.text);
  const json = html.split(`id="${SSR_PAYLOAD_ID}">`)[1]?.split('</script>')[0];
  expect(json, `${url} was rendered on the server`).toBeDefined();
  const payload = JSON.parse(json!) as {
    queries: { queries: { queryKey: [string]; state: { data: unknown } }[] };
  };
  return {
    html,
    data: Object.fromEntries(payload.queries.queries.map((q) => [q.queryKey[0], q.state.data])),
  };
}

const flip = async (url: string, body: object) => {
  const admin = await t.signIn();
  await admin.patch(url).send(body).expect(200);
};
const sims = (p: Page) =>
  p.data['/api/visibility/simulations'] as Record<string, { isVisible: boolean; isAccessible: boolean }>;

beforeAll(async () => {
  t = await createTestContext();
  site = renderingSite();
  app = appOn(t.database);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(site, { recursive: true, force: true });
});

describe("a visitor's pages, kept and served from memory", () => {
  it('are the same page each time while nothing changes', async () => {
    const first = await page(app, '/simulations');
    const second = await page(app, '/simulations');
    expect(second.html).toBe(first.html);
    expect(first.html).toContain('Tariff Wars');
  });

  it('show a hidden or reopened simulation from the very next request after the switch', async () => {
    expect(sims(await page(app, '/simulations')).solaraLunara!.isVisible).toBe(true);
    await flip('/api/visibility/simulations/solaraLunara', { isVisible: false });
    const hidden = await page(app, '/simulations');
    expect(sims(hidden).solaraLunara!.isVisible).toBe(false);
    expect(hidden.html).not.toContain('>Tariff Wars<');
    await flip('/api/visibility/simulations/solaraLunara', { isVisible: true });
    const shown = await page(app, '/simulations');
    expect(sims(shown).solaraLunara!.isVisible).toBe(true);
    expect(shown.html).toContain('Tariff Wars');
  });

  it('carry confidential instructions only while the simulation is open, in each language', async () => {
    const en = await page(app, QUEEN_AGENT);
    const ko = await page(app, `${QUEEN_AGENT}-korean`);
    const enUrl = '/api/sims/queenOfSorrows/roles/agent?lang=en';
    const koUrl = '/api/sims/queenOfSorrows/roles/agent?lang=ko';
    const enText = (en.data[enUrl] as { title: string }).title;
    expect(en.html).toContain(enText);
    expect(en.html).toContain('<html lang="en">');
    expect(ko.html).toContain('<html lang="ko">');
    expect(ko.data[koUrl]).toBeDefined();
    expect(ko.html).not.toBe(en.html);

    await flip('/api/visibility/simulations/queenOfSorrows', { isAccessible: false });
    for (const url of [QUEEN_AGENT, `${QUEEN_AGENT}-korean`]) {
      const closed = await page(app, url);
      expect(Object.keys(closed.data).filter((k) => k.includes('/roles/'))).toEqual([]);
      expect(closed.html).not.toContain(enText);
    }
    await flip('/api/visibility/simulations/queenOfSorrows', { isAccessible: true });
    expect((await page(app, QUEEN_AGENT)).html).toContain(enText);
  });

  it('follow the deck and feedback-form switches', async () => {
    await flip('/api/visibility/decks/ai', { isDownloadable: false });
    const decks = (await page(app, '/decks')).data['/api/visibility/decks'] as Record<
      string,
      { isDownloadable: boolean }
    >;
    expect(decks.ai!.isDownloadable).toBe(false);
    await flip('/api/visibility/decks/ai', { isDownloadable: true });
    expect(
      (
        (await page(app, '/decks')).data['/api/visibility/decks'] as Record<
          string,
          { isDownloadable: boolean }
        >
      ).ai!.isDownloadable,
    ).toBe(true);

    await flip('/api/settings/feedback-form', { isVisible: false });
    expect((await page(app, '/about')).data['/api/settings/feedback-form']).toEqual({ isVisible: false });
    await flip('/api/settings/feedback-form', { isVisible: true });
    expect((await page(app, '/about')).data['/api/settings/feedback-form']).toEqual({ isVisible: true });
  });

  it("never keeps the instructor's page, nor gives it to a visitor", async () => {
    await flip('/api/visibility/simulations/solaraLunara', { isVisible: false });
    const admin = request.agent(app);
    await admin.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
    const visitorBefore = await page(app, '/simulations');
    const instructor = await page(admin, '/simulations');
    const visitorAfter = await page(app, '/simulations');
    // the instructor sees every simulation, hidden or not, and the switches; a visitor never does
    expect(instructor.html).toContain('Tariff Wars');
    expect(instructor.html).toContain(ADMIN.name);
    expect(visitorBefore.html).not.toContain('>Tariff Wars<');
    expect(visitorAfter.html).toBe(visitorBefore.html);
    expect(visitorAfter.html).not.toContain(ADMIN.name);
    // a visitor with a cookie that is no session is a visitor
    const stale = await request(app)
      .get('/simulations')
      .set('Cookie', 'sid=not-a-session')
      .set('Accept', 'text/html');
    expect(shownPart(stale.text)).toBe(visitorBefore.html);
    await flip('/api/visibility/simulations/solaraLunara', { isVisible: true });
  });

  it('sends the kept page compressed to a browser that accepts it, the same page when unpacked', async () => {
    const plain = await page(app, '/decks');
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const encoding of ['gzip', 'br'] as const) {
        const res = await rawGet(port, '/decks', { Accept: 'text/html', 'Accept-Encoding': encoding });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.headers.vary).toMatch(/Cookie/);
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        const html = encoding === 'gzip' ? zlib.gunzipSync(res.body) : zlib.brotliDecompressSync(res.body);
        expect(shownPart(html.toString())).toBe(plain.html);
      }
    } finally {
      server.close();
    }
  });
});

/** A GET whose body arrives as sent, still compressed. */
function rawGet(port: number, url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

// Two app instances over one PostgreSQL database, each with its own connection pool: what two server
// processes behind a load balancer share is the database, and nothing else.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two app instances on one PostgreSQL database', () => {
  let other: Database;
  let second: Express;
  beforeAll(async () => {
    other = await openPostgres(await databaseUrlOf(t.database));
    second = appOn(other);
  });
  afterAll(async () => {
    await other?.close();
  });

  it("shows a switch flipped through one instance on the other's very next page", async () => {
    const before = await page(second, '/simulations');
    expect(sims(before).shinhwaDaesung!.isAccessible).toBe(true);
    expect((await page(second, '/simulations/shinhwa-vs-daesung-shinhwa-instructions')).data).toHaveProperty([
      '/api/sims/shinhwaDaesung/roles/shinhwa?lang=en',
    ]);
    // the flip goes through the first instance
    await flip('/api/visibility/simulations/shinhwaDaesung', { isAccessible: false });
    expect(sims(await page(second, '/simulations')).shinhwaDaesung!.isAccessible).toBe(false);
    const closed = await page(second, '/simulations/shinhwa-vs-daesung-shinhwa-instructions');
    expect(Object.keys(closed.data).filter((k) => k.includes('/roles/'))).toEqual([]);
    // and back, through the second
    const admin = request.agent(second);
    await admin.post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }).expect(200);
    await admin.patch('/api/visibility/simulations/shinhwaDaesung').send({ isAccessible: true }).expect(200);
    expect(sims(await page(app, '/simulations')).shinhwaDaesung!.isAccessible).toBe(true);
    expect((await page(app, '/simulations/shinhwa-vs-daesung-shinhwa-instructions')).data).toHaveProperty([
      '/api/sims/shinhwaDaesung/roles/shinhwa?lang=en',
    ]);
  });
});

/** The connection string of the test's PostgreSQL database (the harness names a fresh one per file). */
async function databaseUrlOf(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
