import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecurityHeaders } from '../middleware/security';
import { chooseEncoding, createAssetServer } from './compressed-assets';

/** Issue 23: the build's scripts and styles, answered from memory before Express, as Express would. */
let dir: string;
let base: string;
let server: http.Server;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assets-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), script);
  const serve = createAssetServer(path.join(dir, 'assets'), fixedSecurityHeaders());
  server = http.createServer((req, res) => {
    if (!serve(req, res)) res.writeHead(404).end('not mine');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

describe('the asset server', () => {
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

    const gz = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers 304 to a copy the browser already has, and leaves other paths alone', async () => {
    const first = await get('/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/main-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect((await get('/assets/other.js')).body.toString()).toBe('not mine');
    expect((await get('/decks/main-abc123.js')).body.toString()).toBe('not mine');
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
});
