import { Router } from 'express';
import { noStore } from '../../lib/http';
import { coalescingOf } from '../../live/coalesce';
import type { ModuleContext } from '../context';
import { joiningRouter } from './joining-router';
import { ownSeatRouter } from './own-seat-router';
import { classJoinRouter, seatAdminRouter } from './seat-admin-router';
import type { SeatSignals } from './signals';

export { JOIN_LIMITS } from './joining-router';

/** The instructor's roster signal, at most once per this window per process (the first at once). */
export const ROSTER_SIGNAL_WINDOW_MS = 1_000;

/**
 * Seats, mounted at /api/seats (their GETs are in reads.ts), and the current class's join settings at
 * /api/classes/current/join. A student: POST / (join), PATCH and DELETE /me, POST /me/closing (a page's
 * beacon as it closes), POST /claim (seat code), POST /reseat (the instructor's one-time link). The
 * instructor: PATCH and DELETE /{id}, POST /{id}/reseat, PATCH /api/classes/current/join. Live signals:
 * `seat` to the seat's own devices, `roster` to the instructor; never a name on a stream. Each group of
 * routes is its own file: joining-router.ts, own-seat-router.ts, seat-admin-router.ts; /me before /{id}.
 */
export function seatsRouter(ctx: ModuleContext): { seats: Router; classJoin: Router } {
  const { live } = ctx;
  const router = Router();
  router.use((_req, res, next) => {
    noStore(res);
    next();
  });
  // a class's rush of joins refetches the instructor's roster about once a second per process, not per join
  const roster = coalescingOf(live, ROSTER_SIGNAL_WINDOW_MS);
  const signals: SeatSignals = {
    rosterChanged: () => roster.publish({ type: 'roster' }, 'instructor'),
    seatChanged: (id, removed = false) =>
      live.publish(removed ? { type: 'seat', removed: true } : { type: 'seat' }, { seat: id }),
  };
  router.use(joiningRouter(ctx, signals));
  router.use(ownSeatRouter(ctx, signals));
  router.use(seatAdminRouter(ctx, signals));
  return { seats: router, classJoin: classJoinRouter(ctx, signals) };
}
