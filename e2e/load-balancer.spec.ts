import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkPages,
  closeAllPages,
  launchBrowser,
  newPage,
  signInThroughModal,
  watchPagesOf,
} from './support/browser';
import { E2E_ADMIN, freePort, startServer, type RunningServer } from './support/server';

/**
 * Three app processes on one fresh PostgreSQL database behind Debian's nginx: round-robin, no sticky
 * sessions, so consecutive requests of one browser go to different processes. CI starts PostgreSQL and
 * installs nginx (.ci/run); here, as with chromium, their absence fails the file with a clear message.
 */
const PG_ROOT = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The nginx configuration of the README's "Scaling out", on a loopback port and a temporary prefix. */
export function nginxConfig(port: number, upstreams: string[], dir: string): string {
  return `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream course {
    ${upstreams.map((u) => `server ${u};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location / {
      proxy_pass http://course;
    }
    location /api/events {
      proxy_pass http://course;
      proxy_set_header Connection '';
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

let browser: Browser;
const apps: RunningServer[] = [];
let nginx: ChildProcess | undefined;
let url = '';
let dropDatabase: (() => Promise<void>) | undefined;

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
  const env = { DATABASE_URL: own.toString(), TRUST_PROXY: '1', RATE_LIMIT_DISABLED: 'false' };
  // the first migrates the fresh database; the other two find it ready
  apps.push(await startServer(env));
  apps.push(...(await Promise.all([startServer(env), startServer(env)])));

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConfig(
      port,
      apps.map((a) => new URL(a.url).host),
      dir,
    ),
  );
  let out = '';
  nginx = spawn(NGINX, ['-c', conf, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout!.on('data', (d) => (out += d));
  nginx.stderr!.on('data', (d) => (out += d));
  url = `http://127.0.0.1:${port}`;
  // a hang, not a slow start
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}:\n${out}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  browser = await launchBrowser();
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
const post = (base: string, route: string, body: unknown, cookie?: string) =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

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
});
