/**
 * The Lighthouse bench's control: a bare HTML page (a heading and a paragraph, no CSS, no script) sent
 * with the site's own security headers, so a reader can tell what this machine and browser cost any page.
 * `/without-opener-policy` sends the same page without Cross-Origin-Opener-Policy: with that header,
 * Chromium must give the page a fresh renderer process when Lighthouse navigates there from about:blank
 * (docs/decisions/0006).
 * `/without-script/<path>` sends the site's own server-rendered page at <path> with its script tags taken
 * out (its other files are passed through from the site): what that page would score if it shipped no
 * JavaScript at all on this machine.
 */
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { securityHeaders } from '../../server/middleware/security';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bare page</title>
    <meta name="description" content="A bare page: the Lighthouse bench's control." />
    <link rel="icon" href="data:," />
  </head>
  <body>
    <main>
      <h1>Bare page</h1>
      <p>A heading and a paragraph, with no stylesheet and no script.</p>
    </main>
  </body>
</html>`;

/** The module script and its preload links: everything that starts the client app. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export async function startBarePage(siteUrl: string): Promise<{ url: string; close(): void }> {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(compression()); // as the site does: the page without its script must not arrive larger
  app.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  app.get('/without-opener-policy', (_req, res) => {
    res.removeHeader('Cross-Origin-Opener-Policy');
    res.type('html').send(PAGE);
  });
  app.get('/without-script/*path', async (req, res) => {
    const upstream = await fetch(siteUrl + req.path.slice('/without-script'.length));
    const html = await upstream.text();
    const stripped = html.replace(APP_SCRIPTS, '');
    // measure nothing rather than the wrong page: an error, a page whose script was not found, or the
    // empty shell the site sends when rendering fails
    if (!upstream.ok || stripped === html || !html.includes('id="ssr-data"')) {
      res.status(502).type('text').send(`not a server-rendered page with a script: ${upstream.status}`);
      return;
    }
    res.type('html').send(stripped);
  });
  // the page's images, icons and the like, from the site
  app.use(async (req, res) => {
    const upstream = await fetch(siteUrl + req.url);
    res.status(upstream.status).type(upstream.headers.get('content-type') ?? 'application/octet-stream');
    res.send(Buffer.from(await upstream.arrayBuffer()));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
