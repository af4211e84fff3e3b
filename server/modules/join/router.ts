import { Router } from 'express';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import type { ModuleContext } from '../context';
import { joinInfo } from './service';

/** Mounted at /api/join: GET answers the join screen's settings (instructor only, never cached). */
export function joinRouter({ config }: ModuleContext): Router {
  const router = Router();

  router.get('/', requireAdmin, (_req, res) => {
    noStore(res);
    sendOk(res, joinInfo(config));
  });

  return router;
}
