import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { SSR_PAYLOAD_ID, type PageRenderer } from '@shared/contracts/page-render';
import { pageLang } from '@shared/routes';
import type { ApiAnswers } from './page-cache/visitor-answers';

const ROOT = '<div id="root"></div>';

/**
 * This server as seen from inside: its internal listener when it has one (server/index.ts: a class's
 * connections queue on the public port, and the instructor's page reads waited behind them, issue 23), else
 * the address and port the request arrived on.
 */
function loopbackOrigin(req: Request): string {
  const internal = req.app.locals.internalOrigin as string | undefined;
  if (internal) return internal;
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/**
 * The page unrendered: the SPA's index.html with the page's document language on its <html> element
 * (`lang="ko"` on a Korean page, issue 21). The browser renders it itself.
 */
export const unrenderedPage = (template: string, path: string) =>
  template.replace('<html lang="en">', `<html lang="${pageLang(path)}">`);

/** JSON inside a <script> data block: `<` escaped so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface RenderedPage {
  html: string;
  /**
   * True when the page was rendered on the server and every API read it made was answered by `answers`
   * (none went to the API over loopback): the page is then a function of its URL and those answers alone,
   * which is what lets the page cache keep it (issue 23). False for the unrendered shell.
   */
  fromAnswersOnly: boolean;
}

/** Renders the page of `url` (the request's own by default) for the visitor of `req`. */
export type PageRenderFn = (req: Request, answers?: ApiAnswers, url?: string) => Promise<RenderedPage>;

/**
 * Fills the SPA's index.html with the page rendered on the server and the data it was rendered with.
 * When the renderer is missing (no SSR build) or fails, the page is sent as the plain SPA shell and the
 * browser renders it alone: server rendering makes pages faster, never unavailable.
 *
 * The page's API reads are answered by `answers` when it has them (a visitor's public settings, read once
 * by the page cache), and otherwise by the API itself over loopback with the visitor's own cookie, so the
 * API's access rules decide what the page may show (ADR 0005).
 */
export function createPageRenderer(
  ssrDir: string,
  template: string,
  logger: Logger,
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
    return async (req: Request) => ({ html: unrenderedPage(template, req.path), fromAnswersOnly: false });
  // Loaded at start-up, so the first visitor does not wait for it.
  const module = import(pathToFileURL(entry).href) as Promise<PageRenderer>;
  module.catch((err: unknown) => logger.error({ err }, 'the server renderer failed to load'));
  // A fresh process renders its first page slowly (its page modules load, its code is compiled): about
  // 1 s on the 2-core machine, which a whole class would wait through. These pages are rendered once at
  // start-up, with no data, so the first visitor's page takes milliseconds instead (issue 23).
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

  return async function renderPage(
    req: Request,
    answers?: ApiAnswers,
    pageUrl = req.originalUrl,
  ): Promise<RenderedPage> {
    const apiOrigin = loopbackOrigin(req);
    const cookie = req.headers.cookie;
    const signal = AbortSignal.timeout(deadlineMs);
    let fromAnswersOnly = true;
    const apiFetch = async (url: string, init: RequestInit): Promise<Response> => {
      const answer = (init.method ?? 'GET') === 'GET' ? answers?.(url) : undefined;
      if (answer)
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        });
      fromAnswersOnly = false;
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      return fetch(new URL(url, apiOrigin), { ...init, headers, signal });
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
        html: unrenderedPage(template, req.path).replace(
          ROOT,
          `<div id="root">${html}</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${scriptSafeJson(payload)}</script>`,
        ),
        fromAnswersOnly,
      };
    } catch (err) {
      logger.warn({ err, url: pageUrl }, 'server rendering failed; sending the page unrendered');
      return { html: unrenderedPage(template, req.path), fromAnswersOnly: false };
    }
  };
}
