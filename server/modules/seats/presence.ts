import type { Request } from 'express';
import type { Db } from '../../db/client';
import type { LivePublisher } from '../../live/bus';
import { touchSeat } from './repository';
import { seatTokenOf } from './seat-cookie';
import { seatOfToken } from './service';

/** The live channel's audience of a request: its seat in the current class, if any (ModuleContext.seatOf). */
export const seatOfRequest =
  (db: Db) =>
  async (req: Request): Promise<number | null> => {
    const found = await seatOfToken(db, seatTokenOf(req));
    return found && !found.classEnded ? found.id : null;
  };

/**
 * What a seat's stream opening or closing does: the seat was seen now, and the instructor's roster refetches
 * (at most once a second per process: a reconnect storm of a whole class is one refetch, not hundreds).
 */
export function seatPresence(db: Db, live: LivePublisher) {
  let pending: NodeJS.Timeout | null = null;
  return (seatId: number) => {
    void touchSeat(db, seatId, new Date()).catch(() => {});
    pending ??= setTimeout(() => {
      pending = null;
      live.publish({ type: 'roster' }, 'instructor');
    }, 1_000).unref();
  };
}
