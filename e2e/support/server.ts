import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SETTINGS } from '../../server/config';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const E2E_ADMIN = {
  email: 'teacher@example.com',
  password: 'e2e-password-long-enough',
  name: 'Ms Kim',
};

/** Signs the e2e instructor in through the API and returns the session cookie ("sid=..."). */
export async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookie;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** Resolves when the server has printed a line matching `pattern` (at once if it already has). */
  waitForOutput(pattern: RegExp): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * What the server reads when it first starts on a database (the instructor's account it creates) or where
 * the database is: a server given one of these starts on an empty data directory, never on the template.
 */
const SEEDING_ENV = ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_NAME'];

/** The migrated data directory's path, set by the e2e global setup (data-template.ts) for its workers. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * A new data directory for one server: a copy of the run's migrated and seeded one (the e2e global setup,
 * data-template.ts), as a fresh server leaves it; empty without a template (a script outside vitest).
 */
function newDataDir(fromTemplate: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (fromTemplate && template) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts the built server (npm run build first) on a free port with a temporary PGlite data dir (a copy
 * of the run's migrated one, see newDataDir), and waits until /api/health answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir?: string,
  /**
   * Starts the server in a session of its own, as a service of its own runs: the kernel shares the cores
   * between sessions first (autogroup), so on a shared machine servers of the caller's session share one
   * share. The caller must stop it (Ctrl-C in a terminal reaches only the terminal's session).
   */
  {
    ownSession = false,
    fromTemplate = !Object.keys(env).some((key) => SEEDING_ENV.includes(key)),
  }: {
    ownSession?: boolean;
    /** Start from a copy of the migrated data directory (when `dataDir` is not given); else from empty. */
    fromTemplate?: boolean;
  } = {},
): Promise<RunningServer> {
  const entry = path.join(root, 'dist/server/index.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/index.js is missing: run `npm run build` first');
  const port = await freePort();
  const dir = dataDir ?? newDataDir(fromTemplate);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_NAME: E2E_ADMIN.name,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      ...TEST_SETTINGS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownSession,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  // a hang, not a slow start: the server starts in about a second, many times that on a busy machine
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      // ours, not another program that took the port between freePort() and the listen: ours prints its
      // address once it listens (and exits if it cannot)
      const res = await fetch(`${url}/api/health`);
      if (res.ok && out.includes(`:${port}`)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    output: () => out,
    waitForOutput: (pattern) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(out)) return (done(), resolve());
          if (child.exitCode !== null || child.signalCode !== null) {
            return (done(), reject(new Error(`server exited before printing ${pattern}:\n${out}`)));
          }
        };
        const done = () => {
          child.stdout!.off('data', check);
          child.stderr!.off('data', check);
          child.off('exit', check);
        };
        // (registered after the collecting listeners, so `out` already holds the new data)
        child.stdout!.on('data', check);
        child.stderr!.on('data', check);
        child.on('exit', check);
        check();
      }),
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
