import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { messages } from '@shared/messages';
import { createApp } from '../../app';
import { testConfig } from '../../config';
import { adminUsers, rateLimits } from '../../db/schema';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness';
import { DEVICE_COOKIE } from './device-cookie';
import { hashPassword } from './password';

// Sign-in limits : students behind the instructor's address cannot lock the instructor
// out, and nobody gets more than a handful of guesses per account per minute.

let t: TestContext;
const OTHER = { email: 'other.admin@example.com', password: 'another long passphrase', name: 'Mr Park' };
beforeAll(async () => {
  t = await createTestContext();
  await t.database.db.insert(adminUsers).values({
    email: OTHER.email,
    name: OTHER.name,
    passwordHash: await hashPassword(OTHER.password, t.config.passwordHashCost),
  });
});
afterAll(() => t.close());

/**
 * The site behind one proxy, with the limits on as in production, and fresh limits: the counts every process
 * shares are cleared first (as if every window had run out).
 */
const newApp = async () => {
  await t.database.db.delete(rateLimits);
  return createApp({
    database: t.database,
    config: testConfig({ rateLimit: true, trustProxy: 1 }),
    logger: pino({ level: 'silent' }),
    clientDist: '/nonexistent',
  }).app;
};
type App = Awaited<ReturnType<typeof newApp>>;

const CLASSROOM = '203.0.113.7'; // the students and the instructor share this NAT address

const cookiesOf = (res: request.Response) =>
  (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const cookieNamed = (res: request.Response, name: string) =>
  cookiesOf(res).find((c) => c.startsWith(`${name}=`));
const deviceCookie = (res: request.Response) => cookieNamed(res, DEVICE_COOKIE)!.split(';')[0]!;

function login(
  app: App,
  { email = ADMIN.email, password = ADMIN.password, from = CLASSROOM, cookie = '' } = {},
) {
  const req = request(app).post('/api/auth/login').set('X-Forwarded-For', from);
  if (cookie) req.set('Cookie', cookie);
  return req.send({ email, password });
}

async function signInDevice(app: App, account = ADMIN, from = CLASSROOM): Promise<string> {
  const res = await login(app, { email: account.email, password: account.password, from });
  expect(res.status).toBe(200);
  return deviceCookie(res);
}

function expectBlocked(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, message: messages.tooManyLogins });
  expect(cookieNamed(res, 'sid')).toBeUndefined();
}

describe('sign-in limits', () => {
  it('lets the instructor sign in from a known device while the class behind the same address is blocked', async () => {
    const app = await newApp();
    const device = await signInDevice(app);

    // A class behind the instructor's address: wrong passwords for the instructor and for made-up emails.
    const students: number[] = [];
    for (let i = 0; i < 6; i++) students.push((await login(app, { password: `guess ${i}` })).status);
    for (let i = 0; i < 6; i++)
      students.push((await login(app, { email: `student${i}@example.com`, password: 'x' })).status);
    // 5 failures for one account, then that account waits; 10 failures for the address, then it waits.
    expect(students).toEqual([401, 401, 401, 401, 401, 429, 401, 401, 401, 401, 429, 429]);
    // Without its device cookie, even the right password from that address waits now...
    expectBlocked(await login(app));

    // ...but the instructor's browser, known from the earlier sign-in, has a budget of its own.
    const wrong = await login(app, { password: 'a typo', cookie: device });
    expect(wrong.status).toBe(401);
    const right = await login(app, { cookie: device });
    expect(right.status).toBe(200);
    expect(right.body.data.email).toBe(ADMIN.email);
  });

  it('allows at most 5 failures a minute per account across all addresses, then refuses even the right password', async () => {
    const app = await newApp();
    for (let i = 0; i < 5; i++) {
      const res = await login(app, { password: `guess ${i}`, from: `198.51.100.${i + 1}` });
      expect(res.status).toBe(401);
    }
    expectBlocked(await login(app, { from: '198.51.100.99' }));
    // The email is one account whatever its case.
    expectBlocked(await login(app, { email: ADMIN.email.toUpperCase(), from: '198.51.100.98' }));
    // Another account has its own budget.
    expect((await login(app, { ...OTHER, from: '198.51.100.97' })).status).toBe(200);
  });

  it('counts a burst of parallel guesses before checking any password', async () => {
    const app = await newApp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(app, { password: `burst ${i}`, from: `192.0.2.${i + 1}` })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('gives no budget of its own to a forged device cookie or to one of another account', async () => {
    const app = await newApp();
    const mine = await signInDevice(app);
    const othersDevice = await signInDevice(app, OTHER);
    const [id = '', mac = ''] = mine.slice(DEVICE_COOKIE.length + 1).split('.');
    const forged = [
      othersDevice,
      `${DEVICE_COOKIE}=${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
      `${DEVICE_COOKIE}=${'A'.repeat(22)}.${mac}`,
      `${DEVICE_COOKIE}=garbage`,
    ];
    // Each of these counts against the instructor's shared budget: it is not a device of this account.
    for (let i = 0; i < 5; i++) {
      const res = await login(app, {
        password: `guess ${i}`,
        cookie: forged[i % forged.length],
        from: `192.0.2.${i}`,
      });
      expect(res.status).toBe(401);
    }
    for (const cookie of forged) expectBlocked(await login(app, { cookie, from: '192.0.2.50' }));
    // The instructor's real device cookie still signs in.
    expect((await login(app, { cookie: mine, from: '192.0.2.51' })).status).toBe(200);
  });

  it('limits a known device to 10 failures in 15 minutes', async () => {
    const app = await newApp();
    const device = await signInDevice(app);
    for (let i = 0; i < 10; i++) {
      const res = await login(app, { password: `guess ${i}`, cookie: device, from: `192.0.2.${i}` });
      expect(res.status).toBe(401);
    }
    expectBlocked(await login(app, { cookie: device, from: '192.0.2.77' }));
    // Its failures were its own: the account's shared budget is untouched.
    expect((await login(app, { from: '192.0.2.78' })).status).toBe(200);
  });

  it('limits failures per address too, whatever the email', async () => {
    const app = await newApp();
    for (let i = 0; i < 10; i++) {
      const res = await login(app, { email: `nobody${i}@example.com`, password: 'x', from: '192.0.2.200' });
      expect(res.status).toBe(401);
    }
    expectBlocked(await login(app, { email: 'nobody.else@example.com', from: '192.0.2.200' }));
    expect((await login(app, { from: '192.0.2.201' })).status).toBe(200);
  });

  it('sets the session and device cookies HttpOnly and SameSite=Lax, Secure when the request came over HTTPS', async () => {
    const app = await newApp();
    const plain = await login(app);
    const viaTls = await login(app).set('X-Forwarded-Proto', 'https');
    for (const res of [plain, viaTls]) {
      expect(res.status).toBe(200);
      for (const name of ['sid', DEVICE_COOKIE]) {
        const cookie = cookieNamed(res, name)!;
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
      }
    }
    expect(cookieNamed(plain, 'sid')).not.toMatch(/; Secure/i);
    expect(cookieNamed(plain, DEVICE_COOKIE)).not.toMatch(/; Secure/i);
    expect(cookieNamed(viaTls, 'sid')).toMatch(/; Secure/i);
    expect(cookieNamed(viaTls, DEVICE_COOKIE)).toMatch(/; Secure/i);
    // The device cookie lasts a year and goes to sign-in only.
    expect(cookieNamed(plain, DEVICE_COOKIE)).toMatch(/; Max-Age=31536000(;|$)/);
    expect(cookieNamed(plain, DEVICE_COOKIE)).toMatch(/; Path=\/api\/auth(;|$)/);
  });
});
