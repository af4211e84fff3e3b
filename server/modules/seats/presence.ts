import type { Request } from 'express';
import { isPresent } from '@shared/contracts/seats-config';
import type { Lang } from '@shared/simulations';
import type { Db } from '../../db/client';
import { currentClass } from '../../db/class-scope';
import type { LivePublisher } from '../../live/bus';
import { viewerOf, type Viewer } from '../../lib/reads';
import type { ModuleContext } from '../context';
import { touchSeats } from './repository';
import { roster, seatOfToken } from './service';

/** The seat of the current class a viewer's cookie holds, if any. */
export const seatOfViewer =
  (db: Db) =>
  async (viewer: Viewer): Promise<number | null> => {
    const found = await seatOfToken(db, viewer.seatToken);
    return found && !found.classEnded ? found.id : null;
  };

/** The live channel's audience of a request: its seat in the current class, if any. */
export const seatOfRequest = (db: Db) => {
  const ofViewer = seatOfViewer(db);
  return (req: Request) => ofViewer(viewerOf(req));
};

/**
 * The current class's seats present now (online in some process, or seen within PRESENT_WITHIN_MS), in the
 * order they joined. Who is paired or put in teams by default. Only writes ask (a pairing, a Tariff Wars game
 * from the class): with no class running they answer 409 (currentClass), not "nobody is present".
 */
export const presentSeatsOf =
  (db: Db, online: (seatIds: number[]) => Promise<Set<number>>) =>
  async (): Promise<Array<{ id: number; name: string }>> => {
    const now = new Date();
    return (await roster(db, (await currentClass(db)).id, online))
      .filter((s) => isPresent(s, now))
      .map(({ id, name }) => ({ id, name }));
  };

/** The current class's seats present now (presentSeatsOf), online by every process's open streams. */
export const presentSeats = ({ db, limits }: Pick<ModuleContext, 'db' | 'limits'>) =>
  presentSeatsOf(db, (ids) => limits.streamHolds.seatsOnline(ids))();

/** A reader's seat: who, in which class, in which language. */
export interface ViewerSeat {
  id: number;
  classId: number;
  lang: Lang;
  classEnded: boolean;
}

/** The seat whose cookie a reader sent, ended class or not; null for none. */
export async function viewerSeat(db: Db, viewer: Viewer): Promise<ViewerSeat | null> {
  const seat = await seatOfToken(db, viewer.seatToken);
  return seat && { id: seat.id, classId: seat.classId, lang: seat.lang as Lang, classEnded: seat.classEnded };
}

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
