import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classJoinUrl, mySeatUrl, seatsUrl } from '@shared/contracts/seats';
import { openRenderingSite } from '../test/rendering-site';
import type { TestContext } from '../test/harness';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Attacking seats through the rendered and kept pages: a seated student's name never reaches a page someone
 * else gets (the visitor cache, another seat), and a seat's reads answer no one but its own device.
 */
let t: TestContext;
let app: Express;
let close: () => Promise<void>;
beforeAll(async () => ({ t, app, close } = await openRenderingSite()));
afterAll(() => close());

const NAME = '비밀스러운 이름 Secretname';

describe('a seat in the rendered pages', () => {
  it('no page rendered for a seat, kept or not, shows its name to a visitor or to another seat', async () => {
    const admin = await t.signIn();
    const { code } = (await admin.get(classJoinUrl)).body.data as { code: string };
    const student = request.agent(app);
    expect((await student.post(seatsUrl).send({ name: NAME, lang: 'ko', code })).status).toBe(201);
    const other = request.agent(app);
    expect((await other.post(seatsUrl).send({ name: 'Someone else', lang: 'en', code })).status).toBe(201);

    for (const path of ['/me', `/me?code=${code}`, '/', '/simulations', '/join', '/me?lang=ko']) {
      // the seated student first (a page rendered for it would be the one kept), then everyone else
      const own = await student.get(path).set('Accept', 'text/html');
      expect(own.status, path).toBeLessThan(500);
      for (const who of [request(app), other, request(app)]) {
        const res = await who.get(path).set('Accept', 'text/html');
        expect(res.text, path).not.toContain('Secretname');
        expect(res.text, path).not.toContain('비밀스러운');
      }
    }
  });

  it("a seat's reads answer only its own device, never cached", async () => {
    expect((await request(app).get(mySeatUrl)).status).toBe(401);
    const spoofed = await request(app)
      .get(mySeatUrl)
      .set('Cookie', `seat=${'A'.repeat(43)}`);
    expect(spoofed.status).toBe(401);
    expect(spoofed.headers['set-cookie']?.[0]).toMatch(/^seat=;/);
    // the roster (names) is the instructor's: 401 by every spelling
    for (const path of [seatsUrl, `${seatsUrl}/`, '/api/SEATS', '/api/seats?class=all', '/api/seats%2F']) {
      const res = await request(app).get(path);
      expect([401, 404], path).toContain(res.status);
      expect(res.text, path).not.toContain('Secretname');
    }
  });
});
