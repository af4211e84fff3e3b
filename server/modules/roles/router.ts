import { Router } from 'express';
import { noStore, sendOk } from '../../lib/http';
import type { ModuleContext } from '../context';
import { simulationKeyOr404 } from '../visibility/service';
import { loadRoleDocuments } from './content-loader';
import { langOr400, roleInstructions, roleOr404 } from './service';

/** `GET /api/sims/{key}/roles/{role}?lang=en|ko`: a role's confidential instructions, when open. */
export function rolesRouter(ctx: ModuleContext, docs = loadRoleDocuments()): Router {
  const router = Router();

  router.get('/:key/roles/:role', async (req, res) => {
    // Confidential and dependent on the open/closed switch: never cached, never indexed, whatever the answer.
    noStore(res);
    res.set('X-Robots-Tag', 'noindex');
    const sim = simulationKeyOr404(req.params.key);
    const role = roleOr404(sim, req.params.role);
    const lang = langOr400(req.query.lang);
    sendOk(res, await roleInstructions(ctx.db, docs, { sim, role, lang, isAdmin: Boolean(req.admin) }));
  });

  return router;
}
