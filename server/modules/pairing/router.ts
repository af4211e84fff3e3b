import { Router, type Request } from 'express';
import {
  assignmentActionSchema,
  newAssignmentSchema,
  newRoundSchema,
  roleRulesPatchSchema,
  type AssignmentView,
  type NewRoundAnswer,
  type RoleRules,
} from '@shared/contracts/pairing';
import { noStore, sendOk } from '../../lib/http';
import { requireAdmin } from '../../middleware/require-admin';
import { requireClassForWrites } from '../../middleware/require-class';
import { isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { presentSeats } from '../seats';
import { changeRoleRules } from './repository';
import { assign, change, pairRoles, publish, startRound } from './service';
import { teamsRouter } from './teams-router';

/**
 * Assignments of roles and partners, mounted at /api/sims/{key}/assignments (instructor only, never cached;
 * the latest is read in reads.ts): POST a new draft, PATCH /{id} to change it, POST /{id}/publish. Live: the
 * instructor's pages hear `assignments`; each seat whose phone shows something new hears `seat` (no names).
 * Tariff Wars' key is answered by teams-router.ts.
 */
export function pairingRouter(ctx: ModuleContext): Router {
  const { db, live } = ctx;
  const router = Router({ mergeParams: true });
  router.use(requireAdmin, (_req, res, next) => {
    noStore(res);
    next();
  });
  router.use(requireClassForWrites(db));
  // Tariff Wars: teams, formed by the tariff module (teams-router.ts)
  router.use(teamsRouter(ctx));
  const keyOf = (req: Request) => String((req.params as Record<string, unknown>).key ?? '');
  const assignmentId = validateParam('id', isId, 'No such assignment in the current class.');
  const tell = (key: string, seats: number[]) => {
    live.publish({ type: 'assignments', sim: key }, 'instructor');
    // one message for a whole class (a NOTIFY holds 8,000 bytes: 1,000 ids a message at most)
    for (let i = 0; i < seats.length; i += 1_000)
      live.publish({ type: 'seat' }, { seats: seats.slice(i, i + 1_000) });
  };

  router.post(
    '/',
    withBody(newAssignmentSchema, async (req, res, input) => {
      const key = keyOf(req);
      sendOk<AssignmentView>(res, await assign(db, key, input, () => presentSeats(ctx)), 201);
      tell(key, []);
    }),
  );

  router.patch(
    '/:id',
    assignmentId,
    withBody(assignmentActionSchema, async (req, res, action) => {
      const key = keyOf(req);
      const { view, seats } = await change(db, key, Number(assignmentId.of(req)), action);
      sendOk<AssignmentView>(res, view);
      tell(key, seats);
    }),
  );

  router.post('/:id/publish', assignmentId, async (req, res) => {
    const key = keyOf(req);
    const { view, seats } = await publish(db, key, Number(assignmentId.of(req)));
    sendOk<AssignmentView>(res, view);
    tell(key, seats);
  });

  return router;
}

/**
 * POST /api/sims/{key}/rounds `{mode}` (instructor, never cached): a draft of the case's next round from its
 * latest published one, 201 `{round, assignment}`; 409 before any round is published. The run page hears
 * `assignments`; the phones hear nothing until it is published.
 */
export function roundsRouter({ db, live }: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  router.use(requireAdmin, (_req, res, next) => {
    noStore(res);
    next();
  });
  router.use(requireClassForWrites(db));
  router.post(
    '/',
    withBody(newRoundSchema, async (req, res, { mode }) => {
      const key = String((req.params as Record<string, unknown>).key ?? '');
      sendOk<NewRoundAnswer>(res, await startRound(db, key, mode), 201);
      live.publish({ type: 'assignments', sim: key }, 'instructor');
    }),
  );
  return router;
}

/** PATCH /api/sims/{key}/role-rules (instructor): who may read the role instructions while roles are assigned. */
export function roleRulesRouter({ db, live }: ModuleContext): Router {
  const router = Router({ mergeParams: true });
  router.patch(
    '/',
    requireAdmin,
    withBody(roleRulesPatchSchema, async (req, res, patch) => {
      noStore(res);
      const key = String((req.params as Record<string, unknown>).key ?? '');
      pairRoles(key);
      sendOk<RoleRules>(res, await changeRoleRules(db, key, patch));
      // the role pages may now answer differently: open ones refetch
      live.publish({ type: 'simulations' }, 'everyone');
      live.publish({ type: 'assignments', sim: key }, 'instructor');
    }),
  );
  return router;
}
