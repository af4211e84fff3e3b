import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../../app';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness';
import { ensureAdminAccount } from './admin-account';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const cookieOf = (res: request.Response) => {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return raw?.find((c) => c.startsWith('sid=')) ?? '';
};

describe('admin sign-in', () => {
  it('signs in with the right credentials and sets a hardened session cookie', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { email: ADMIN.email, name: ADMIN.name, isAdmin: true },
    });
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // not production
  });

  it('gives the same 401 answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await request(t.app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: 'nope' });
    const unknownEmail = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'someone@else.com', password: ADMIN.password });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Login failed. Please check your credentials.' });
      expect(cookieOf(res)).toBe('');
    }
  });

  it('accepts the email in any case', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  it('rejects a body without email or password with 400', async () => {
    const res = await request(t.app).post('/api/auth/login').send({ email: '' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('reports the user from /me while signed in, and 401 after logout with the old cookie dead', async () => {
    const agent = await t.signIn();
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toEqual({ email: ADMIN.email, name: ADMIN.name, isAdmin: true });
    expect(me.headers['cache-control']).toBe('no-store');

    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: ADMIN.password });
    const oldCookie = cookieOf(login).split(';')[0]!;
    const out = await request(t.app).post('/api/auth/logout').set('Cookie', oldCookie);
    expect(out.status).toBe(200);
    const after = await request(t.app).get('/api/auth/me').set('Cookie', oldCookie);
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
  });

  it('issues a new session id on every sign-in and ends the previous one', async () => {
    const first = await request(t.app)
      .post('/api/auth/login')
      .send({ email: ADMIN.email, password: ADMIN.password });
    const firstCookie = cookieOf(first).split(';')[0]!;
    const second = await request(t.app)
      .post('/api/auth/login')
      .set('Cookie', firstCookie)
      .send({ email: ADMIN.email, password: ADMIN.password });
    const secondCookie = cookieOf(second).split(';')[0]!;
    expect(secondCookie).not.toBe(firstCookie);
    expect((await request(t.app).get('/api/auth/me').set('Cookie', firstCookie)).status).toBe(401);
    expect((await request(t.app).get('/api/auth/me').set('Cookie', secondCookie)).status).toBe(200);
  });

  it('signs out every session of the instructor at once', async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const res = await a.post('/api/auth/sessions/revoke-all');
    expect(res.status).toBe(200);
    expect((await b.get('/api/auth/me')).status).toBe(401);
  });

  it('expires an idle session', async () => {
    const idle = await createTestContext({});
    idle.config.session.idleMs = 1; // the app reads the same config object
    const agent = await idle.signIn();
    await new Promise((r) => setTimeout(r, 20));
    expect((await agent.get('/api/auth/me')).status).toBe(401);
    await idle.close();
  });

  it('limits failed sign-ins per address with 429 (more in login-limits.test.ts)', async () => {
    const limited = await createTestContext({ rateLimit: true });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await request(limited.app)
        .post('/api/auth/login')
        .send({ email: `someone${i}@example.com`, password: `bad${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    await limited.close();
  });

  it('makes a sign-in at start-up wait for the configured account: the new one works, the old one no longer', async () => {
    // As server/index.ts does: the site answers while ADMIN_EMAIL/ADMIN_PASSWORD are put in place.
    const fresh = await createTestContext();
    try {
      const configured = {
        email: 'new.trainer@example.com',
        password: 'a brand new passphrase',
        name: 'Mr Lee',
      };
      const app = createApp({
        database: fresh.database,
        config: fresh.config,
        logger: pino({ level: 'silent' }),
        clientDist: '/nonexistent',
        adminAccountReady: ensureAdminAccount(
          fresh.database.db,
          configured,
          fresh.config.passwordHashCost,
        ).then(() => undefined),
      }).app;
      const [withNew, withOld] = await Promise.all([
        request(app).post('/api/auth/login').send({ email: configured.email, password: configured.password }),
        request(app).post('/api/auth/login').send({ email: ADMIN.email, password: ADMIN.password }),
      ]);
      expect(withNew.status).toBe(200);
      expect(withNew.body.data).toEqual({ email: configured.email, name: configured.name, isAdmin: true });
      expect(withOld.status).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
