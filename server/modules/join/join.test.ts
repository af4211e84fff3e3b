import os from 'node:os';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_URL } from '@shared/contracts/join';
import { loadConfig } from '../../config';
import { registeredEndpoints } from '../../test/endpoints';
import { createTestContext, type TestContext } from '../../test/harness';
import { networkHosts } from './network-hosts';

describe('GET /api/join', () => {
  describe('without PUBLIC_URL', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext();
    });
    afterAll(() => t.close());

    it('is among the routes the access-control test checks (admin-only: it is not listed public)', () => {
      expect(registeredEndpoints(t.app)).toContainEqual({ method: 'GET', path: JOIN_URL });
    });

    it('is for the instructor only: 401 signed out, with nothing of the setting', async () => {
      const res = await request(t.app).get(JOIN_URL);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
    });

    it("answers null and this machine's network hosts, never cached: the page then uses the address the browser used", async () => {
      const admin = await t.signIn();
      const res = await admin.get(JOIN_URL);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      // HOST unset: every interface
      expect(res.body).toEqual({
        success: true,
        data: { publicUrl: null, networkHosts: networkHosts(undefined, os.networkInterfaces()) },
      });
    });
  });

  describe('with HOST=127.0.0.1', () => {
    let t: TestContext;
    beforeAll(async () => {
      t = await createTestContext({ host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('answers no network host: no phone can reach a server listening on this computer only', async () => {
      const admin = await t.signIn();
      const res = await admin.get(JOIN_URL);
      expect(res.body).toEqual({ success: true, data: { publicUrl: null, networkHosts: [] } });
    });
  });

  describe('with PUBLIC_URL set', () => {
    let t: TestContext;
    beforeAll(async () => {
      // as the server reads it at start: validated, trailing slash trimmed
      const { publicUrl } = loadConfig({ PUBLIC_URL: 'https://course.example.com/' });
      t = await createTestContext({ publicUrl });
    });
    afterAll(() => t.close());

    it('answers the configured address to the instructor', async () => {
      const admin = await t.signIn();
      const res = await admin.get(JOIN_URL);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.data.publicUrl).toBe('https://course.example.com');
    });

    it('still tells a signed-out visitor nothing', async () => {
      const res = await request(t.app).get(JOIN_URL);
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain('course.example.com');
    });
  });
});
