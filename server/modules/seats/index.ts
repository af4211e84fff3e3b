/**
 * The seats module's public face: a class's seats, their cookies and presence. Modules after it in the order
 * (server/modules/README.md) import these; what seats asks of them they register here.
 */
import { seatAssignments, seatDeals, seatLeaving } from './later-module-hooks';

export { seatsRouter } from './router';
export { seatsReads } from './reads';
export { classJoin } from './service';
export {
  presentSeats,
  seatOfRequest,
  seatOfViewer,
  seatPresence,
  viewerSeat,
  type ViewerSeat,
} from './presence';

export const onSeatLeaving = seatLeaving.register;
export const onSeatDeals = seatDeals.register;
export const onSeatAssignments = seatAssignments.register;
