import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';

let dev: TestContext;
let prod: TestContext;
beforeAll(async () => {
  dev = await createTestContext();
  prod = await createTestContext({ env: 'production' });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

const expectHardened = (res: request.Response) => {
  const csp = res.headers['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Kept although it costs Lighthouse points: docs/decisions/0006.
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
};

describe('security headers', () => {
  it('are on API answers, errors and PDFs alike', async () => {
    expectHardened(await request(dev.app).get('/api/health'));
    expectHardened(await request(dev.app).get('/api/nope'));
    expectHardened(
      await request(dev.app).post('/api/auth/login').set('Content-Type', 'application/json').send('{'),
    );
    expectHardened(await request(dev.app).get('/decks/ai.pdf'));
    expectHardened(await request(dev.app).get('/decks/nope.pdf'));
  });

  it('send no CORS headers to another origin', async () => {
    const res = await request(dev.app)
      .get('/api/visibility/decks')
      .set('Origin', 'https://elsewhere.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('add HSTS only in production, and mark the session cookie Secure there', async () => {
    expect((await request(dev.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const res = await request(prod.app).get('/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const login = await request(prod.app)
      .post('/api/auth/login')
      .send({ email: 'teacher@example.com', password: 'correct horse battery staple' });
    expect(String(login.headers['set-cookie'])).toMatch(/Secure/);
  });
});
