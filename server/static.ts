import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';
import type { Logger } from 'pino';
import { allPaths, canonicalPageUrl, paths, simulationPages } from '@shared/routes';
import { SIMULATIONS } from '@shared/simulations';
import type { Db } from './db/client';
import { loadRoleDocuments } from './modules/roles/content-loader';
import { PageCache, sendCachedPage } from './page-cache/page-cache';
import { createPublicStateReader } from './page-cache/public-state';
import { createRenderBudget } from './page-cache/render-budget';
import { visitorAnswers, type ApiAnswers } from './page-cache/visitor-answers';
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
 * A visitor's page (not signed in) is rendered once per URL and state of the public settings and then
 * served from memory (issue 23, ADR 0012): each request reads the settings snapshot (one small query),
 * and the page is kept under its URL and that snapshot, rendered from that very snapshot. A flipped switch
 * is therefore a new key for the very next request, in this process and in any other on the same
 * database. The instructor's pages are rendered afresh each time and never kept.
 *
 * A visitor's page is kept under the address the page reads (canonicalPageUrl: a made-up query string is
 * the same page), and the renders visitors cause are bounded (render-budget.ts): past the budget a page
 * goes out unrendered and the browser renders it (issue 28).
 */
export function serveClient(
  app: Express,
  clientDist: string,
  logger: Logger,
  db: Db,
  renderDeadlineMs: number,
  /** Where this process hears of every settings change at once; only when it is the database's one process. */
  settingsChanges: ((onChange: () => void) => void) | undefined,
  /** Whether one address's renders are limited (RATE_LIMIT_DISABLED turns it off with the other limits). */
  limitRendersPerClient: boolean,
): void {
  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const template = inlineStylesheet(fs.readFileSync(indexFile, 'utf8'), clientDist);
  const renderPage = createPageRenderer(path.join(clientDist, '..', 'ssr'), template, logger, {
    deadlineMs: renderDeadlineMs,
    // one page of each kind a class opens first
    warmUp: [paths.home, paths.simulations, paths.decks, firstInstructionsPage()],
  });
  const roleDocuments = loadRoleDocuments();
  const visitorPages = new PageCache();
  const readPublicState = createPublicStateReader(db, settingsChanges);
  const renderBudget = createRenderBudget(limitRendersPerClient);
  /** A visitor's page, rendered if the render budget allows, else sent unrendered. */
  const renderForVisitor = async (
    req: Request,
    answers?: ApiAnswers,
    url?: string,
  ): Promise<RenderedPage> => {
    const release = await renderBudget(req.ip ?? '');
    if (!release) return { html: unrenderedPage(template, req.path), fromAnswersOnly: false };
    try {
      return await renderPage(req, answers, url);
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

  const known = new Set(allPaths());
  app.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const clean = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const isKnown = known.has(clean);
    res.status(isKnown ? 200 : 404);
    // Pages carry what the visitor's session allows (open role instructions, the instructor's tables): never
    // kept in any browser or proxy cache, not even on the disk of a shared classroom PC.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Cookie');
    // The signed-in instructor's pages are rendered each time, outside the visitors' budget.
    if (req.admin) return void res.type('html').send((await renderPage(req)).html);
    // Unknown paths, and other spellings of a known one (`/decks//`), which anyone can make up: never kept.
    if (!isKnown || clean !== req.path) return void res.type('html').send((await renderForVisitor(req)).html);
    let state;
    try {
      state = await readPublicState();
    } catch (err) {
      logger.warn({ err }, 'could not read the public settings; rendering the page without the cache');
      return void res.type('html').send((await renderForVisitor(req)).html);
    }
    // Everything a visitor's page depends on: its address as the page reads it (path, so also its language,
    // and the query parameters it reads) and the settings it was rendered from; rendered from that very
    // address. A page that needed any other read is answered but not kept.
    const url = canonicalPageUrl(req.path, new URL(req.originalUrl, 'http://page.invalid').searchParams);
    const key = `${url}\n${state.key}`;
    const page = await visitorPages.get(key, async () => {
      const { html, fromAnswersOnly } = await renderForVisitor(
        req,
        visitorAnswers(state, roleDocuments),
        url,
      );
      return { html, keep: fromAnswersOnly };
    });
    sendCachedPage(req, res, page);
  });
}
