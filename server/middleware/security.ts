import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** HSTS on answers that travelled over HTTPS (directly, or through a trusted proxy that says so). */
const strictTransportSecurity: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  next();
};

/** Security headers on every response: pages, API, PDFs and errors alike. */
export function securityHeaders(): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and react-remove-scroll inject small <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  return [headers, strictTransportSecurity];
}

/**
 * The headers securityHeaders() sets on a plain HTTP answer, worked out once: for the build's scripts and
 * styles, which the HTTP server answers before Express (page-cache/compressed-assets.ts). HSTS, which
 * depends on the request, is added there.
 */
export function fixedSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  const [helmetHeaders] = securityHeaders();
  let done = false;
  helmetHeaders!({ secure: false, headers: {} } as never, res as never, () => (done = true));
  if (!done) throw new Error('the security headers are not set synchronously');
  return headers;
}
