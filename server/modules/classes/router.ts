import { Router } from 'express';
import { classMessages, newClassSchema, renameClassSchema } from '@shared/contracts/classes';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { renameClassOr404, startNewClass } from './service';

/**
 * Classes, mounted at /api/classes (instructor only, never cached; the list is in reads.ts): POST to
 * start a new class (the current one ends), PATCH /{id} to rename.
 */
export function classesRouter({ db, live }: ModuleContext): Router {
  const router = Router();
  router.use(requireAdmin, (_req, res, next) => {
    noStore(res);
    next();
  });

  router.post(
    '/',
    withBody(newClassSchema, async (_req, res, { name, closeSimulations }) => {
      sendOk(res, await startNewClass(db, name, closeSimulations), 201);
      // a new class has no timer and no results yet; its simulations may have closed; the previous class's
      // Tariff Wars game has ended, and its teams' devices read that on this signal; every seat is of the
      // ended class, so each seated page asks for its seat again and reads "this class has ended"
      live.publish({ type: 'classes' }, 'instructor');
      live.publish({ type: 'seat' }, 'everyone');
      live.publish({ type: 'timer', timer: null }, 'everyone');
      live.publish({ type: 'tariff' }, 'everyone');
      if (closeSimulations) live.publish({ type: 'simulations' }, 'everyone');
    }),
  );

  router.patch(
    '/:id',
    validateParam('id', isId, classMessages.notFound),
    withBody(renameClassSchema, async (req, res, { name }) => {
      sendOk(res, await renameClassOr404(db, Number(req.params.id), name));
      live.publish({ type: 'classes' }, 'instructor');
    }),
  );

  return router;
}
