import { Router } from 'express';
import { deckSettingPatchSchema, simulationSettingPatchSchema } from '@shared/contracts/visibility';
import type { Db } from '../../db/client';
import { HttpError, noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { validateBody } from '../../middleware/validate';
import { updateDeckSetting, updateSimulationSetting } from './repository';
import { deckKeyOr404, deckVisibility, simulationKeyOr404, simulationVisibility } from './service';

/** GET answers are the bare keyed objects of SPEC section 7; PATCH answers use the envelope. */
export function visibilityRouter(db: Db): Router {
  const router = Router();

  router.get('/decks', async (_req, res) => {
    noStore(res);
    res.json(await deckVisibility(db));
  });

  router.get('/simulations', async (_req, res) => {
    noStore(res);
    res.json(await simulationVisibility(db));
  });

  router.patch(
    '/decks/:deck',
    requireAdmin,
    (req, _res, next) => next(void deckKeyOr404(req.params.deck)),
    validateBody(deckSettingPatchSchema),
    async (req, res) => {
      const row = await updateDeckSetting(db, deckKeyOr404(req.params.deck), req.body);
      if (!row) throw new HttpError(404, 'Unknown deck.');
      sendOk(res, row);
    },
  );

  router.patch(
    '/simulations/:simulation',
    requireAdmin,
    (req, _res, next) => next(void simulationKeyOr404(req.params.simulation)),
    validateBody(simulationSettingPatchSchema),
    async (req, res) => {
      const row = await updateSimulationSetting(db, simulationKeyOr404(req.params.simulation), req.body);
      if (!row) throw new HttpError(404, 'Unknown simulation.');
      sendOk(res, row);
    },
  );

  return router;
}
