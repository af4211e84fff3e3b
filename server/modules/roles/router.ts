import { Router } from 'express';
import { noStore, sendOk } from '../../lib/http';
import type { ModuleContext } from '../context';
import { loadRoleDocuments } from './content-loader';
import { langOr400, roleInstructions, roleOr404, simulationOr404 } from './service';

/** `GET /api/sims/{key}/roles/{role}?lang=en|ko`: a role's confidential instructions, when open. */
export function rolesRouter({ simulationAccess }: ModuleContext): Router {
  const router = Router();
  const docs = loadRoleDocuments();

  router.get('/:key/roles/:role', async (req, res) => {
    // Confidential and dependent on the open/closed switch: never cached, never indexed, whatever the answer.
    noStore(res);
    res.set('X-Robots-Tag', 'noindex');
    const sim = simulationOr404(req.params.key);
    const role = roleOr404(sim, req.params.role);
    const lang = langOr400(req.query.lang);
    await simulationAccess.assertOpen(sim.key, Boolean(req.admin));
    sendOk(res, roleInstructions(docs, sim, role, lang));
  });

  return router;
}
