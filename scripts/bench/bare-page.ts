/**
 * The Lighthouse bench's control: a bare HTML page (a heading and a paragraph, no CSS, no script) sent
 * with the site's own security headers, so a reader can tell what this machine and browser cost any page.
 * `/without-opener-policy` sends the same page without Cross-Origin-Opener-Policy: with that header,
 * Chromium must give the page a fresh renderer process when Lighthouse navigates there from about:blank
 * (docs/decisions/0006).
 */
import type { AddressInfo } from 'node:net';
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

export async function startBarePage(): Promise<{ url: string; close(): void }> {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(true));
  app.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  app.get('/without-opener-policy', (_req, res) => {
    res.removeHeader('Cross-Origin-Opener-Policy');
    res.type('html').send(PAGE);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
