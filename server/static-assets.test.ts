import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { testConfig } from './config';
import type { Database } from './db/client';
import { chooseEncoding } from './static-assets';
import { createTestDatabase } from './test/db';
import { listenOnLoopback, type ListeningSite } from './test/harness';

/** The build's scripts and styles, sent as the compressed copies the build wrote beside them. */
let dir: string;
let database: Database;
let site: ListeningSite;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
const style = `body{color:${'red;'.repeat(500)}}\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
  const assets = path.join(dir, 'assets');
  fs.mkdirSync(assets);
  // what `npm run build` writes (scripts/build/compress-assets.ts)
  fs.writeFileSync(path.join(assets, 'main-abc123.js'), script);
  fs.writeFileSync(path.join(assets, 'main-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(assets, 'main-abc123.js.gz'), zlib.gzipSync(script));
  // a file the build left with a gzip copy only
  fs.writeFileSync(path.join(assets, 'page-def456.css'), style);
  fs.writeFileSync(path.join(assets, 'page-def456.css.gz'), zlib.gzipSync(style));
  database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  site = await listenOnLoopback(
    createApp({ database, config: testConfig({ rateLimit: false }), logger, clientDist: dir }),
  );
});
afterAll(async () => {
  await site.stop('end of test');
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${site.url}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

describe('the asset handler', () => {
  it('sends brotli, gzip or the plain file as asked, cached for a year, with the security headers', async () => {
    const br = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('same-origin');
    // the very policy of the site's pages and API (a worker's script runs under its own answer's policy)
    const api = await get('/api/health');
    expect(br.headers['content-security-policy']).toBe(api.headers['content-security-policy']);

    const gz = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the copy there is when the preferred one is missing', async () => {
    const css = await get('/assets/page-def456.css', { 'Accept-Encoding': 'gzip, br' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(zlib.gunzipSync(css.body).toString()).toBe(style);
  });

  it('answers 304 to a copy the browser already has, and leaves other paths alone', async () => {
    const first = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/main-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect((await get('/assets/other.js')).status).toBe(404);
    expect((await get('/decks/main-abc123.js')).status).toBe(404);
  });
});

describe('chooseEncoding', () => {
  it('honours q-values, prefers brotli on a tie, and refuses q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });

  it('chooses among the copies there are', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });
});
