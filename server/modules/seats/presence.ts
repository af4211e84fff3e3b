import type { Db } from '../../db/client';
import type { LivePublisher } from '../../live/bus';
import { touchSeats } from './repository';
import { seatOfToken } from './service';

/**
 * The seat of the current class whose cookie a request (ModuleContext.seatOf, the live channel's audience)
 * or a reader (seatOfViewer) carries, if any: `tokenOf` finds the cookie's token in either.
 */
export const seatOfCookie =
  <T>(db: Db, tokenOf: (from: T) => unknown) =>
  async (from: T): Promise<number | null> => {
    const found = await seatOfToken(db, tokenOf(from));
    return found && !found.classEnded ? found.id : null;
  };

/**
 * What a seat's stream opening or closing does: the seat was seen, and the instructor's roster refetches.
 * Both at most once a second per process, for every seat seen meanwhile: a reconnect storm of a whole class
 * is one write and one refetch, not hundreds of writes queued ahead of every other request's (a last-seen
 * time is at most a second late).
 */
export function seatPresence(db: Db, live: LivePublisher) {
  const seen = new Set<number>();
  let pending: NodeJS.Timeout | null = null;
  return (seatId: number) => {
    seen.add(seatId);
    pending ??= setTimeout(() => {
      pending = null;
      const ids = [...seen];
      seen.clear();
      void touchSeats(db, ids, new Date())
        .catch(() => {})
        .finally(() => live.publish({ type: 'roster' }, 'instructor'));
    }, 1_000).unref();
  };
}
