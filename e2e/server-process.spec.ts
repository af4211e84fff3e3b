import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN, freePort, startServer, type RunningServer } from './support/server';

const root = fileURLToPath(new URL('../', import.meta.url));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const s of running) await s.stop('SIGKILL');
});

async function signedInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

describe('the server process', () => {
  it('refuses a second server on the same data dir, shuts down cleanly, and keeps data and sessions across a restart', async () => {
    const first = await startServer();
    running.push(first);

    // A second process on the same PGlite directory fails at once with a clear message.
    const port = await freePort();
    const second = spawn(process.execPath, ['dist/server/index.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: first.dataDir },
    });
    let out = '';
    second.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((r) => second.once('exit', r));
    expect(code).not.toBe(0);
    expect(out).toContain('is in use by another server process');

    const cookie = await signedInCookie(first.url);
    const patch = await fetch(`${first.url}/api/visibility/decks/ai`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ isVisible: false }),
    });
    expect(patch.status).toBe(200);

    expect(await first.stop('SIGTERM')).toBe(0);

    const again = await startServer({}, first.dataDir);
    running.push(again);
    const decks = await (await fetch(`${again.url}/api/visibility/decks`)).json();
    expect(decks.ai.isVisible).toBe(false);
    const me = await fetch(`${again.url}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await again.stop('SIGTERM')).toBe(0);
  });

  it('exits with one clear message on bad configuration', async () => {
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(err).toContain('Invalid configuration');
    expect(err).toContain('PORT');
    expect(err).toContain('DATABASE_URL');
    expect(err).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('generates and prints an instructor password on first start when none is configured', async () => {
    const server = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    running.push(server);
    // The account is set up while the site already answers, so the password follows the "ready" line.
    await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/password: \S+/); // a hang, not a slow start
    const match = /password: (\S+)/.exec(server.output());
    // framed, after the ready line, so it does not scroll away among the start-up lines
    const output = server.output();
    expect(output.indexOf('password:')).toBeGreaterThan(output.indexOf('Course site ready'));
    expect(output).toMatch(/┌─+┐\n│ Instructor sign-in \(shown once\)/);
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'instructor@course.local', password: match![1] }),
    });
    expect(res.status).toBe(200);
    await server.stop();
  });
});
