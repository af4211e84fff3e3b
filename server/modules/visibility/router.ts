import { Router } from 'express';
import { messages } from '@shared/messages';
import { simulationSettingPatchSchema } from '@shared/contracts/visibility';
import { isSimulationKey } from '@shared/simulations';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { simulationVisibility, updateSimulationVisibility } from './service';

/**
 * The simulations' visibility settings, mounted at /api/visibility/simulations. The GET answers the bare
 * keyed object of SPEC section 7; the PATCH answer uses the envelope.
 */
export function visibilityRouter({ db, live }: ModuleContext): Router {
  const router = Router();
  const simulation = validateParam('simulation', isSimulationKey, messages.unknownSimulation);

  router.get('/', async (_req, res) => {
    noStore(res);
    res.json(await simulationVisibility(db));
  });

  router.patch(
    '/:simulation',
    requireAdmin,
    simulation,
    withBody(simulationSettingPatchSchema, async (req, res, patch) => {
      sendOk(res, await updateSimulationVisibility(db, simulation.of(req), patch));
      live.publish({ type: 'simulations' }, 'everyone');
    }),
  );

  return router;
}
