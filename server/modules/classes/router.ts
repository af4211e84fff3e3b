import { Router } from 'express';
import {
  classMessages,
  deleteClassSchema,
  newClassSchema,
  renameClassSchema,
} from '@shared/contracts/classes';
import { reportedSimulations } from '@shared/simulations';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { isId, validateParam, withBody } from '../../middleware/validate';
import { tablesThatLostRows } from '../../db/scrub';
import type { ModuleContext } from '../context';
import { researchExport } from './research-export';
import {
  changeClassOr404,
  deleteClassOr4xx,
  endCurrentClass,
  findClassOr404,
  startNewClass,
} from './service';

/**
 * Classes, mounted at /api/classes (instructor only, never cached; the list is in reads.ts): POST to
 * start a new class (the current one ends), POST /current/end to end the current one (none is current until
 * the next starts), PATCH /{id} to rename it or change its retention, DELETE /{id}
 * (with its name typed to confirm) to delete an ended class with everything in it.
 */
export function classesRouter({ db, live, logger, scrubber }: ModuleContext): Router {
  const router = Router();
  router.use(requireAdmin, (_req, res, next) => {
    noStore(res);
    next();
  });

  /** What every page hears when a class ends, whether a new one starts with it or not. */
  const classEnded = () => {
    // no timer and no results yet; the ended class's Tariff Wars game has ended, and its teams' devices
    // read that on this signal
    live.publish({ type: 'classes' }, 'instructor');
    live.publish({ type: 'timer', timer: null }, 'everyone');
    live.publish({ type: 'tariff' }, 'everyone');
    // every seat belonged to the class that ended: their pages refetch and say so (a signal, no seat in it)
    live.publish({ type: 'seat' }, 'everyone');
    live.publish({ type: 'roster' }, 'instructor');
  };

  router.post(
    '/',
    withBody(newClassSchema, async (_req, res, { name, closeSimulations }) => {
      sendOk(res, await startNewClass(db, name, closeSimulations), 201);
      classEnded();
      if (closeSimulations) live.publish({ type: 'simulations' }, 'everyone');
    }),
  );

  router.post('/current/end', async (_req, res) => {
    sendOk(res, await endCurrentClass(db));
    classEnded();
  });

  const classId = validateParam('id', isId, classMessages.notFound);

  router.patch(
    '/:id',
    classId,
    withBody(renameClassSchema, async (req, res, change) => {
      sendOk(res, await changeClassOr404(db, Number(classId.of(req)), change));
      live.publish({ type: 'classes' }, 'instructor');
    }),
  );

  router.delete(
    '/:id',
    classId,
    withBody(deleteClassSchema, async (req, res, { confirmName }) => {
      const id = Number(classId.of(req));
      const { name, deleted } = await deleteClassOr4xx(db, id, confirmName);
      // what, when and how many rows: never a name of a student
      logger.info({ classId: id, deleted }, 'a class was deleted with everything in it');
      // the deleted rows stay in the database's files until their tables are rewritten
      scrubber.request(tablesThatLostRows(deleted));
      sendOk(res, { id, deleted, message: classMessages.deleted(name) });
      live.publish({ type: 'classes' }, 'instructor');
      for (const sim of reportedSimulations()) live.publish({ type: 'results', sim: sim.key }, 'instructor');
      live.publish({ type: 'feedback' }, 'instructor');
    }),
  );

  router.get('/:id/research-export', classId, async (req, res) => {
    const id = Number(classId.of(req));
    await findClassOr404(db, id);
    const csv = await researchExport(db, id, req.query.freeText === 'true');
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="class-${id}-research.csv"`)
      .send(csv);
  });

  return router;
}
