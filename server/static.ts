import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { ALL_PATHS } from '@shared/routes';

/**
 * Serves the built SPA (dist/client) when it exists: hashed assets cached for a year, HTML never cached,
 * the SPA's index.html for every client route (history fallback), with status 404 for unknown paths
 * (the SPA then shows its not-found page).
 */
export function serveClient(app: Express, clientDist: string): void {
  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;

  app.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(
    express.static(clientDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

  const known = new Set(ALL_PATHS);
  app.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const clean = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    res.status(known.has(clean) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
