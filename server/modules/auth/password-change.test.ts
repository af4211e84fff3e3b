import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../../app';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness';
import { ensureAdminAccount, setAdminCredentials } from './admin-account';

// A password change, whichever way it comes, ends every session (docs/operations.md, Security).

let t: TestContext;
beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

const NEW_PASSWORD = 'a different passphrase';

/** The app a restart builds on the same database, as server/index.ts does. */
const restartedApp = (adminAccountReady: Promise<unknown>) =>
  createApp({
    database: t.database,
    config: t.config,
    logger: pino({ level: 'silent' }),
    clientDist: '/nonexistent',
    adminAccountReady: adminAccountReady.then(() => undefined),
  }).app;

async function sessionCookie(password = ADMIN.password): Promise<string> {
  const res = await request(t.app).post('/api/auth/login').send({ email: ADMIN.email, password });
  expect(res.status).toBe(200);
  const raw = res.headers['set-cookie'] as unknown as string[];
  return raw.find((c) => c.startsWith('sid='))!.split(';')[0]!;
}

const me = (app: Parameters<typeof request>[0], cookie: string) =>
  request(app).get('/api/auth/me').set('Cookie', cookie);

describe('changing the instructor password', () => {
  it('ends every session when the server restarts with a different ADMIN_PASSWORD', async () => {
    const before = [await sessionCookie(), await sessionCookie()];
    const ready = ensureAdminAccount(
      t.database.db,
      { ...ADMIN, password: NEW_PASSWORD },
      t.config.passwordHashCost,
    );
    await ready;
    const app = restartedApp(ready);
    for (const cookie of before) {
      const res = await me(app, cookie);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    }
    const old = await request(app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: ADMIN.password });
    expect(old.status).toBe(401);
    const fresh = await request(app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
  });

  it('does not trust an old session while the start-up check of ADMIN_PASSWORD is still running', async () => {
    const cookie = await sessionCookie();
    const ready = ensureAdminAccount(
      t.database.db,
      { ...ADMIN, password: NEW_PASSWORD },
      t.config.passwordHashCost,
    );
    const app = restartedApp(ready); // the server answers before the check is done
    try {
      const res = await me(app, cookie);
      expect(res.status).toBe(401);
    } finally {
      await ready;
    }
  });

  it('keeps the sessions when the server restarts with the same password', async () => {
    const cookie = await sessionCookie();
    const ready = ensureAdminAccount(t.database.db, ADMIN, t.config.passwordHashCost);
    const app = restartedApp(ready); // also while the check runs
    const during = await me(app, cookie);
    await ready;
    expect(during.status).toBe(200);
    expect((await me(app, cookie)).status).toBe(200);
  });

  it('keeps the sessions when only ADMIN_NAME changes, and reports the new name', async () => {
    const cookie = await sessionCookie();
    const ready = ensureAdminAccount(t.database.db, { ...ADMIN, name: 'Dr Kim' }, t.config.passwordHashCost);
    await ready;
    const res = await me(restartedApp(ready), cookie);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: ADMIN.email, name: 'Dr Kim', isAdmin: true });
  });

  it('ends every session when `npm run admin:password` sets a new password (setAdminCredentials)', async () => {
    const cookie = await sessionCookie();
    await setAdminCredentials(
      t.database.db,
      ADMIN.email,
      NEW_PASSWORD,
      ADMIN.name,
      t.config.passwordHashCost,
    );
    expect((await me(t.app, cookie)).status).toBe(401);
    expect((await me(t.app, await sessionCookie(NEW_PASSWORD))).status).toBe(200);
  });
});
