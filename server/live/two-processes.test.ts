import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config';
import { migrateAndSeed } from '../db/migrate';
import type { Database } from '../db/client';
import { setAdminCredentials } from '../modules/auth/admin-account';
import { createEmptyPostgresDatabase } from '../test/db';
import { openEventStream } from '../test/event-stream';
import { ADMIN } from '../test/harness';

/**
 * Several app processes behind a load balancer stay in step. Two real processes on one
 * PostgreSQL database: a change made through process A reaches a page connected to process B.
 */
const url = process.env.TEST_DATABASE_URL;
const here = path.dirname(fileURLToPath(import.meta.url));

// Each process compiles and loads the whole app through tsx before it listens: a few seconds on an idle
// machine, ten times that on a busy one, and the test's requests queue behind the two processes'
// start-up work. The limits only catch a hang.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

async function startProcess(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../test/app-process.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`app process exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.runIf(url)('two app processes on one PostgreSQL', () => {
  let database: Database;
  let a: { base: string; child: ChildProcess };
  let b: { base: string; child: ChildProcess };
  beforeAll(async () => {
    const created = await createEmptyPostgresDatabase(url!);
    database = created;
    await migrateAndSeed(database);
    // the hash cost the processes' testConfig uses, so a sign-in is as cheap there as in-process
    await setAdminCredentials(
      database.db,
      ADMIN.email,
      ADMIN.password,
      ADMIN.name,
      testConfig().passwordHashCost,
    );
    [a, b] = await Promise.all([startProcess(created.url), startProcess(created.url)]);
  });
  afterAll(async () => {
    await Promise.all([a && stop(a.child), b && stop(b.child)]);
    await database?.close();
  });

  const signIn = async (base: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie();
  };

  it('delivers a result reported through A to the instructor connected to B, and a timer to a student on B', async () => {
    const cookie = await signIn(b.base);
    const instructorOnB = await openEventStream(b.base, cookie);
    const studentOnB = await openEventStream(b.base);

    const report = await fetch(`${a.base}/api/sims/qos/submit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: a.base },
      body: JSON.stringify({
        yeji_agent_name: 'Kim Minji',
        studio_counterpart_name: 'Park Jisoo',
        no_agreement: false,
        amount_paid: 120_000_000,
        additional_terms: '',
      }),
    });
    expect(report.status).toBe(201);
    expect(await instructorOnB.next((e) => e.type === 'results')).toEqual({
      type: 'results',
      sim: 'queenOfSorrows',
    });

    const adminOnA = await signIn(a.base);
    const timer = await fetch(`${a.base}/api/class-timer`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Origin: a.base,
        Cookie: adminOnA.map((c) => c.split(';')[0]).join('; '),
      },
      body: JSON.stringify({ label: 'Negotiation', seconds: 900 }),
    });
    expect(timer.status).toBe(200);
    const event = await studentOnB.next((e) => e.type === 'timer');
    expect(event).toMatchObject({ type: 'timer', timer: { label: 'Negotiation' } });
    // the student's stream on B carried the timer and nothing of the result
    expect(studentOnB.events.map((e) => e.type)).toEqual(['hello', 'timer']);
    instructorOnB.close();
    studentOnB.close();
  });
});
