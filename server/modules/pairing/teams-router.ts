import { Router, type Request } from 'express';
import { newAssignmentSchema, pairingMessages, type AssignmentView } from '@shared/contracts/pairing';
import { teamGameOf } from '@shared/contracts/tariff-config';
import { HttpError, sendOk } from '../../lib/http';
import { isId, validateParam, withBody } from '../../middleware/validate';
import type { ModuleContext } from '../context';
import { presentSeats } from '../seats';
import { currentSeats } from './repository';
import { tariffTeams } from './tariff-teams';

/**
 * The assignment contract for Tariff Wars (its key only; any other simulation passes on to the pairs):
 * teams, not pairs, formed by the tariff module (tariff-teams.ts), so there is one way of forming them.
 * POST `{teamSize, seatIds?}` starts a new game, live at once (`published: true`; `odd` is ignored: team
 * sizes differ by one at most); publishing the running game answers it as it is; PATCH is refused: teams
 * change by forming them again.
 */
export function teamsRouter(ctx: ModuleContext): Router {
  const { db } = ctx;
  const router = Router({ mergeParams: true });
  const keyOf = (req: Request) => String((req.params as Record<string, unknown>).key);
  router.use((req, _res, next) => (teamGameOf(keyOf(req)) ? next() : next('router')));
  const assignmentId = validateParam('id', isId, 'No such assignment in the current class.');

  router.post(
    '/',
    withBody(newAssignmentSchema, async (req, res, { teamSize, seatIds }) => {
      if (teamSize === undefined) throw new HttpError(400, pairingMessages.teamSizeRequired);
      const seats = seatIds ? await ofCurrentClass(seatIds) : await presentSeats(ctx);
      const { view, announce } = await tariffTeams.get().form(ctx, keyOf(req), teamSize, seats);
      sendOk<AssignmentView>(res, view, 201);
      announce();
    }),
  );

  router.patch('/:id', (_req: Request) => {
    throw new HttpError(400, pairingMessages.teamsNotEditable);
  });

  router.post('/:id/publish', assignmentId, async (req, res) => {
    const view = await tariffTeams.get().current(ctx, keyOf(req));
    if (view?.id !== Number(assignmentId.of(req)))
      throw new HttpError(404, 'No such game running in the current class.');
    sendOk<AssignmentView>(res, view);
  });

  /** The chosen seats, each of the current class (400 otherwise, as for pairs). */
  async function ofCurrentClass(ids: number[]) {
    const ofClass = new Set((await currentSeats(db)).map((s) => s.id));
    const stranger = ids.find((id) => !ofClass.has(id));
    if (stranger !== undefined)
      throw new HttpError(400, `Seat ${stranger} is not a student of the current class.`);
    return ids.map((id) => ({ id }));
  }

  return router;
}
