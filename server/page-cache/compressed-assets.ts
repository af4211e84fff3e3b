import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/**
 * Brotli's quality 6: on the site's scripts about 8% larger than its slowest setting (11) but about 50
 * times faster (14 ms against 700 ms for the instruction page's 0.5 MB), so the first visitors after a
 * start or a switch do not wait on it; and 20% smaller than gzip.
 */
export const BROTLI_QUALITY = 6;

/** The built files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;

interface Asset {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * The build's hashed scripts and stylesheets, compressed once (brotli and gzip at their best) and then
 * served from memory (issue 23). A class loading the same ~0.5 MB of JavaScript at once made the
 * compression middleware compress it afresh for every student: 300 students, 160 MB, while their pages
 * waited behind it. The files never change (their names carry their hash), so each is read and compressed
 * on its first request; the set of names is the build's, read at start-up, so nothing else is kept.
 * Other files, and anything not found, go on to express.static.
 */
export function compressedAssets(dir: string): RequestHandler {
  const names = new Set(
    fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => COMPRESSIBLE.test(name)) : [],
  );
  const assets = new Map<string, Promise<Asset>>();
  const load = async (name: string): Promise<Asset> => {
    const raw = await fs.promises.readFile(path.join(dir, name));
    const [gz, br] = await Promise.all([
      gzip(raw),
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    ]);
    const hash = crypto.createHash('sha1').update(raw).digest('base64url').slice(0, 16);
    return { raw, gzip: gz, br, etag: hash };
  };

  return async (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !names.has(name)) return next();
    let pending = assets.get(name);
    if (!pending) {
      pending = load(name);
      assets.set(name, pending);
      // a file that could not be read is tried again next time (and this time left to express.static)
      pending.catch(() => assets.delete(name));
    }
    let asset: Asset;
    try {
      asset = await pending;
    } catch {
      return next();
    }
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    res.type(path.extname(name));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.vary('Accept-Encoding');
    if (encoding === 'br' || encoding === 'gzip') {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('ETag', `"${asset.etag}-${encoding}"`);
      res.send(encoding === 'br' ? asset.br : asset.gzip);
    } else {
      res.setHeader('ETag', `"${asset.etag}"`);
      res.send(asset.raw);
    }
  };
}
