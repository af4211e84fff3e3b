import { Router } from 'express';
import { changeTimerSchema, startTimerSchema } from '@shared/contracts/class-timer';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { requireClassForWrites } from '../../middleware/require-class';
import { withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { changeClassTimer, startClassTimer, stopClassTimer } from './service';

/**
 * /api/class-timer: the current class's countdown. Anyone may read it (reads.ts: students' pages show it); only the
 * instructor starts (PUT), pauses, resumes, adds time (PATCH) or stops it (DELETE). Every change goes out on
 * the live channel with the new state.
 */
export function classTimerRouter({ db, live }: ModuleContext): Router {
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  // a countdown belongs to the class it is shown to: none to start while no class runs
  router.use(requireClassForWrites(db));

  router.put(
    '/',
    requireAdmin,
    withBody(startTimerSchema, async (_req, res, { label, seconds }) => {
      const timer = await startClassTimer(db, label, seconds);
      sendOk(res, timer);
      live.publish({ type: 'timer', timer }, 'everyone');
    }),
  );

  router.patch(
    '/',
    requireAdmin,
    withBody(changeTimerSchema, async (_req, res, change) => {
      const timer = await changeClassTimer(db, change);
      sendOk(res, timer);
      live.publish({ type: 'timer', timer }, 'everyone');
    }),
  );

  router.delete('/', requireAdmin, async (_req, res) => {
    await stopClassTimer(db);
    sendOk(res, null);
    live.publish({ type: 'timer', timer: null }, 'everyone');
  });

  return router;
}
