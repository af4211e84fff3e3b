/**
 * The page's only script tag. Server-rendered pages (ADR 0005) are readable as soon as their HTML has
 * arrived; the app's code is only needed to make them interactive. So the page paints first, with the
 * whole connection for its HTML, and the app is fetched and started from the next frame on.
 *
 * The cases are data (content/cases, and those an instructor adds): the page carries the registry's public
 * half in a data block, which the app registers before its first module reads it (app/case-registry.ts).
 * This file imports nothing the app shares with other pages: a module in its chunk would make the
 * presenter's page run this file, which starts the app on a page that has no root.
 */
import './index.css';

/** The data block's id and the address that answers the same (shared/cases/public-registry.ts). */
const BLOCK_ID = 'case-registry';
const REGISTRY_PATH = '/api/case-registry';

async function caseRegistry(): Promise<unknown> {
  // the script is async: it may run while the rest of the page, the registry's block too, is still arriving
  // (a half-arrived block is a truncated JSON text)
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const block = document.getElementById(BLOCK_ID);
  if (block?.textContent) return JSON.parse(block.textContent);
  // a page the server did not write (the Vite dev server's index.html) asks for it
  const response = await fetch(REGISTRY_PATH, { credentials: 'same-origin' });
  return ((await response.json()) as { data: unknown }).data;
}

requestAnimationFrame(() =>
  setTimeout(
    () =>
      void caseRegistry().then((registry) => {
        (globalThis as Record<symbol, unknown>)[Symbol.for('course-site.registry-sent')] = registry;
        return import('./main');
      }),
  ),
);
