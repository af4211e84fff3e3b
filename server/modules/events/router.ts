import { Router } from 'express';
import { LIVE_RETRY_MS } from '@shared/contracts/live-config';
import { HttpError } from '../../lib/http';
import { sseFrame } from '../../live/streams';
import type { ModuleContext } from '../context';

/**
 * Open streams a process keeps at most, and from one address (a whole class behind one office NAT fits);
 * past them a student's stream gets 503 and the browser retries. The instructor's always opens.
 */
const MAX_STREAMS = 5_000;
const MAX_STREAMS_PER_ADDRESS = 1_000;

/**
 * GET /api/events: the live channel (Server-Sent Events). Who the client is (instructor session, Tariff
 * Wars team cookie) is read once, when it connects; each message then goes only where its audience allows
 * (server/live/streams.ts). Never cached, never compressed (compression would hold frames back).
 */
export function eventsRouter(ctx: ModuleContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { live, liveStreams } = ctx;
    await live.ready.catch(() => {
      throw new HttpError(503, 'Live updates are not available right now.');
    });
    const teamId = await ctx.teamOf(req);
    const isInstructor = Boolean(req.admin);
    const address = req.ip ?? '';
    // checked after the waits, right before the stream is added: parallel opens cannot overshoot
    if (
      !isInstructor &&
      (liveStreams.size >= MAX_STREAMS || liveStreams.countFrom(address) >= MAX_STREAMS_PER_ADDRESS)
    )
      throw new HttpError(503, 'Too many live connections. Retrying.');
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware and proxies leave the stream alone
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    // registered before the hello: a client that has its hello receives everything published after it
    liveStreams.add({ res, isInstructor, teamId, address, sessionToken: req.sessionToken ?? null });
    res.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    res.write(
      sseFrame({
        type: 'hello',
        serverNow: new Date().toISOString(),
        audience: isInstructor ? 'instructor' : 'student',
      }),
    );
  });
  return router;
}
