import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { allPaths } from '@shared/routes';
import { createPageRenderer } from './ssr';

/**
 * The page's one stylesheet (about 10 KB gzipped) goes inside the HTML: a phone paints the server-rendered
 * page as soon as the HTML arrives, without a second round trip that would block rendering.
 */
function inlineStylesheet(html: string, clientDist: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
    (_link, file: string) => {
      const css = fs.readFileSync(path.join(clientDist, file), 'utf8');
      return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
    },
  );
}

/**
 * Serves the built SPA (dist/client) when it exists: hashed assets cached for a year, HTML never cached,
 * every client route rendered on the server into the SPA's index.html (dist/ssr beside dist/client), with
 * status 404 for unknown paths (rendered as the not-found page).
 */
export function serveClient(app: Express, clientDist: string, logger: Logger): void {
  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = inlineStylesheet(fs.readFileSync(indexFile, 'utf8'), clientDist);
  const renderPage = createPageRenderer(path.join(clientDist, '..', 'ssr'), template, logger);

  app.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(
    express.static(clientDist, {
      index: false,
      // /decks is a page, not the folder of PDFs beside it: no redirect to /decks/
      redirect: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  const known = new Set(allPaths());
  app.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const clean = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const html = await renderPage(req);
    res.status(known.has(clean) ? 200 : 404);
    // Pages carry what the visitor's session allows (open role instructions, the instructor's tables): never
    // kept in any cache, not even on the disk of a shared classroom PC.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Cookie');
    res.type('html').send(html);
  });
}
