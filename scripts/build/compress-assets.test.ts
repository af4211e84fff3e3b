import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compress-assets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the build step that compresses scripts and styles', () => {
  it('writes a brotli and a gzip copy beside each, and none for fonts or for copies no smaller', async () => {
    const script = `export const x = ${JSON.stringify('abc'.repeat(2000))};\n`;
    fs.writeFileSync(path.join(dir, 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'tiny-abc123.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'font-abc123.woff2'), 'not text');

    expect(await compressAssets(dir)).toBe(2);

    expect(fs.readdirSync(dir).sort()).toEqual([
      'font-abc123.woff2',
      'main-abc123.js',
      'main-abc123.js.br',
      'main-abc123.js.gz',
      'tiny-abc123.css',
    ]);
    const read = (name: string) => fs.readFileSync(path.join(dir, name));
    expect(zlib.brotliDecompressSync(read('main-abc123.js.br')).toString()).toBe(script);
    expect(zlib.gunzipSync(read('main-abc123.js.gz')).toString()).toBe(script);
  });
});
