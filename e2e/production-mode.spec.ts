import { describe, expect, it } from 'vitest';
import { adminCookie, startServer } from './support/server';

/** `npm start` once ran React's development build on the server: NODE_ENV defaulted to development. */
describe('npm start', () => {
  it('runs in production mode (React\u2019s production build) when NODE_ENV is not set', async () => {
    const server = await startServer({ LOG_LEVEL: 'info' });
    try {
      const ready = server
        .output()
        .split('\n')
        .find((line) => line.includes('Course site ready'));
      expect(ready).toBeDefined();
      expect(JSON.parse(ready!).mode).toBe('production');
      // and the site still signs the instructor in over plain HTTP (the cookie is Secure only on HTTPS)
      const cookie = await adminCookie(server.url);
      const res = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
      expect(res.status).toBe(200);
      // ordinary requests are not logged at the default level (a class makes thousands); refusals are
      expect((await fetch(`${server.url}/api/classes`)).status).toBe(401);
      await expect.poll(() => server.output()).toMatch(/"statusCode":401/);
      expect(server.output()).not.toMatch(/"statusCode":200/);
    } finally {
      await server.stop();
    }
  });
});
