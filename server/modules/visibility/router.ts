import { Router } from 'express';
import { messages } from '@shared/messages';
import { simulationSettingPatchSchema } from '@shared/contracts/visibility';
import { isSimulationKey } from '@shared/simulations';
import { sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { updateSimulationVisibility } from './service';

/**
 * Changing the simulations' visibility settings, mounted at /api/visibility/simulations (the GET is in
 * reads.ts); the PATCH answer uses the envelope.
 */
export function visibilityRouter({ db, live }: ModuleContext): Router {
  const router = Router();
  const simulation = validateParam('simulation', isSimulationKey, messages.unknownSimulation);

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
