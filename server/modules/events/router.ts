import { Router } from 'express';
import { LIVE_RETRY_MS } from '@shared/contracts/live-config';
import { HttpError } from '../../lib/http';
import { sseFrame } from '../../live/streams';
import type { ModuleContext } from '../context';

/** Open streams a process keeps at most; past it, new ones get 503 and the browser retries. */
const MAX_STREAMS = 5_000;

/**
 * GET /api/events: the live channel (Server-Sent Events). Who the client is (instructor session, Tariff
 * Wars team cookie) is read once, when it connects; each message then goes only where its audience allows
 * (server/live/streams.ts). Never cached, never compressed (compression would hold frames back).
 */
export function eventsRouter(ctx: ModuleContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { live, liveStreams } = ctx;
    if (liveStreams.size >= MAX_STREAMS) throw new HttpError(503, 'Too many live connections. Retrying.');
    await live.ready.catch(() => {
      throw new HttpError(503, 'Live updates are not available right now.');
    });
    const teamId = await ctx.teamOf(req);
    const isInstructor = Boolean(req.admin);
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware and proxies leave the stream alone
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    // registered before the hello: a client that has its hello receives everything published after it
    liveStreams.add({ res, isInstructor, teamId });
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
