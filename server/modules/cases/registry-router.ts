import { Router } from 'express';
import { CASE_REGISTRY_PATH, publicRegistry } from '@shared/cases/public-registry';
import { sendOk } from '../../lib/http';

/**
 * `GET /api/case-registry`: the registry's public half, which every page the server sends already carries;
 * for a page it did not send (the Vite dev server's). Public: no figure is in it.
 */
export function caseRegistryRouter(): Router {
  const router = Router();
  router.get(CASE_REGISTRY_PATH.replace(/^\/api/, ''), (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    sendOk(res, publicRegistry());
  });
  return router;
}
