import { Router } from 'express';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import type { ModuleContext } from '../context';
import { loadRoleDocuments, loadTeachingNotes } from './content-loader';
import { langOr400, roleInstructions, roleOr404, simulationOr404, teachingNotes } from './service';

/**
 * `GET /api/sims/{key}/roles/{role}?lang=en|ko`: a role's confidential instructions, when open.
 * `GET /api/sims/{key}/teaching-notes?lang=en|ko`: the simulation's teaching notes, instructor only.
 */
export function rolesRouter({ simulationAccess }: ModuleContext): Router {
  const router = Router();
  const docs = loadRoleDocuments();
  const notes = loadTeachingNotes();

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

  // Both sides' secret figures: the session is checked before anything else, and the answer is never cached.
  router.get(
    '/:key/teaching-notes',
    (_req, res, next) => {
      noStore(res);
      res.set('X-Robots-Tag', 'noindex');
      next();
    },
    requireAdmin,
    (req, res) => {
      const sim = simulationOr404(req.params.key);
      sendOk(res, teachingNotes(notes, sim, langOr400(req.query.lang)));
    },
  );

  return router;
}
