/**
 * The deal module's public face: a pair's deal (plans, first offers, agreement versions, surveys) and the
 * instructor's run page. Modules after it in the order (server/modules/README.md) import these.
 */
import { onSeatDeals, onSeatLeaving } from '../seats';
import { dealRecordOf, seatLeaving } from './seat-data';

export { dealRouter } from './router';
export { dealReads } from './reads';

// The seats module, before deal in the order, asks these through its hooks when a seat is deleted and when
// a student exports their data.
onSeatLeaving(seatLeaving);
onSeatDeals(dealRecordOf);
