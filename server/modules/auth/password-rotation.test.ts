import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness';
import { ensureAdminAccount, setAdminCredentials } from './admin-account';

/**
 * With several processes on one database, a password rotation on one of them (a restart
 * with another ADMIN_PASSWORD, or `npm run admin:password`) let the others accept the old session for about
 * 3.8 s: the sessions were ended only when the new password's hash was stored, after scrypt had made it.
 * Every process reads the session on every request (one read by primary key), so the sessions now end as
 * soon as the rotation knows the password is new, before the slow hash.
 *
 * The new password's hashing is held here (as a busy machine holds it) to look inside that moment.
 */
const hashing = vi.hoisted(() => ({
  hold: undefined as Promise<void> | undefined,
  started: () => {},
}));
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return {
    ...real,
    hashPassword: async (password: string, cost: number) => {
      hashing.started();
      await hashing.hold;
      return real.hashPassword(password, cost);
    },
  };
});

const NEW_PASSWORD = 'a different passphrase';
let t: TestContext;
/** A second app process on the same database. */
let other: Express;
beforeEach(async () => {
  t = await createTestContext();
  other = createApp({
    database: t.database,
    config: t.config,
    logger: pino({ level: 'silent' }),
    clientDist: '/nonexistent',
  }).app;
});
afterEach(() => t.close());

async function sessionCookie(): Promise<string> {
  const res = await request(t.app)
    .post('/api/auth/login')
    .send({ email: ADMIN.email, password: ADMIN.password });
  expect(res.status).toBe(200);
  return (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

/** Runs `rotate` with the new password's hashing held; answers the other process's /me while it is held. */
async function whileHashing(rotate: () => Promise<unknown>, cookie: string): Promise<number> {
  let release!: () => void;
  hashing.hold = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (hashing.started = resolve));
  const rotation = rotate();
  try {
    await started;
    return (await request(other).get('/api/auth/me').set('Cookie', cookie)).status;
  } finally {
    release();
    hashing.hold = undefined;
    hashing.started = () => {};
    await rotation;
  }
}

describe('a password rotation on one process', () => {
  it('a restart with another ADMIN_PASSWORD: the other process refuses the old session at once', async () => {
    const cookie = await sessionCookie();
    expect((await request(other).get('/api/auth/me').set('Cookie', cookie)).status).toBe(200);
    // before: 200 until the new hash was stored
    // the restarting process's own handle on the database: its start-up check is not the other's
    const restarting = Object.create(t.database.db) as Db;
    expect(
      await whileHashing(
        () => ensureAdminAccount(restarting, { ...ADMIN, password: NEW_PASSWORD }, t.config.passwordHashCost),
        cookie,
      ),
    ).toBe(401);
    expect((await request(other).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
  });

  it('`npm run admin:password`: the other process refuses the old session at once', async () => {
    const cookie = await sessionCookie();
    expect(
      await whileHashing(
        () =>
          setAdminCredentials(
            t.database.db,
            ADMIN.email,
            NEW_PASSWORD,
            ADMIN.name,
            t.config.passwordHashCost,
          ),
        cookie,
      ),
    ).toBe(401);
    // and the new password signs in, on either process
    const fresh = await request(other)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });
});
