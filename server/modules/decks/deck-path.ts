import type { RequestHandler } from 'express';

/** Decodes percent-escapes (twice, for double-encoded slashes); leaves a malformed escape as it is. */
function decode(segment: string): string {
  let value = segment;
  for (let i = 0; i < 2; i++) {
    try {
      value = decodeURIComponent(value);
    } catch {
      break;
    }
  }
  return value;
}

/**
 * The path a lenient file server would resolve: escapes decoded, backslashes and repeated slashes as one
 * slash, `.` and `..` resolved, trailing dots and spaces dropped (as Windows does), lower case (as macOS
 * does). Only used to recognise a request that means a deck, never to serve a file.
 */
export function canonicalPath(rawPath: string): string {
  const parts: string[] = [];
  for (const raw of decode(rawPath).split(/[/\\]+/)) {
    if (raw === '..') parts.pop();
    else if (raw !== '.') {
      const part = raw.replace(/[. ]+$/, '').toLowerCase();
      if (part) parts.push(part);
    }
  }
  return `/${parts.join('/')}`;
}

/**
 * Every spelling of /decks/{file} (`/decks%2fai.pdf`, `//decks/ai.pdf`, `/x/../decks/ai.pdf`, `/DECKS/AI.PDF`,
 * `/decks/ai.pdf.`) goes to the one access-checked deck route, so no path can reach a deck around it.
 */
export const routeDeckAliases: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf('?');
  const rawPath = query === -1 ? req.url : req.url.slice(0, query);
  const canonical = canonicalPath(rawPath);
  if (!canonical.startsWith('/decks/')) return next();
  // re-encoded, so a decoded `#`, `?` or `%` stays part of the file name
  const url = canonical.split('/').map(encodeURIComponent).join('/');
  if (url !== rawPath) req.url = url + (query === -1 ? '' : req.url.slice(query));
  next();
};
