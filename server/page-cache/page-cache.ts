import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/**
 * Brotli's quality 6 for a page kept on its first request: about 8% larger than its slowest setting (11)
 * but about 50 times faster, so the first visitor after a start or a switch does not wait on it; and 20%
 * smaller than gzip.
 */
const BROTLI_QUALITY = 6;

/** A visitor's page, kept with its compressed forms so a hit costs no rendering and no compression. */
export interface CachedPage {
  html: string;
  gzip: Buffer;
  br: Buffer;
}

/** What rendering a page gave: its HTML, and whether it may be kept (see RenderedPage.keepable). */
export interface Rendition {
  html: string;
  keep: boolean;
}

/**
 * Visitors' pages by key. The key must name everything the page depends on; the caller builds
 * it from the URL and the settings version it has just read (server/static.ts). Requests for a key that is
 * being rendered wait for that one rendering instead of starting their own, so a class arriving at once
 * renders each page once. At most `max` pages are kept, the least recently used going first (old settings
 * are never asked for again, and nobody can fill memory with made-up URLs).
 */
export class PageCache {
  private readonly pages = new Map<string, Promise<CachedPage | string>>();

  constructor(private readonly max = 200) {}

  get size(): number {
    return this.pages.size;
  }

  /** The page under `key`, rendered by `render` on a miss; an unkept rendition is answered as plain HTML. */
  async get(key: string, render: () => Promise<Rendition>): Promise<CachedPage | string> {
    const hit = this.pages.get(key);
    if (hit) {
      // most recently used last
      this.pages.delete(key);
      this.pages.set(key, hit);
      const page = await hit;
      // A page that may not be kept was rendered with its own visitor's cookie (a Tariff Wars team's page):
      // it is that visitor's alone, so a request that waited on it renders its own.
      return typeof page === 'string' ? (await render()).html : page;
    }
    const pending = render().then(async ({ html, keep }) => {
      if (!keep) return html;
      const buf = Buffer.from(html);
      const [gz, br] = await Promise.all([
        gzip(buf),
        brotli(buf, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
          },
        }),
      ]);
      return { html, gzip: gz, br };
    });
    this.pages.set(key, pending);
    while (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value!);
    try {
      const page = await pending;
      // only pages that may be kept stay (the requests that waited on this one render their own)
      if (typeof page === 'string' && this.pages.get(key) === pending) this.pages.delete(key);
      return page;
    } catch (err) {
      if (this.pages.get(key) === pending) this.pages.delete(key);
      throw err;
    }
  }
}

/**
 * Sends a kept page in the encoding the client prefers among brotli and gzip (the compression middleware
 * leaves an answer that already has a Content-Encoding alone), or as plain HTML.
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage | string): void {
  res.type('html');
  if (typeof page === 'string') {
    res.send(page);
    return;
  }
  res.vary('Accept-Encoding');
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    res.setHeader('Content-Encoding', encoding);
    res.send(encoding === 'br' ? page.br : page.gzip);
  } else {
    res.send(page.html);
  }
}
