import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { SSR_PAYLOAD_ID, type ApiReadInit, type PageRenderer } from '@shared/contracts/page-render';
import { CASE_REGISTRY_ID, publicRegistry } from '@shared/cases/public-registry';
import { pageLang } from '@shared/routes';
import { simulationRegistryVersion } from '@shared/simulations';
import { viewerOf, type ReadDispatcher } from './lib/reads';

const ROOT = '<div id="root"></div>';

/**
 * The page unrendered: the SPA's index.html with the page's document language on its <html> element
 * (`lang="ko"` on a Korean page, and with `?lang=ko` on a page that reads it). The browser renders it itself.
 */
export function unrenderedPage(template: string, url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://page');
  return template
    .replace('<html lang="en">', `<html lang="${pageLang(pathname, searchParams)}">`)
    .replace(ROOT, `${ROOT}${registryBlock()}`);
}

/** JSON inside a <script> data block: `<` escaped so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The registry's public half for every page (shared/cases/public-registry.ts), written once per version of
 * the registry (a case added or removed writes it again).
 */
let registryCache: { version: number; block: string } | null = null;
function registryBlock(): string {
  const version = simulationRegistryVersion();
  if (registryCache?.version !== version)
    registryCache = {
      version,
      block: `<script type="application/json" id="${CASE_REGISTRY_ID}">${scriptSafeJson(publicRegistry())}</script>`,
    };
  return registryCache.block;
}

export interface RenderedPage {
  html: string;
  /**
   * True when the page was rendered on the server and every read it made was public (server/lib/reads.ts):
   * the page is then a function of its URL and the public settings alone, which is what lets the page cache
   * keep it under the settings version. False for the unrendered shell, and for a page that read anything of
   * its viewer's own (a Tariff Wars team's view) or whose read failed.
   */
  keepable: boolean;
}

/** Renders the page of `url` (the request's own by default) for the viewer of `req`. */
export type PageRenderFn = (req: Request, url?: string) => Promise<RenderedPage>;

/**
 * Fills the SPA's index.html with the page rendered on the server and the data it was rendered with.
 * When the renderer is missing (no SSR build) or fails, the page is sent as the plain SPA shell and the
 * browser renders it alone: server rendering makes pages faster, never unavailable.
 *
 * The page's API reads are answered in-process by the API's own reads (`readApi`, the same functions the
 * routes run) for the request's viewer, so the API's access rules decide what the page may show (ADR 0005).
 */
export function createPageRenderer(
  ssrDir: string,
  template: string,
  logger: Logger,
  readApi: ReadDispatcher,
  {
    deadlineMs,
    warmUp = [],
  }: {
    /** RENDER_DEADLINE_MS: past it the page goes out unrendered (tests set one no busy machine reaches). */
    deadlineMs: number;
    warmUp?: string[];
  },
): PageRenderFn {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry) || !template.includes(ROOT))
    return async (req: Request) => ({ html: unrenderedPage(template, req.originalUrl), keepable: false });
  // Loaded at start-up, so the first visitor does not wait for it.
  const module = import(pathToFileURL(entry).href) as Promise<PageRenderer>;
  module.catch((err: unknown) => logger.error({ err }, 'the server renderer failed to load'));
  // A fresh process renders its first page slowly (its page modules load, its code is compiled): about
  // 1 s on the 2-core machine, which a whole class would wait through. These pages are rendered once at
  // start-up, with no data, so the first visitor's page takes milliseconds instead.
  void module.then(
    async (renderer) => {
      for (const url of warmUp) {
        await renderer
          .render({
            url,
            user: null,
            fetch: async () => new Response('{}', { status: 503 }),
            signal: AbortSignal.timeout(deadlineMs),
          })
          .catch(() => undefined);
      }
    },
    () => undefined,
  );

  return async function renderPage(req: Request, pageUrl = req.originalUrl): Promise<RenderedPage> {
    const viewer = viewerOf(req);
    const signal = AbortSignal.timeout(deadlineMs);
    let keepable = true;
    const apiFetch = async (url: string, init: ApiReadInit): Promise<Response> => {
      // a page only reads: anything else is no page's business
      if ((init.method ?? 'GET') !== 'GET') {
        keepable = false;
        return new Response(null, { status: 405 });
      }
      const answer = await readApi(url, viewer);
      if (!answer.public) keepable = false;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    };
    try {
      const { html, payload } = await (
        await module
      ).render({
        url: pageUrl,
        user: req.admin ? { email: req.admin.email, name: req.admin.name, isAdmin: true } : null,
        fetch: apiFetch,
        signal,
      });
      return {
        html: unrenderedPage(template, pageUrl).replace(
          ROOT,
          `<div id="root">${html}</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${scriptSafeJson(payload)}</script>`,
        ),
        keepable,
      };
    } catch (err) {
      logger.warn({ err, url: pageUrl }, 'server rendering failed; sending the page unrendered');
      return { html: unrenderedPage(template, pageUrl), keepable: false };
    }
  };
}
