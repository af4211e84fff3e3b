import { Router } from 'express';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import type { ModuleContext } from '../context';
import { dashboardFigures } from './service';

/** Mounted at /api/admin. */
export function dashboardRouter({ db }: ModuleContext): Router {
  const router = Router();

  router.get('/dashboard', requireAdmin, async (_req, res) => {
    noStore(res);
    sendOk(res, await dashboardFigures(db));
  });

  return router;
}
