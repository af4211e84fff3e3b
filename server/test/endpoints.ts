import type { Express } from 'express';
import { EVENTS_URL } from '@shared/contracts/live-config';

/** One registered route, e.g. `{ method: 'GET', path: '/api/sims/:key/roles/:role' }`. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

type Layer = {
  rawPath?: string | string[];
  handle: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean> };
};

/**
 * Every route Express has registered under /api and /decks (the PDFs), with its full path, found by walking
 * the router stacks. Tests that check "every endpoint" use this, so a new route is covered without a list.
 */
export function registeredEndpoints(app: Express): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          found.push({
            method: method.toUpperCase() as Endpoint['method'],
            path: `${prefix}${layer.route.path}`.replace(/\/$/, ''),
          });
      } else if (layer.handle.stack) {
        const raw = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${raw}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.filter(
    (e) =>
      (e.path.startsWith('/api/') || e.path.startsWith('/decks/')) &&
      // the live stream never ends, so a request-and-answer check would wait forever: modules/events tests it
      e.path !== EVENTS_URL,
  );
}

/** A valid value for each path parameter the routes use. */
export const samplePathParams: Record<string, string> = {
  deck: 'ai',
  simulation: 'queenOfSorrows',
  key: 'queenOfSorrows',
  role: 'agent',
  id: '1',
  file: 'ai.pdf',
  /** A Tariff Wars round number (1-5). */
  round: '1',
  /** A negotiating table of a published assignment (the deal). */
  table: '1',
  /** A deal form whose draft is kept. */
  form: 'plan',
};

/** The path with each `:name` replaced by `value(name)`. */
export const withParams = (path: string, value: (name: string) => string) =>
  path.replace(/:(\w+)/g, (_, name: string) => value(name));

/** The path with every parameter set to its sample value ('x' for one without a sample). */
export const samplePath = (path: string) => withParams(path, (name) => samplePathParams[name] ?? 'x');
