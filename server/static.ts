import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import type { Logger } from 'pino';
import { allPaths, canonicalPageUrl, isPatternPath, paths, simulationPages } from '@shared/routes';
import { SIMULATIONS, simulationRegistryVersion } from '@shared/simulations';
import type { Database } from './db/client';
import { settingsVersionReader } from './db/settings-version';
import { dispatchReads, type Read } from './lib/reads';
import { PageCache, sendCachedPage } from './page-cache/page-cache';
import { createRenderBudget } from './page-cache/render-budget';
import { createPageRenderer, unrenderedPage, type RenderedPage } from './ssr';

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

const firstInstructionsPage = () =>
  simulationPages(SIMULATIONS[0]!).find((p) => p.kind === 'instructions')!.path;

/**
 * Serves the built SPA (dist/client) when it exists: hashed assets cached for a year, HTML never cached
 * by browsers, every client route rendered on the server into the SPA's index.html (dist/ssr beside
 * dist/client), with status 404 for unknown paths (rendered as the not-found page).
 *
 * A visitor's page (not signed in) is rendered once per URL and settings version and then served from
 * memory (ADR 0012): each request reads the settings version (server/db/settings-version.ts: one tiny
 * query on PostgreSQL, none on PGlite), and the page is kept under its URL and that version when every read
 * it made was public (server/lib/reads.ts). Every write of a public setting bumps the version in its own
 * transaction, so a flipped switch is a new key for the very next request, in this process and in any other
 * on the same database. The instructor's pages are rendered afresh each time and never kept.
 *
 * A visitor's page is kept under the address the page reads (canonicalPageUrl: a made-up query string is
 * the same page), and the renders visitors cause are bounded (render-budget.ts): past the budget a page
 * goes out unrendered and the browser renders it.
 */
export function serveClient(
  app: Express,
  clientDist: string,
  logger: Logger,
  database: Database,
  /** Every module's reads: the page's API reads are answered by them, in-process. */
  reads: readonly Read[],
  renderDeadlineMs: number,
  /** Whether one address's renders are limited (RATE_LIMIT_DISABLED turns it off with the other limits). */
  limitRendersPerClient: boolean,
): void {
  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = inlineStylesheet(fs.readFileSync(indexFile, 'utf8'), clientDist);
  const renderPage = createPageRenderer(
    path.join(clientDist, '..', 'ssr'),
    template,
    logger,
    dispatchReads(reads),
    {
      deadlineMs: renderDeadlineMs,
      // one page of each kind a class opens first
      warmUp: [paths.home, paths.simulations, paths.decks, firstInstructionsPage()],
    },
  );
  const visitorPages = new PageCache();
  const readSettingsVersion = settingsVersionReader(database);
  const renderBudget = createRenderBudget(limitRendersPerClient);
  /** A visitor's page, rendered if the render budget allows, else sent unrendered. */
  const renderForVisitor = async (req: Request, url?: string): Promise<RenderedPage> => {
    const release = await renderBudget(req.ip ?? '');
    if (!release) return { html: unrenderedPage(template, req.originalUrl), keepable: false };
    try {
      return await renderPage(req, url);
    } finally {
      release();
    }
  };

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

  // the routes of every registered case: read again when a case is added or removed while the site runs
  let known = { version: -1, paths: new Set<string>() };
  const knownPaths = () => {
    const version = simulationRegistryVersion();
    if (known.version !== version) known = { version, paths: new Set(allPaths()) };
    return known.paths;
  };
  app.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const clean = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const isPage = knownPaths().has(clean);
    // a page of a pattern (a class's report) is a page, but one per id: rendered each time, never kept
    const isKnown = isPage || isPatternPath(clean);
    res.status(isKnown ? 200 : 404);
    // Pages carry what the visitor's session allows (open role instructions, the instructor's tables): never
    // kept in any browser or proxy cache, not even on the disk of a shared classroom PC.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Cookie');
    // The signed-in instructor's pages are rendered each time, outside the visitors' budget.
    if (req.admin) return void res.type('html').send((await renderPage(req)).html);
    // Unknown paths, and other spellings of a known one (`/decks//`), which anyone can make up: never kept.
    if (!isPage || clean !== req.path) return void res.type('html').send((await renderForVisitor(req)).html);
    let version;
    try {
      version = await readSettingsVersion();
    } catch (err) {
      logger.warn({ err }, 'could not read the settings version; rendering the page without the cache');
      return void res.type('html').send((await renderForVisitor(req)).html);
    }
    // Everything a visitor's page depends on: its address as the page reads it (path, so also its language,
    // and the query parameters it reads) and the public settings, named by their version (read before the
    // page's own reads, so the page shows settings at least that new); rendered from that very address. A
    // page that made a read that is not public is answered but not kept.
    const url = canonicalPageUrl(req.path, new URL(req.originalUrl, 'http://page.invalid').searchParams);
    const key = `${url}\n${version}`;
    const page = await visitorPages.get(key, async () => {
      const { html, keepable } = await renderForVisitor(req, url);
      return { html, keep: keepable };
    });
    sendCachedPage(req, res, page);
  });
}
