import { Router, type Request, type RequestHandler } from 'express';
import { IDEMPOTENCY_HEADER } from '@shared/contracts/results-config';
import { noStore, sendOk } from '../../lib/http';
import { viewerOf } from '../../lib/reads';
import { requireAdmin } from '../../middleware/require-admin';
import { isId, validateParam } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { enterForPair, reopen, settle } from './instructor';
import { askingSeat, dealError, forRound, forSeatRound, type DealDeps } from './pair';
import {
  answerSurvey,
  confirmAgreement,
  disputeAgreement,
  enterAgreement,
  recordFirstOffer,
  saveMyDraft,
  submitPlan,
} from './service';

/**
 * A seated pair's deal, mounted at /api/sims/{key} (the GETs are in reads.ts), never cached. Students:
 * PUT my-plan, PUT my-pair/first-offer, PUT my-pair/agreement (Idempotency-Key), POST my-pair/agreement/
 * confirm and /dispute, PUT my-survey, PUT my-drafts/{form}. The instructor: POST pairs/{table}/reopen and
 * /settle, PUT pairs/{table}/agreement. Who asks is decided before what they sent is read: 401 (a cookie of a
 * seat that is gone), 410 (a seat of an ended class) or 403 first.
 * Live: each write tells the pair's seats and the instructor `deal` (and `results` when the result row
 * changed).
 */
export function dealRouter(ctx: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  const keyOf = (req: Request) => String((req.params as Record<string, unknown>).key ?? '');
  const idempotencyKey = (req: Request) => req.get(IDEMPOTENCY_HEADER);
  /** A student's write: its answer from the seat of the request and the body as sent. */
  const student =
    (
      write: (
        deps: DealDeps,
        key: string,
        seatId: number | null,
        body: unknown,
        req: Request,
      ) => Promise<unknown>,
    ): RequestHandler =>
    async (req, res) => {
      const seatId = await askingSeat(ctx, viewerOf(req));
      const deps = forSeatRound(ctx, keyOf(req), seatId, req.query.round);
      sendOk(res, await write(deps, keyOf(req), seatId, req.body, req));
    };

  router.put(
    '/my-plan',
    student((deps, key, seat, body) => submitPlan(deps, key, seat, body)),
  );
  router.put(
    '/my-pair/first-offer',
    student((deps, key, seat, body) => recordFirstOffer(deps, key, seat, body)),
  );
  router.put(
    '/my-pair/agreement',
    student((deps, key, seat, body, req) => enterAgreement(deps, key, seat, body, idempotencyKey(req))),
  );
  router.post(
    '/my-pair/agreement/confirm',
    student((deps, key, seat, body) => confirmAgreement(deps, key, seat, body)),
  );
  router.post(
    '/my-pair/agreement/dispute',
    student((deps, key, seat, body) => disputeAgreement(deps, key, seat, body)),
  );
  router.put(
    '/my-survey',
    student((deps, key, seat, body) => answerSurvey(deps, key, seat, body)),
  );
  router.put(
    '/my-drafts/:form',
    student((deps, key, seat, body, req) => saveMyDraft(deps, key, seat, String(req.params.form), body)),
  );

  const table = validateParam('table', isId, dealError('unknown-table').message);
  router.post('/pairs/:table/reopen', requireAdmin, table, async (req, res) => {
    sendOk(res, await reopen(forRound(ctx, req.query.round), keyOf(req), Number(table.of(req))));
  });
  router.post('/pairs/:table/settle', requireAdmin, table, async (req, res) => {
    sendOk(res, await settle(forRound(ctx, req.query.round), keyOf(req), Number(table.of(req)), req.body));
  });
  router.put('/pairs/:table/agreement', requireAdmin, table, async (req, res) => {
    sendOk(
      res,
      await enterForPair(
        forRound(ctx, req.query.round),
        keyOf(req),
        Number(table.of(req)),
        req.body,
        idempotencyKey(req),
      ),
    );
  });
  return router;
}
