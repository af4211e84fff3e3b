import querystring from 'node:querystring';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { PROJECTOR_COOKIE } from '@shared/contracts/presenter-config';
import { SEAT_COOKIE } from '@shared/contracts/seats-config';
import { TARIFF_TEAM_COOKIE } from '@shared/contracts/tariff-config';
import type { Ok } from '@shared/contracts/envelope';
import { messages } from '@shared/messages';
import { sentCookie } from './device-token';
import { failureBody, HttpError, noStore } from './http';

/**
 * Who is reading, built once per request from what the request already carries: the instructor's session
 * (the session middleware) and a Tariff Wars device cookie. A read decides what this viewer may see.
 */
export interface Viewer {
  /** The signed-in instructor, or null for a visitor. */
  admin: { id: number; email: string; name: string } | null;
  isAdmin: boolean;
  /** The Tariff Wars team cookie as sent, if any: only the tariff module reads it. */
  teamToken: unknown;
  /** The seat cookie as sent, if any: only the seats module reads it. */
  seatToken: unknown;
  /** A projector's cookie as sent, if any: only the presenter module reads it. */
  projectorToken: unknown;
}

export const viewerOf = (req: Request): Viewer => ({
  admin: req.admin ? { id: req.admin.id, email: req.admin.email, name: req.admin.name } : null,
  isAdmin: Boolean(req.admin),
  teamToken: sentCookie(req, TARIFF_TEAM_COOKIE),
  seatToken: sentCookie(req, SEAT_COOKIE),
  projectorToken: sentCookie(req, PROJECTOR_COOKIE),
});

/** A visitor: nobody signed in, no device cookie (start-up rendering, tests). */
export const VISITOR: Viewer = {
  admin: null,
  isAdmin: false,
  teamToken: undefined,
  seatToken: undefined,
  projectorToken: undefined,
};

/**
 * One GET of the API, as a plain function of the viewer, the path's parameters and the query string. The
 * Express app mounts it (readsRouter) and the server renderer calls it in-process (dispatchReads): the access
 * rules are the read's own, written once.
 */
export interface Read {
  /** The full path, parameters as `:name`, e.g. `/api/sims/:key/roles/:role`. */
  path: string;
  /**
   * True when every visitor gets the same answer, a function of the URL and the public settings alone (those
   * whose writes bump the settings version, server/db/settings-version.ts). A visitor's page is kept only when
   * every read it made was public. A read of a session, a device cookie or anything else that changes without
   * a settings write (a timer, results) is not public, whoever may make it.
   */
  public: boolean | ((params: Record<string, string>) => Promise<boolean>);
  /** Only the signed-in instructor may read it: 401 for anyone else, before anything else is looked at. */
  adminOnly?: boolean;
  /**
   * Middleware an HTTP request passes before the read (a budget of wrong codes); the server renderer's
   * in-process calls do not.
   */
  before?: RequestHandler[];
  /** Headers of the HTTP answer besides `Cache-Control: no-store`, which every read carries. */
  headers?: Record<string, string>;
  /**
   * The answer's JSON body (the envelope, or a visibility GET's bare object); throws HttpError to refuse.
   * `http` is there only when the read answers an HTTP request (to clear a stale cookie, say).
   */
  read(
    viewer: Viewer,
    params: Record<string, string>,
    query: Record<string, unknown>,
    http?: { req: Request; res: Response },
  ): Promise<unknown> | unknown;
}

/** Whether a read's answer is the same for every visitor now (its `public`, decided per call when a function). */
const isPublic = async (def: Read, params: Record<string, string>) =>
  typeof def.public === 'function' ? def.public(params) : def.public;

/** Types a module's read (the literal is the definition; this only checks it). */
export const defineRead = (read: Read): Read => read;

/** The `{ success: true, data }` envelope of an answer. */
export const ok = <T>(data: T): Ok<T> => ({ success: true, data });

async function answer(
  def: Read,
  viewer: Viewer,
  params: Record<string, string>,
  query: Record<string, unknown>,
  http?: { req: Request; res: Response },
) {
  if (def.adminOnly && !viewer.isAdmin) throw new HttpError(401, messages.signInRequired);
  return def.read(viewer, params, query, http);
}

/** Mounts every read as a GET route of the app (never cached: settings and sessions change at any moment). */
export function readsRouter(reads: readonly Read[]): Router {
  const router = Router();
  for (const def of reads) {
    router.get(def.path, ...(def.before ?? []), async (req: Request, res: Response) => {
      noStore(res);
      if (def.headers) res.set(def.headers);
      res.json(
        await answer(def, viewerOf(req), req.params as Record<string, string>, req.query, { req, res }),
      );
    });
  }
  return router;
}

/** A read's answer in-process: status, body, and whether it may be part of a kept page. */
export interface ReadAnswer {
  status: number;
  body: unknown;
  public: boolean;
}

const pattern = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((s) => (s.startsWith(':') ? '([^/]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  );

/**
 * The server renderer's way to the API: a GET of `url` answered by the read it names, for `viewer`, in this
 * process (no HTTP). A URL no read serves, and a read that failed for another reason than a refusal (the
 * database is unavailable), answer as the API would fail but are never public, so the page is not kept.
 */
export function dispatchReads(reads: readonly Read[]) {
  const table = reads.map((def) => ({
    def,
    re: pattern(def.path),
    names: [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  }));
  return async (url: string, viewer: Viewer): Promise<ReadAnswer> => {
    const { pathname, search } = new URL(url, 'http://read.invalid');
    for (const { def, re, names } of table) {
      const match = re.exec(pathname);
      if (!match) continue;
      let params: Record<string, string> = {};
      try {
        params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
        const query = { ...querystring.parse(search.slice(1)) };
        const body = await answer(def, viewer, params, query);
        return { status: 200, body, public: await isPublic(def, params) };
      } catch (err) {
        if (err instanceof HttpError)
          return {
            status: err.status,
            body: failureBody(err),
            public: await isPublic(def, params).catch(() => false),
          };
        return { status: 500, body: { success: false, message: messages.internal }, public: false };
      }
    }
    return { status: 404, body: { success: false, message: messages.notFound }, public: false };
  };
}

export type ReadDispatcher = ReturnType<typeof dispatchReads>;
