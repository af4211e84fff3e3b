import type { AssignmentView } from '@shared/contracts/pairing';
import type { RosterSeat } from '@shared/contracts/seats-config';

/** How recently a seat's page must have been open for the run page to tick it by default. */
export const PRESENT_WITHIN_MS = 10 * 60_000;

/** Here now: a page of the seat is open, or was within the last ten minutes. */
export function isPresent(seat: Pick<RosterSeat, 'online' | 'lastSeenAt'>, now: Date): boolean {
  if (seat.online) return true;
  if (!seat.lastSeenAt) return false;
  return now.getTime() - new Date(seat.lastSeenAt).getTime() <= PRESENT_WITHIN_MS;
}

/** Every seat the assignment places somewhere: at a table, watching, waiting for a partner, or absent. */
export function assignedSeatIds(view: AssignmentView): Set<number> {
  return new Set([
    ...view.pairs.flatMap((p) => p.members.map((m) => m.seatId)),
    ...view.observers.map((o) => o.seatId),
    ...view.unpaired.map((u) => u.seatId),
    ...view.absent.map((a) => a.seatId),
  ]);
}

/** The roster's seats the assignment does not place: students who joined (or came back) after it. */
export const latecomersOf = (roster: RosterSeat[], view: AssignmentView) => {
  const placed = assignedSeatIds(view);
  return roster.filter((s) => !placed.has(s.id));
};
