/**
 * What a change to a seat tells the pages: its own devices hear `seat` (with `removed` when it is gone), the
 * instructor's pages `roster`; never a name on a stream. One of these per seats router, shared by its routes.
 */
export interface SeatSignals {
  rosterChanged: () => void;
  seatChanged: (id: number, removed?: boolean) => void;
}
