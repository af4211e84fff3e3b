/**
 * The page's only script tag. Server-rendered pages (ADR 0005) are readable as soon as their HTML has
 * arrived; the app's code is only needed to make them interactive. So the page paints first, with the
 * whole connection for its HTML, and the app is fetched and started from the next frame on.
 *
 * The cases are data (content/cases, and those an instructor adds): the page carries the registry's public
 * half, registered here before the app's first module reads it (shared/cases/public-registry.ts).
 */
import './index.css';
import {
  CASE_REGISTRY_ID,
  CASE_REGISTRY_PATH,
  registerPublicRegistry,
  type PublicRegistry,
} from '@shared/cases/public-registry';

async function caseRegistry(): Promise<PublicRegistry> {
  // the script is async: it may run while the rest of the page, the registry's block too, is still arriving
  // (a half-arrived block is a truncated JSON text)
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  const block = document.getElementById(CASE_REGISTRY_ID);
  if (block?.textContent) return JSON.parse(block.textContent) as PublicRegistry;
  // a page the server did not write (the Vite dev server's index.html) asks for it
  const response = await fetch(CASE_REGISTRY_PATH, { credentials: 'same-origin' });
  return (await response.json()) as PublicRegistry;
}

requestAnimationFrame(() =>
  setTimeout(
    () =>
      void caseRegistry()
        .then(registerPublicRegistry)
        .then(() => import('./main')),
  ),
);
