import { useState } from 'react';
import { isPresent, type RosterSeat } from '@shared/contracts/seats-config';

/** Ticked by default when present now; what the instructor ticked or unticked stays so. */
export function useTicks(now: Date) {
  const [overrides, setOverrides] = useState<Record<number, boolean>>({});
  return {
    isChecked: (seat: RosterSeat) => overrides[seat.id] ?? isPresent(seat, now),
    onToggle: (seat: RosterSeat, on: boolean) => setOverrides((o) => ({ ...o, [seat.id]: on })),
  };
}
