import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isLoopbackHost } from '@shared/contracts/join';

/** HSTS on answers that travelled over HTTPS (directly, or through a trusted proxy that says so). */
const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Radix and react-remove-scroll inject small <style> elements.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * The headers that matter for the build's scripts and styles, which the server sends before Express runs
 * (server/static-assets.ts): the content policy (a worker's script and an SVG opened on its own are
 * documents of their own), no sniffing a type, and no loading from other sites.
 */
export const ASSET_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * COOP where the browser applies it (ADR 6): a secure origin (HTTPS) or this computer's own (localhost).
 * Over plain HTTP at a LAN address (the classroom set-up), Chromium ignores it and logs an error for every
 * document and worker: sending it there protects nothing and fills the console.
 */
const crossOriginOpenerPolicy: RequestHandler = (req, res, next) => {
  if (req.secure || isLoopbackHost(req.hostname)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  next();
};

/** Security headers on every response: pages, API, PDFs and errors alike. */
export function securityHeaders(): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
  });
  return [headers, strictTransportSecurity, crossOriginOpenerPolicy];
}
