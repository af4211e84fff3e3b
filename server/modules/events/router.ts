import { Router, type Request, type Response } from 'express';
import { EVENTS_URL, LIVE_RETRY_MS } from '@shared/contracts/live-config';
import { deviceCookie, drawDeviceId, isDeviceId } from '../../lib/device-token';
import { HttpError } from '../../lib/http';
import { sseFrame } from '../../live/streams';
import type { ModuleContext } from '../context';
import { projectorOfRequest } from '../presenter';
import { seatOfRequest } from '../seats';
import { tariffGroupOf } from '../tariff';
import { streamGroupsOf } from './stream-groups';

/**
 * Open streams a process keeps at most, from one address (a whole class behind one office NAT fits: 300
 * students with three tabs each), and from one browser (its tabs); past them a student's stream gets 503.
 * The instructor's always opens.
 */
export const STREAM_CAPS = { total: 5_000, perAddress: 1_000, perBrowser: 10 };

/**
 * A random id the server gives each browser on its first stream (HttpOnly, sent only to /api/events), so one
 * browser cannot take its address's streams. Not a secret and not signed: a client that drops or makes up
 * the cookie is held by the cap per address alone.
 */
const browserCookie = deviceCookie('live_client', { path: EVENTS_URL, maxAgeMs: 365 * 24 * 3_600_000 });

/** The browser's id from its cookie; a browser without a valid one is given a new one with this answer. */
function browserOf(req: Request, res: Response): string {
  const sent = browserCookie.sent(req);
  if (isDeviceId(sent)) return sent;
  const id = drawDeviceId();
  browserCookie.give(req, res, id);
  return id;
}

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: the compression middleware and proxies leave the stream alone
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

/**
 * GET /api/events: the live channel (Server-Sent Events). Who the client is (instructor session, Tariff
 * Wars team cookie) is read once, when it connects; each message then goes only where its audience allows
 * (server/live/streams.ts). Never cached, never compressed (compression would hold frames back).
 */
export function eventsRouter(ctx: ModuleContext): Router {
  const seatOf = seatOfRequest(ctx.db);
  const teamCookieGroupOf = tariffGroupOf(ctx.db);
  const projectorLinkOf = projectorOfRequest(ctx.db);
  const router = Router();
  // HEAD (a link checker, a proxy's probe): the stream's headers and nothing else; no stream is opened
  router.head('/', (_req, res) => {
    res.writeHead(200, STREAM_HEADERS).end();
  });
  router.get('/', async (req, res) => {
    const { live, liveStreams } = ctx;
    await live.ready.catch(() => {
      throw new HttpError(503, 'Live updates are not available right now.');
    });
    const seatId = await seatOf(req);
    const teamCookieGroup = await teamCookieGroupOf(req);
    const groupIds = await streamGroupsOf(ctx.db, teamCookieGroup, seatId);
    const isInstructor = Boolean(req.admin);
    // the instructor's own windows follow the presentation through its state events
    const projectorOf = isInstructor ? null : ((await projectorLinkOf(req))?.adminId ?? null);
    const address = req.ip ?? '';
    const browser = browserOf(req, res);
    // checked after the waits, right before the stream is added: parallel opens cannot overshoot. The caps
    // per address and per browser hold over every process of the site (counted in the database)
    if (!isInstructor && !(await liveStreams.reserve(address, browser, STREAM_CAPS, seatId)))
      throw new HttpError(503, 'Too many live connections. Retrying.');
    res.writeHead(200, STREAM_HEADERS);
    // registered before the hello: a client that has its hello receives everything published after it
    liveStreams.add({
      res,
      isInstructor,
      groupIds,
      seatId,
      teamCookieGroup,
      projectorOf,
      address,
      browser,
      sessionToken: req.sessionToken ?? null,
    });
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    res.write(
      sseFrame({
        type: 'hello',
        serverNow: new Date().toISOString(),
        audience: isInstructor ? 'instructor' : 'student',
        seated: seatId !== null,
      }),
    );
  });
  return router;
}
