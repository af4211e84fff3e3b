import { Router, type Request } from 'express';
import { releaseBodySchema } from '@shared/contracts/debrief';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { release } from './service';

/**
 * POST /api/sims/{key}/debrief/release `{released}` (instructor): the current class's students may open
 * their own debrief, or no longer. Every page hears `debrief` (no data) and refetches what it shows.
 * (The GETs are in reads.ts.)
 */
export function debriefRouter(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  router.post(
    '/release',
    requireAdmin,
    withBody(releaseBodySchema, async (req: Request, res, { released }) => {
      noStore(res);
      const key = String((req.params as Record<string, unknown>).key ?? '');
      sendOk(res, await release(ctx, key, released));
      ctx.live.publish({ type: 'debrief', sim: key }, 'everyone');
    }),
  );
  return router;
}
