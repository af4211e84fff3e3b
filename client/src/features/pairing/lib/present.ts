import type { AssignmentView } from '@shared/contracts/pairing';
import type { RosterSeat } from '@shared/contracts/seats-config';

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
