import { Router } from 'express';
import {
  IDEMPOTENCY_HEADER,
  RESULT_SIMULATIONS,
  idempotencyKeyPattern,
  neutralSubmission,
  resultMessages,
  resultSimulations,
  submissionSchemas,
  type CastingSubmission,
  type HiddenResult,
  type LegalFeeSubmission,
  type SubmittedResult,
} from '@shared/contracts/results';
import { HttpError, noStore, sendOk, sendOkInPages } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { parseId, validateBody } from '../../middleware/validate';
import { assertSimulationOpen } from '../visibility/service';
import type { ModuleContext } from '../context';
import { hideResultOr404, listResults, submitResult } from './service';

/**
 * The reported results of the two negotiation simulations, mounted at /api/sims:
 * POST /{qos|svd}/submit (public, rate limited, idempotent), GET /{qos|svd}/results and
 * PATCH /{qos|svd}/results/{id}/hide (instructor only, never cached).
 */
export function resultsRouter({ db, publicPostLimiter }: ModuleContext): Router {
  const router = Router();

  for (const sim of RESULT_SIMULATIONS) {
    const { apiSlug, title } = resultSimulations[sim];

    router.post(
      `/${apiSlug}/submit`,
      publicPostLimiter,
      // Closed is checked before the body, so nobody corrects their input only to be told it is closed.
      async (req, _res, next) => {
        await assertSimulationOpen(db, sim, Boolean(req.admin), title);
        next();
      },
      (req, _res, next) => {
        const key = req.get(IDEMPOTENCY_HEADER);
        if (key !== undefined && !idempotencyKeyPattern.test(key))
          return next(new HttpError(400, resultMessages.badIdempotencyKey));
        next();
      },
      validateBody(submissionSchemas[sim]),
      async (req, res) => {
        const input = neutralSubmission(sim, req.body as CastingSubmission | LegalFeeSubmission);
        const id = await submitResult(db, sim, input, req.get(IDEMPOTENCY_HEADER) ?? null);
        sendOk<SubmittedResult>(res, { id }, 201);
      },
    );

    router.get(`/${apiSlug}/results`, requireAdmin, async (_req, res) => {
      noStore(res);
      await sendOkInPages(res, listResults(db, sim));
    });

    router.patch(`/${apiSlug}/results/:id/hide`, requireAdmin, async (req, res) => {
      noStore(res);
      const id = parseId(req.params.id as string | undefined);
      await hideResultOr404(db, sim, id);
      sendOk<HiddenResult>(res, { id, isHidden: true });
    });
  }

  return router;
}
