import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ASSET_SECURITY_HEADERS } from './middleware/security';

/** The built files the build compresses (scripts/build/compress-assets.ts); fonts and images are already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|map)$/;

type Encoding = 'br' | 'gzip';
/** The file beside the original that holds each encoding. */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encoding to send: the client's preferred of those available (q-values honoured), else none. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const name = token.trim() === 'br' ? 'br' : token.trim() === 'gzip' ? 'gzip' : null;
    // brotli wins a tie: it is the smaller
    if (
      name &&
      available.includes(name) &&
      weight > 0 &&
      (weight > bestQ || (weight === bestQ && name === 'br'))
    ) {
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

interface Variant {
  body: Buffer;
  etag: string;
}

/**
 * The build's hashed scripts and styles (dist/client/assets), sent as the brotli or gzip copy the build
 * wrote beside each (scripts/build/compress-assets.ts), by the client's Accept-Encoding. A class loading
 * the same ~0.5 MB of JavaScript at once had the compression middleware compress it afresh for every
 * student; compressing at build time costs a request nothing, and brotli at its best setting, which is too
 * slow for a request (about 0.7 s for the largest script), is about 8% smaller than what a server can afford.
 *
 * The names are the build's, read when the site starts; each file is read on its first request and kept
 * (they never change: their names carry their hash).
 *
 * A plain Node handler, which the HTTP server calls before Express (server/start-server.ts): a class
 * loading a page asks for some 30 of these each, 300 students at once, and Express's own work per request
 * (before any middleware of ours) cut their throughput to about 40%. It answers true when it took the
 * request; anything else (other files under /assets such as fonts, a missing file) goes to Express.
 */
export function createAssetHandler(dir: string) {
  const available = new Map<string, Encoding[]>();
  const files = fs.existsSync(dir) ? new Set(fs.readdirSync(dir)) : new Set<string>();
  for (const name of files) {
    if (!COMPRESSIBLE.test(name)) continue;
    available.set(
      name,
      (Object.keys(SUFFIX) as Encoding[]).filter((e) => files.has(name + SUFFIX[e])),
    );
  }
  const loaded = new Map<string, Promise<Variant>>();
  const load = (file: string): Promise<Variant> => {
    let pending = loaded.get(file);
    if (!pending) {
      pending = fs.promises.readFile(path.join(dir, file)).then((body) => ({
        body,
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
      }));
      loaded.set(file, pending);
      // a file that could not be read is tried again next time
      pending.catch(() => loaded.delete(file));
    }
    return pending;
  };

  const send = (req: IncomingMessage, res: ServerResponse, name: string, encoding: Encoding | null) => {
    return ({ body, etag }: Variant) => {
      for (const [header, value] of Object.entries(ASSET_SECURITY_HEADERS)) res.setHeader(header, value);
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
  };

  return function serveAsset(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (!url.startsWith('/assets/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const name = url.slice('/assets/'.length).split('?')[0]!;
    const encodings = available.get(name);
    if (!encodings) return false;
    const encoding = chooseEncoding(req.headers['accept-encoding'], encodings);
    load(encoding ? name + SUFFIX[encoding] : name).then(send(req, res, name, encoding), () => {
      res.statusCode = 500;
      res.end();
    });
    return true;
  };
}

export type AssetHandler = ReturnType<typeof createAssetHandler>;
