import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SSR_PAYLOAD_ID } from '@shared/contracts/page-render';
import { TARIFF_TEAM_COOKIE, tariffUrls, type TariffCreatedGame } from '@shared/contracts/tariff';
import { openRenderingSite } from '../test/rendering-site';
import type { TestContext } from '../test/harness';
import { tariffPaths } from '@shared/testing/tariff-wars';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Found by attacking the page cache (the page cache with Tariff Wars), fixed: PageCache.get handed a rendering that was still under
 * way to every request for the same key (URL + settings snapshot), whether or not that rendering may be kept.
 * A visitor's team page is rendered with the visitor's own team cookie (the read of /api/tariff/team, which
 * is not public), so a second device that asks for the team page while the first one's rendering is in
 * flight must not receive the first device's page: its team, and its locked choice of the round not yet
 * revealed.
 *
 * The window is made deterministic here by holding the first device's read of its team for a moment (as a
 * busy database would) and sending the second request inside it.
 */
const hold = vi.hoisted(() => ({
  team: undefined as ((token: unknown) => Promise<void> | undefined) | undefined,
}));
vi.mock('../modules/tariff/service', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../modules/tariff/service')>();
  return {
    ...actual,
    // the team read's own lookup of the device's team (by its cookie, or its seat)
    teamOfDevice: async (...args: Parameters<typeof actual.teamOfDevice>) => {
      await hold.team?.(args[1]);
      return actual.teamOfDevice(...args);
    },
  };
});
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

let t: TestContext;
let app: Express;
let close: () => Promise<void>;
beforeAll(async () => ({ t, app, close } = await openRenderingSite()));
afterAll(() => close());

function get(port: number, url: string, cookie?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      )
      .on('error', reject);
  });
}

/** The team view the page was rendered with (the SSR payload's /api/tariff/team query). */
function teamViewOf(html: string): unknown {
  const json = html.split(`id="${SSR_PAYLOAD_ID}">`)[1]?.split('</script>')[0];
  if (!json) return undefined;
  const payload = JSON.parse(json) as {
    queries: { queries: { queryKey: [string]; state: { data: unknown } }[] };
  };
  return payload.queries.queries.find((q) => q.queryKey[0] === tariffUrls.team)?.state.data;
}

describe('a team page rendered with one device cookie is never handed to another device', () => {
  it("never gives Lunara the page rendered for Solara (Solara's locked choice before the reveal)", async () => {
    const admin = await t.signIn();
    const created = await admin.post(tariffUrls.games).send({ pairs: 1 }).expect(201);
    const game = created.body.data as TariffCreatedGame;
    const code = (country: string) => game.teams.find((x) => x.country === country)!.code;
    const cookieOf = async (country: string) => {
      const res = await request(t.app)
        .post(tariffUrls.join)
        .send({ code: code(country) })
        .expect(200);
      const set = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
        c.startsWith(`${TARIFF_TEAM_COOKIE}=`),
      )!;
      return set.split(';')[0]!;
    };
    const solara = await cookieOf('solara');
    const lunara = await cookieOf('lunara');
    await request(t.app)
      .post(tariffUrls.choice)
      .set('Cookie', solara)
      .send({ round: 1, choice: 'High' })
      .expect(201);

    // Solara's page reads its team; that read is held for 300 ms (a busy moment), and Lunara's phone asks for
    // the same page meanwhile.
    let lunaraPage: Promise<{ status: number; body: string }> | undefined;
    let port = 0;
    hold.team = (token) => {
      if (token !== tokenOf(solara) || lunaraPage) return undefined;
      lunaraPage = get(port, tariffPaths().team('en'), lunara);
      return new Promise((resolve) => setTimeout(resolve, 300));
    };
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    try {
      // warm: the page's modules are loaded, so the race below is the cache's, not the module loader's
      await get(port, tariffPaths().team('en'));
      const solaraPage = await get(port, tariffPaths().team('en'), solara);
      expect(solaraPage.status).toBe(200);
      expect(teamViewOf(solaraPage.body)).toMatchObject({
        state: 'playing',
        view: { team: { country: 'solara' }, current: { ownChoice: 'High' } },
      });
      expect(lunaraPage, 'the second request was sent inside the window').toBeDefined();
      const lunaraGot = await lunaraPage!;
      expect(lunaraGot.status).toBe(200);
      // Lunara must see its own team (it has not locked), never Solara's view
      expect(teamViewOf(lunaraGot.body)).toMatchObject({
        state: 'playing',
        view: { team: { country: 'lunara' }, current: { ownChoice: null } },
      });
      expect(lunaraGot.body).not.toContain('"ownChoice":"High"');
    } finally {
      hold.team = undefined;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("never gives an anonymous visitor the page rendered for a team (and the team never gets the visitor's)", async () => {
    const admin = await t.signIn();
    const created = await admin.post(tariffUrls.games).send({ pairs: 1 }).expect(201);
    const game = created.body.data as TariffCreatedGame;
    const res = await request(t.app)
      .post(tariffUrls.join)
      .send({ code: game.teams.find((x) => x.country === 'solara')!.code })
      .expect(200);
    const solara = (res.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith(`${TARIFF_TEAM_COOKIE}=`))!
      .split(';')[0]!;
    await request(t.app)
      .post(tariffUrls.choice)
      .set('Cookie', solara)
      .send({ round: 1, choice: 'Low' })
      .expect(201);

    let visitorPage: Promise<{ status: number; body: string }> | undefined;
    let port = 0;
    hold.team = (token) => {
      if (token !== tokenOf(solara) || visitorPage) return undefined;
      visitorPage = get(port, tariffPaths().team('en'));
      return new Promise((resolve) => setTimeout(resolve, 300));
    };
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    try {
      await get(port, tariffPaths().team('en'));
      await get(port, tariffPaths().team('en'), solara);
      const got = await visitorPage!;
      expect(teamViewOf(got.body)).toEqual({ state: 'none' });
      expect(got.body).not.toContain('"ownChoice":"Low"');
    } finally {
      hold.team = undefined;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
