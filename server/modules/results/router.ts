import { Router, type Request, type RequestHandler } from 'express';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeyPattern,
  neutralSubmission,
  resultMessages,
  hideBodySchema,
  submissionSchema,
  type HiddenResult,
  type SubmittedResult,
} from '@shared/contracts/results';
import { reportedSimulations, type ReportedSimulation } from '@shared/simulations';
import { HttpError, noStore, sendOk, sendOkInPages } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { classFilterOr400, isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { assertSimulationOpen } from '../visibility';
import { listResults, setHiddenOr404, submitResult } from './service';

/**
 * The reported results of every simulation the registry gives results to, mounted at /api/sims:
 * POST /{apiSlug}/submit (public, rate limited, idempotent), GET /{apiSlug}/results and
 * PATCH /{apiSlug}/results/{id}/hide (instructor only, never cached).
 */
export function resultsRouter({ db, publicPostLimiter, live }: ModuleContext): Router {
  const router = Router();
  const submitLimiter = publicPostLimiter('results');

  // The simulation is looked up on each request, not once at start: an instructor adds a case while the
  // site runs, and its results are at its apiSlug from then on. A slug no case has falls through (the API's 404).
  const sims = new WeakMap<Request, ReportedSimulation>();
  const simulation = (req: Request) => sims.get(req)!;
  const reported: RequestHandler = (req, _res, next) => {
    const sim = reportedSimulations().find((s) => s.results.apiSlug === req.params.apiSlug);
    if (!sim) return next('route');
    sims.set(req, sim);
    next();
  };

  router.post(
    '/:apiSlug/submit',
    reported,
    submitLimiter,
    // Closed is checked before the body, so nobody corrects their input only to be told it is closed.
    async (req, _res, next) => {
      await assertSimulationOpen(db, simulation(req).key, Boolean(req.admin));
      next();
    },
    (req, _res, next) => {
      const key = req.get(IDEMPOTENCY_HEADER);
      if (key !== undefined && !idempotencyKeyPattern.test(key))
        return next(new HttpError(400, resultMessages.badIdempotencyKey));
      next();
    },
    (req, res, next) => {
      const { key } = simulation(req);
      return withBody(submissionSchema(key), async (req, res, submission) => {
        const input = neutralSubmission(key, submission);
        const id = await submitResult(db, key, input, req.get(IDEMPOTENCY_HEADER) ?? null);
        sendOk<SubmittedResult>(res, { id }, 201);
        live.publish({ type: 'results', sim: key }, 'instructor');
      })(req, res, next);
    },
  );

  router.get('/:apiSlug/results', requireAdmin, reported, async (req, res) => {
    noStore(res);
    const classFilter = classFilterOr400(req.query.class);
    const includeHidden = req.query.hidden === 'include';
    await sendOkInPages(res, listResults(db, simulation(req), { classFilter, includeHidden }));
  });

  router.patch(
    '/:apiSlug/results/:id/hide',
    // who asks first: a visitor learns nothing of which API slugs are cases'
    requireAdmin,
    reported,
    validateParam('id', isId, resultMessages.notFound),
    withBody(hideBodySchema, async (req, res, { isHidden }) => {
      noStore(res);
      const { key } = simulation(req);
      const id = Number(req.params.id);
      await setHiddenOr404(db, key, id, isHidden);
      sendOk<HiddenResult>(res, { id, isHidden });
      live.publish({ type: 'results', sim: key }, 'instructor');
    }),
  );

  return router;
}
