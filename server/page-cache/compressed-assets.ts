import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** The encoding to send: the client's preferred of brotli and gzip (q-values honoured), else none. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  let best: 'br' | 'gzip' | null = null;
  let bestQ = 0;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const name = token.trim() === 'br' ? 'br' : token.trim() === 'gzip' ? 'gzip' : null;
    // brotli wins a tie: it is the smaller
    if (name && weight > 0 && (weight > bestQ || (weight === bestQ && name === 'br'))) {
      best = name;
      bestQ = weight;
    }
  }
  return best;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * The build's hashed scripts and stylesheets, compressed once (brotli and gzip) and then served from
 * memory (issue 23). A class loading the same ~0.5 MB of JavaScript at once made the compression middleware
 * compress it afresh for every student: 300 students, 160 MB, while their pages waited behind it. The files
 * never change (their names carry their hash), so each is read and compressed on its first request; the set
 * of names is the build's, read at start-up, so nothing else is kept.
 *
 * A plain Node handler, so the HTTP server can answer these before Express sees the request (Express's
 * own work per request cut a rush's asset throughput to a quarter); the app mounts the same handler first,
 * for requests that reach it directly. It answers true when it took the request; anything else (other
 * files, a missing one) is left to express.static. `headers` are the site's security headers.
 */
export function createAssetServer(dir: string, headers: Record<string, string>) {
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

  const send = (req: IncomingMessage, res: ServerResponse, name: string, asset: Asset) => {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.raw;
    const etag = encoding ? `"${asset.etag}-${encoding}"` : `"${asset.etag}"`;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (req.socket && 'encrypted' in req.socket && req.socket.encrypted)
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    res.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      return void res.end();
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return function serveAsset(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!url.startsWith('/assets/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const name = url.slice('/assets/'.length).split('?')[0]!;
    if (!names.has(name)) return false;
    let pending = assets.get(name);
    if (!pending) {
      pending = load(name);
      assets.set(name, pending);
      // a file that could not be read is tried again next time
      pending.catch(() => assets.delete(name));
    }
    pending.then(
      (asset) => send(req, res, name, asset),
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
    return true;
  };
}

export type AssetServer = ReturnType<typeof createAssetServer>;
