import crypto from 'node:crypto';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  deviceCookie,
  drawDeviceId,
  drawDeviceToken,
  hashOfSentToken,
  isDeviceId,
  sentCookie,
  signedValue,
  verifiedValue,
} from './device-token';

/** A site with one device cookie, behind one trusted proxy (which says whether the browser used HTTPS). */
function siteWith(cookie: ReturnType<typeof deviceCookie>, { parseCookies = true } = {}) {
  const app = express();
  app.set('trust proxy', 'loopback');
  if (parseCookies) app.use(cookieParser());
  app.post('/give', (req, res) => {
    cookie.give(req, res, 'the-value');
    res.json({});
  });
  app.post('/clear', (req, res) => {
    cookie.clear(req, res);
    res.json({});
  });
  // `?found=1`: the cookie still opens something
  app.get('/read', (req, res) => {
    const sent = cookie.sent(req);
    cookie.clearStale(req, res, req.query.found === '1' ? { id: 1 } : null);
    res.json({ sent: sent === undefined ? 'none' : sent });
  });
  return app;
}

const setCookies = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[]) ?? [];

describe('a device cookie', () => {
  const scoped = deviceCookie('things', { maxAgeMs: 90_000, path: '/api/things' });

  it('is given httpOnly, SameSite=Lax, to its path, for its lifetime; Secure only when the browser used HTTPS', async () => {
    const plain = await request(siteWith(scoped)).post('/give');
    expect(setCookies(plain)).toEqual([
      expect.stringMatching(
        /^things=the-value; Max-Age=90; Path=\/api\/things; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    const https = await request(siteWith(scoped)).post('/give').set('X-Forwarded-Proto', 'https');
    expect(setCookies(https)).toEqual([
      expect.stringMatching(
        /^things=the-value; Max-Age=90; Path=\/api\/things; .*HttpOnly; Secure; SameSite=Lax$/,
      ),
    ]);
    const everywhere = await request(siteWith(deviceCookie('things', { maxAgeMs: 1_000 }))).post('/give');
    expect(setCookies(everywhere)[0]).toMatch(/^things=the-value; Max-Age=1; Path=\/; /);
  });

  it('is read as the browser sent it, whatever that is, and as none without a cookie or a cookie parser', async () => {
    const site = siteWith(scoped);
    const sent = async (header?: string) => {
      const req = request(site).get('/read?found=1');
      return (await (header ? req.set('Cookie', header) : req)).body.sent as unknown;
    };
    expect(await sent('things=abc')).toBe('abc');
    expect(await sent('things=j:["a",1]')).toEqual(['a', 1]);
    expect(await sent('other=abc')).toBe('none');
    expect(await sent()).toBe('none');
    const unparsed = await request(siteWith(scoped, { parseCookies: false }))
      .get('/read?found=1')
      .set('Cookie', 'things=abc');
    expect(unparsed.body.sent).toBe('none');
  });

  it('is forgotten by a browser whose cookie opens nothing any more, with the attributes it was given', async () => {
    const site = siteWith(scoped);
    const stale = await request(site).get('/read').set('Cookie', 'things=gone');
    expect(setCookies(stale)).toEqual([
      expect.stringMatching(
        /^things=; Path=\/api\/things; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
      ),
    ]);
    const staleHttps = await request(site)
      .get('/read')
      .set('Cookie', 'things=gone')
      .set('X-Forwarded-Proto', 'https');
    expect(setCookies(staleHttps)[0]).toMatch(/^things=; .*HttpOnly; Secure; SameSite=Lax$/);
    // a cookie that still opens something, and no cookie at all, are left alone
    expect(setCookies(await request(site).get('/read?found=1').set('Cookie', 'things=ok'))).toEqual([]);
    expect(setCookies(await request(site).get('/read'))).toEqual([]);
    expect(setCookies(await request(site).post('/clear'))).toEqual([
      expect.stringMatching(/^things=; Path=\/api\/things; /),
    ]);
  });

  it('is read by name from any request with sentCookie', async () => {
    const app = express()
      .use(cookieParser())
      .get('/', (req, res) => {
        res.json({ a: sentCookie(req, 'a') ?? 'none', b: sentCookie(req, 'b') ?? 'none' });
      });
    expect((await request(app).get('/').set('Cookie', 'a=1')).body).toEqual({ a: '1', b: 'none' });
  });
});

describe('a device token', () => {
  it('is 32 random bytes for the browser, and its SHA-256 for the database', () => {
    const first = drawDeviceToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.hash).toBe(crypto.createHash('sha256').update(first.token).digest('hex'));
    expect(hashOfSentToken(first.token)).toBe(first.hash);
    expect(drawDeviceToken().token).not.toBe(first.token);
  });

  it('is looked up by the same hash as every token stored before, so existing cookies stay valid', () => {
    expect(hashOfSentToken('A'.repeat(43))).toBe(
      '0f007385b6f9d4b7eeb2748605afe1a984a0a3bfa3f014d09e2a784ce9e5cd1a',
    );
  });

  it('is not looked up at all when what was sent cannot be one', () => {
    for (const sent of [
      undefined,
      null,
      42,
      ['A'.repeat(43)],
      { token: 'A'.repeat(43) },
      '',
      'A'.repeat(42),
      'A'.repeat(44),
      `${'A'.repeat(42)}=`,
      `${'A'.repeat(42)}+`,
      `${'A'.repeat(42)}/`,
      `${'A'.repeat(42)}.`,
    ]) {
      expect(hashOfSentToken(sent), JSON.stringify(sent)).toBeNull();
    }
  });
});

describe('a signed value', () => {
  const key = Buffer.alloc(32, 7);
  const macOf = (value: string) => crypto.createHmac('sha256', key).update(value).digest();

  it('is the value and its MAC, base64url, as the cookies have always been', () => {
    expect(signedValue('12', Buffer.alloc(32))).toBe(`12.${'A'.repeat(43)}`);
    const id = drawDeviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(signedValue(id, macOf(id))).toHaveLength(66);
  });

  it('gives back its value when the server signed it', () => {
    const id = drawDeviceId();
    expect(verifiedValue(signedValue(id, macOf(id)), isDeviceId, macOf)).toBe(id);
    expect(drawDeviceId()).not.toBe(id);
  });

  it('is nothing when made up, altered, signed with another key, of another shape or not accepted', () => {
    const id = drawDeviceId();
    const cookie = signedValue(id, macOf(id));
    const mac = cookie.slice(23);
    const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    const otherKey = (value: string) =>
      crypto.createHmac('sha256', Buffer.alloc(32, 8)).update(value).digest();
    expect(verifiedValue(cookie, isDeviceId, otherKey)).toBeNull();
    expect(verifiedValue(cookie, (value) => value === 'someone else', macOf)).toBeNull();
    // a MAC of another length than the server's is a mismatch, never an error
    expect(verifiedValue(cookie, isDeviceId, () => Buffer.alloc(16))).toBeNull();
    for (const forged of [
      `${id}.${flipped}`,
      `${'A'.repeat(22)}.${mac}`,
      `${id}.${mac}x`,
      `${id}.${mac.slice(1)}`,
      `${id}.${mac}.${mac}`,
      `${id}${mac}`,
      `${id}.`,
      '',
      undefined,
      42,
      [cookie],
    ]) {
      expect(verifiedValue(forged, isDeviceId, macOf), JSON.stringify(forged)).toBeNull();
    }
  });

  it('accepts only ids of the drawn shape as device ids', () => {
    for (const value of ['A'.repeat(21), 'A'.repeat(23), `${'A'.repeat(21)}.`, 42, undefined])
      expect(isDeviceId(value), String(value)).toBe(false);
  });
});
