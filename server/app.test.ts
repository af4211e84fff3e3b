import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('reports health when the database answers', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'ok', database: t.database.kind } });
  });

  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const res = await request(t.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found.' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an oversized body with 413', async () => {
    const res = await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'a@b.c', password: 'x'.repeat(40_000) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it('refuses a state-changing request that is not JSON, or comes from another site', async () => {
    const form = await request(t.app).post('/api/auth/login').type('form').send('email=a&password=b');
    expect(form.status).toBe(415);
    const cross = await request(t.app)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@b.c', password: 'x' });
    expect(cross.status).toBe(403);
  });

  it('compares the whole origin: another scheme or port on the same host is another site', async () => {
    const { port, stop } = await t.listen();
    try {
      const post = (origin: string) =>
        fetch(`http://127.0.0.1:${port}/api/auth/logout`, { method: 'POST', headers: { Origin: origin } });
      expect((await post(`http://127.0.0.1:${port}`)).status).toBe(200);
      expect((await post(`https://127.0.0.1:${port}`)).status).toBe(403);
      expect((await post(`http://127.0.0.1:${port + 1}`)).status).toBe(403);
      expect((await post(`http://127.0.0.1:${port}.evil.example`)).status).toBe(403);
      expect((await post('null')).status).toBe(403);
    } finally {
      await stop('end of test');
    }
  });

  it('behind a trusted proxy, takes the scheme and host the visitor used', async () => {
    const proxied = await createTestContext({ trustProxy: 1 });
    try {
      const post = (origin: string) =>
        request(proxied.app)
          .post('/api/auth/logout')
          .set('X-Forwarded-Proto', 'https')
          .set('X-Forwarded-Host', 'course.example')
          .set('Origin', origin);
      expect((await post('https://course.example')).status).toBe(200);
      expect((await post('http://course.example')).status).toBe(403);
      expect((await post('https://evil.example')).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('tags every response with a request id and security headers, without X-Powered-By', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers 503 from /api/health when the database is gone', async () => {
    const other = await createTestContext();
    await other.database.close();
    const res = await request(other.app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
  });
});
