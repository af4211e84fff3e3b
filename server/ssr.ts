import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { SSR_PAYLOAD_ID, type PageRenderer } from '@shared/contracts/page-render';
import { pageLang } from '@shared/routes';

const RENDER_TIMEOUT_MS = 3_000;
const ROOT = '<div id="root"></div>';

/** This server as seen from inside: the address and port the request arrived on. */
function loopbackOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}`;
}

/** The page's document language on its <html> element: `lang="ko"` on a Korean page (issue 21). */
const withLang = (template: string, path: string) =>
  template.replace('<html lang="en">', `<html lang="${pageLang(path)}">`);

/** JSON inside a <script> data block: `<` escaped so no value can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Fills the SPA's index.html with the page rendered on the server and the data it was rendered with.
 * When the renderer is missing (no SSR build) or fails, the page is sent as the plain SPA shell and the
 * browser renders it alone: server rendering makes pages faster, never unavailable.
 */
export function createPageRenderer(ssrDir: string, template: string, logger: Logger) {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (!fs.existsSync(entry) || !template.includes(ROOT))
    return async (req: Request) => withLang(template, req.path);
  // Loaded at start-up, so the first visitor does not wait for it.
  const module = import(pathToFileURL(entry).href) as Promise<PageRenderer>;
  module.catch((err: unknown) => logger.error({ err }, 'the server renderer failed to load'));

  return async function renderPage(req: Request): Promise<string> {
    try {
      const { html, payload } = await (
        await module
      ).render({
        url: req.originalUrl,
        user: req.admin ? { email: req.admin.email, name: req.admin.name, isAdmin: true } : null,
        apiOrigin: loopbackOrigin(req),
        cookie: req.headers.cookie,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
      return withLang(template, req.path).replace(
        ROOT,
        `<div id="root">${html}</div><script type="application/json" id="${SSR_PAYLOAD_ID}">${scriptSafeJson(payload)}</script>`,
      );
    } catch (err) {
      logger.warn({ err, url: req.originalUrl }, 'server rendering failed; sending the page unrendered');
      return withLang(template, req.path);
    }
  };
}
