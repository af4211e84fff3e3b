import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { CLASS_TIMER_URL, type ClassTimer } from '../shared/contracts/class-timer-config';
import { EVENTS_URL } from '../shared/contracts/live-config';
import { pairingUrls, type AssignmentView } from '../shared/contracts/pairing';
import {
  SEAT_COOKIE,
  classJoinUrl,
  meWithCode,
  mySeatUrl,
  seatsUrl,
  type ClassJoin,
  type MySeat,
  type RosterSeat,
} from '../shared/contracts/seats-config';
import {
  TARIFF_TEAM_COOKIE,
  tariffUrls,
  type TariffCreatedGame,
  type TariffRevealedRound,
} from '../shared/contracts/tariff-config';
import { TEAM_CODE_PARAM } from '../shared/routes';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkPages,
  closeAllPages,
  failedRequest,
  launchBrowser,
  newPage,
  signInThroughModal,
  watchPagesOf,
} from './support/browser';
import { NGINX, startNginx } from './support/nginx';
import { adminCookie, E2E_ADMIN, startServer, type RunningServer } from './support/server';
import { tariffPaths } from '../shared/testing/tariff-wars';

/**
 * Three app processes on one fresh PostgreSQL database behind Debian's nginx: round-robin, no sticky
 * sessions, so consecutive requests of one browser go to different processes. CI starts PostgreSQL and
 * installs nginx (.ci/run); here, as with chromium, their absence fails the file with a clear message.
 */
const PG_ROOT = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PHONE = { width: 390, height: 844 };

let browser: Browser;
const apps: RunningServer[] = [];
let nginx: ChildProcess | undefined;
let url = '';
let dropDatabase: (() => Promise<void>) | undefined;
/** The test's own database, for what only the database can say (each row stored once). */
let dbUrl = '';
/** The instructor's session cookie ("name=value"), signed in once: the last tests use up the sign-in budget. */
let instructor = '';
/** Which process answered: nginx names it on every answer (a header the configuration in docs/operations.md leaves out). */
const UPSTREAM_HEADER = 'x-upstream';

beforeAll(async () => {
  watchPagesOf('file');
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: apt-get install nginx (see .ci/run)`);
  const name = `course_e2e_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ROOT });
  await admin.connect().catch((err: Error) => {
    throw new Error(`no PostgreSQL at ${PG_ROOT} (set E2E_DATABASE_URL): ${err.message}`);
  });
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: PG_ROOT });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const own = new URL(PG_ROOT);
  own.pathname = `/${name}`;
  dbUrl = own.toString();
  const env = { DATABASE_URL: dbUrl, TRUST_PROXY: '1', RATE_LIMIT_DISABLED: 'false' };
  // the first migrates the fresh database; the other two find it ready
  apps.push(await startServer(env));
  apps.push(...(await Promise.all([startServer(env), startServer(env)])));

  const balancer = await startNginx(
    apps.map((a) => new URL(a.url).host),
    { extra: `add_header X-Upstream $upstream_addr always;` },
  );
  nginx = balancer.process;
  url = balancer.url;
  browser = await launchBrowser();
  instructor = await adminCookie(apps[0]!.url);
});
beforeEach(() => watchPagesOf('test'));
afterEach(async () => {
  watchPagesOf('file');
  expect(await checkPages(), 'errors the pages logged that the test did not expect').toEqual([]);
});
afterAll(async () => {
  await closeAllPages();
  await browser?.close();
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx!.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(apps.map((a) => a.stop()));
  await dropDatabase?.();
});

/** A JSON request straight to one process (not through nginx), as from the site's own pages. */
const call = (
  base: string,
  method: string,
  route: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const post = (base: string, route: string, body: unknown, cookie?: string) =>
  call(base, 'POST', route, body, cookie);

/** The `data` of a JSON answer of the expected status. */
async function dataOf<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, `${answer.url}: ${text}`).toBe(status);
  return (JSON.parse(text) as { data: T }).data;
}

/** "name=value" of a cookie an answer set. */
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))!
    .split(';')[0]!;

/** A browser page through nginx, with the instructor's session (no sign-in: the budget is spent later). */
async function instructorPage() {
  const session = await newPage(browser);
  const [name, value] = instructor.split(/=(.*)/s) as [string, string];
  await session.context.addCookies([{ name, value, url }]);
  return session;
}

/** The process (of `apps`) whose address nginx named. */
const processAt = (upstream: string | undefined) => {
  const found = apps.find((a) => new URL(a.url).host === upstream);
  expect(found, `nginx named ${upstream}`).toBeDefined();
  return found!;
};

const seconds = (text: string) => {
  const [m, s] = text.trim().split(':').map(Number);
  return m! * 60 + s!;
};

const casting = (i: number) => ({
  yeji_agent_name: `Burst ${i}`,
  studio_counterpart_name: 'Park Jisoo',
  no_agreement: false,
  amount_paid: 70_000_000 + i,
  additional_terms: '',
});

/**
 * A report whose headers the process has read (it answered `Expect: 100-continue`) and whose body it waits
 * for: in flight there. `finish()` sends the body and resolves with the status; `key` is its Idempotency-Key.
 */
function beginReport(base: string, body: unknown): Promise<{ key: string; finish(): Promise<number> }> {
  const text = JSON.stringify(body);
  const key = crypto.randomUUID();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/sims/qos/submit`, {
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(text),
        'Idempotency-Key': key,
        Expect: '100-continue',
      },
    });
    const status = new Promise<number>((done, fail) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode!));
      });
      req.on('error', fail);
    });
    status.catch(() => {});
    req.on('continue', () => resolve({ key, finish: () => (req.end(text), status) }));
    req.on('error', reject);
    req.flushHeaders();
  });
}

describe('three processes behind nginx', () => {
  it('a session started on one process is honoured by the others, directly and through round-robin', async () => {
    const signIn = await post(apps[0]!.url, '/api/auth/login', {
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    for (const app of apps.slice(1))
      expect((await fetch(`${app.url}/api/auth/me`, { headers: { Cookie: cookie } })).status).toBe(200);

    // in the browser: signed in through nginx, the admin pages load whichever process answers
    const { page } = await newPage(browser);
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signInThroughModal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    for (const route of ['/admin', '/admin/feedback', '/admin']) {
      await page.goto(`${url}${route}`);
      await page.getByRole('banner').getByRole('link', { name: 'Admin' }).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
  });

  it("a result reported through each process reaches the instructor's live page, whichever process serves its stream", async () => {
    const { page } = await newPage(browser);
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signInThroughModal(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`${url}/simulations/queen-of-sorrows-view-results`);
    await page.getByRole('heading', { name: 'Queen of Sorrows Results' }).waitFor();
    // its stream is on one of the three: at least two of these reports go through another
    for (const [i, app] of apps.entries()) {
      const agent = `Balanced ${i}`;
      const res = await post(app.url, '/api/sims/qos/submit', {
        yeji_agent_name: agent,
        studio_counterpart_name: 'Park Jisoo',
        no_agreement: false,
        amount_paid: 100_000_000 + i,
        additional_terms: '',
      });
      expect(res.status).toBe(201);
      await page.getByRole('cell', { name: agent, exact: true }).waitFor();
    }
  });

  it('the class timer: started, paused, lengthened and stopped through three processes, the same on every page', async () => {
    const pages = await Promise.all([newPage(browser), newPage(browser, { viewport: PHONE })]);
    for (const { page } of pages) {
      const stream = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_URL);
      await page.goto(`${url}/simulations/queen-of-sorrows-agent-instructions`);
      await page.getByRole('note', { name: 'Confidential' }).waitFor();
      await stream;
    }
    const chips = pages.map(({ page }) => page.getByRole('timer'));
    const timerVia = (app: RunningServer, method: string, body?: unknown) =>
      call(app.url, method, CLASS_TIMER_URL, body, instructor).then((r) =>
        expect(r.status).toBeLessThan(300),
      );

    await timerVia(apps[0]!, 'PUT', { label: 'Negotiation', seconds: 1200 });
    for (const chip of chips) await chip.waitFor();
    await timerVia(apps[1]!, 'PATCH', { action: 'pause' });
    for (const chip of chips) await chip.getByText('(Paused)').waitFor();
    const paused = seconds((await chips[0]!.innerText()).replace('(Paused)', ''));
    await timerVia(apps[2]!, 'PATCH', { action: 'add', seconds: 60 });
    // paused, the time left stands still: each page shows exactly a minute more
    for (const chip of chips)
      await expect
        .poll(async () => seconds((await chip.innerText()).replace('(Paused)', '')))
        .toBe(paused + 60);
    // every process reads the same timer
    const read = await Promise.all(apps.map((a) => dataOf<ClassTimer>(call(a.url, 'GET', CLASS_TIMER_URL))));
    expect(new Set(read.map((x) => x.pausedRemainingMs)).size).toBe(1);
    await timerVia(apps[1]!, 'DELETE');
    for (const chip of chips) await chip.waitFor({ state: 'detached' });
  });

  it('Tariff Wars: joins, locks and reveals on different processes; a team page and the control page follow live', async () => {
    const game = await dataOf<TariffCreatedGame>(
      call(apps[0]!.url, 'POST', tariffUrls.games, { pairs: 1 }, instructor),
      201,
    );
    const [solara, lunara] = game.teams;
    // the instructor's control page and Lunara's phone, through nginx
    const control = await instructorPage();
    await control.page.goto(`${url}${tariffPaths().game}`);
    await control.page.getByRole('tab', { name: 'Rounds and scores' }).click();
    const status = control.page.getByRole('status').filter({ hasText: 'teams locked' });
    await status.filter({ hasText: '0 of 2 teams locked' }).waitFor();
    const phone = await newPage(browser, { viewport: PHONE });
    await phone.page.goto(`${url}${tariffPaths().team('en')}?${TEAM_CODE_PARAM}=${lunara!.code}`);
    await phone.page.getByTestId('tariff-team').filter({ hasText: 'Lunara · Pair 1' }).waitFor();

    // Solara joins on two devices, through two processes; each device's cookie is honoured by every process
    const devices = await Promise.all(
      [apps[1]!, apps[2]!].map(async (app) =>
        cookieOf(await call(app.url, 'POST', tariffUrls.join, { code: solara!.code }), TARIFF_TEAM_COOKIE),
      ),
    );
    // both lock at once through different processes: the database lets one choice in
    const lock = (app: RunningServer, cookie: string, choice: string) =>
      call(app.url, 'POST', tariffUrls.choice, { round: 1, choice }, cookie, {
        'Idempotency-Key': crypto.randomUUID(),
      }).then((r) => r.status);
    expect(
      (await Promise.all([lock(apps[0]!, devices[0]!, 'High'), lock(apps[2]!, devices[1]!, 'Low')])).sort(),
    ).toEqual([201, 409]);
    await status.filter({ hasText: '1 of 2 teams locked' }).waitFor();

    // Lunara locks on its phone (its requests go round the three processes)
    await phone.page.getByRole('button', { name: 'Low tariff', exact: true }).click();
    await phone.page.getByRole('dialog').getByRole('button', { name: 'Lock Low tariff' }).click();
    await phone.page.getByRole('status').filter({ hasText: 'Locked: Low tariff' }).waitFor();
    await status.filter({ hasText: '2 of 2 teams locked' }).waitFor();

    // revealed through another process: the phone shows both choices, the control page the next round
    const revealed = await dataOf<TariffRevealedRound>(
      call(apps[1]!.url, 'POST', tariffUrls.reveal(game.id, 1), undefined, instructor),
    );
    const solaraChoice = revealed.pairs[0]!.solara.choice!;
    const last = phone.page.getByRole('region', { name: 'Round 1 revealed' });
    await last.waitFor();
    expect(await last.innerText()).toContain(solaraChoice === 'High' ? 'High tariff' : 'Low tariff');
    await control.page.getByRole('heading', { name: 'Round 2 of 5' }).waitFor();
    // a second reveal of the same round, through a third process, is refused
    expect(
      (await call(apps[2]!.url, 'POST', tariffUrls.reveal(game.id, 1), undefined, instructor)).status,
    ).toBe(409);
  });

  it('seats join through every process and a pairing published through another reaches each phone', async () => {
    await dataOf(call(apps[2]!.url, 'POST', '/api/classes', { name: 'Scale-out cohort' }, instructor), 201);
    const { code } = await dataOf<ClassJoin>(call(apps[0]!.url, 'GET', classJoinUrl, undefined, instructor));
    // two phones join in the browser, through nginx; two students through the API, each on its own process
    const phones: Array<{ name: string; page: Page }> = [];
    for (const name of ['Hana Kim', 'Minho Lee']) {
      const session = await newPage(browser, { viewport: PHONE });
      session.expectError(failedRequest(401, mySeatUrl));
      const { page } = session;
      await page.goto(`${url}${meWithCode(code)}`);
      await page.getByRole('form', { name: 'Join the class' }).waitFor();
      await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'My class', exact: true }).waitFor();
      phones.push({ name, page });
    }
    const others = await Promise.all(
      (['Jisoo Park', 'Yuna Choi'] as const).map(async (name, i) => {
        const res = await call(apps[i + 1]!.url, 'POST', seatsUrl, { name, lang: 'en', code });
        const seat = await dataOf<MySeat>(Promise.resolve(res.clone()), 201);
        return { seat, cookie: cookieOf(res, SEAT_COOKIE) };
      }),
    );
    const roster = await dataOf<RosterSeat[]>(
      call(apps[1]!.url, 'GET', `${seatsUrl}?class=current`, undefined, instructor),
    );
    expect(roster.map((r) => r.name).sort()).toEqual(['Hana Kim', 'Jisoo Park', 'Minho Lee', 'Yuna Choi']);

    const urls = pairingUrls('queenOfSorrows');
    const draft = await dataOf<AssignmentView>(
      call(apps[0]!.url, 'POST', urls.assignments, { seatIds: roster.map((r) => r.id) }, instructor),
      201,
    );
    await dataOf(call(apps[2]!.url, 'POST', urls.publish(draft.id), undefined, instructor));
    for (const { name, page } of phones) {
      const table = draft.pairs.find((p) => p.members.some((m) => m.name === name))!;
      const partner = table.members.find((m) => m.name !== name)!;
      await page
        .getByTestId('my-assignment')
        .filter({ hasText: `Your partner: ${partner.name}, table ${table.table}.` })
        .waitFor();
    }
    // and what each process answers a seat is the same
    for (const [i, { seat, cookie }] of others.entries()) {
      const me = await dataOf<MySeat>(call(apps[i]!.url, 'GET', mySeatUrl, undefined, cookie));
      const table = draft.pairs.find((p) => p.members.some((m) => m.seatId === seat.id))!;
      expect(me.assignments).toEqual([
        expect.objectContaining({ simulation: 'queenOfSorrows', table: table.table }),
      ]);
    }
  });

  // last: it uses up the account's sign-in budget for a minute
  it('the sign-in limit of an account holds over the three processes together', async () => {
    const login = (base: string, password: string) =>
      post(base, '/api/auth/login', { email: E2E_ADMIN.email, password });
    // through nginx: the five failures land on all three processes in turn
    for (let i = 0; i < 5; i++) expect((await login(url, `wrong ${i}`)).status).toBe(401);
    for (const base of [url, ...apps.map((a) => a.url)]) {
      const refused = await login(base, E2E_ADMIN.password);
      expect(refused.status).toBe(429);
    }
  });

  // the last two end processes: the kill first, then a stop
  it('kill -9 of a process in a burst of submissions: each acknowledged row stored once, the others retried and stored', async () => {
    const victim = apps[1]!;
    // reports that the victim has begun (headers read, body not yet sent): in flight there when it dies
    const held = await Promise.all([0, 1, 2].map((i) => beginReport(victim.url, casting(1_000 + i))));
    const total = 150;
    const keys = Array.from({ length: total }, () => crypto.randomUUID());
    const acknowledged = new Set<number>();
    /** One report through nginx, sent again with the same key until it is answered 201, as the report form does. */
    const untilStored = async (i: number, send: () => Promise<number>) => {
      for (let attempt = 0; ; attempt++) {
        const status = await send().catch(() => 0);
        if (status === 201) return void acknowledged.add(i);
        // the process died under it: nginx answers 502, or the connection broke
        expect([0, 502, 504], `report ${i}`).toContain(status);
        if (attempt === 50) throw new Error(`report ${i} never stored`); // a hang guard
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const viaNginx = (i: number) => () =>
      call(url, 'POST', '/api/sims/qos/submit', casting(i), undefined, { 'Idempotency-Key': keys[i]! }).then(
        (r) => r.status,
      );
    let next = 0;
    let killed: Promise<unknown> | undefined;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        await untilStored(i, viaNginx(i));
        // the kill comes when a third of the burst is acknowledged, while the other workers' reports are out
        if (acknowledged.size >= total / 3) killed ??= victim.stop('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killed;
    expect(victim.process.signalCode).toBe('SIGKILL');
    // the held reports broke with the process; their client sends them again, through nginx
    for (const [i, h] of held.entries()) {
      await expect(h.finish()).rejects.toThrow();
      await untilStored(1_000 + i, () =>
        call(url, 'POST', '/api/sims/qos/submit', casting(1_000 + i), undefined, {
          'Idempotency-Key': h.key,
        }).then((r) => r.status),
      );
    }
    expect(acknowledged.size).toBe(total + held.length);

    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string; n: number }>(
        'select idempotency_key as key, count(*)::int as n from results where idempotency_key = any($1) group by 1',
        [[...keys, ...held.map((h) => h.key)]],
      );
      expect(rows).toHaveLength(total + held.length);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('SIGTERM behind nginx: no request fails, and the page whose stream it served reconnects to another process', async () => {
    const { page } = await newPage(browser, { viewport: PHONE });
    // every stream the page opens: its status and the process nginx sent it to
    const streams: Array<{ status: number; upstream: string | undefined }> = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === EVENTS_URL)
        streams.push({ status: r.status(), upstream: r.headers()[UPSTREAM_HEADER] });
    });
    const opened = page.waitForResponse((r) => new URL(r.url()).pathname === EVENTS_URL);
    await page.goto(`${url}/simulations/queen-of-sorrows-results`);
    await opened;
    const serving = processAt(streams[0]!.upstream);
    const survivor = apps.find(
      (a) => a !== serving && a.process.exitCode === null && a.process.signalCode === null,
    )!;

    // a steady stream of reads through nginx while the process stops: each one is answered
    let stopping = true;
    const reads: number[] = [];
    const reader = (async () => {
      while (stopping)
        reads.push(
          await fetch(`${url}/api/class-timer`).then(
            (r) => r.status,
            () => 0,
          ),
        );
    })();
    const reconnected = page.waitForResponse(
      (r) => new URL(r.url()).pathname === EVENTS_URL && r.status() === 200 && streams.length > 1,
    );
    expect(await serving.stop('SIGTERM')).toBe(0);
    await reconnected.catch((err: Error) => {
      throw new Error(`${err.message}\nthe page's streams: ${JSON.stringify(streams)}`);
    });
    // (nginx names every process it tried, the one that answered last)
    expect(streams.at(-1)!.upstream?.split(', ').at(-1)).toBe(new URL(survivor.url).host);
    stopping = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.filter((status) => status !== 200)).toEqual([]);

    // the page hears a change made through the process left
    expect(
      (await call(survivor.url, 'PUT', CLASS_TIMER_URL, { label: 'Debrief', seconds: 600 }, instructor))
        .status,
    ).toBeLessThan(300);
    await page
      .getByRole('timer')
      .waitFor()
      .catch((err: Error) => {
        throw new Error(`${err.message}\nthe page's streams: ${JSON.stringify(streams)}`);
      });
  });
});
