import { timeAgo } from '@shared/format';
import { useId } from 'react';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { Badge } from '@/components/ui/badge';

/**
 * A checkbox per student, with whether a page of theirs is open now. `checked` says which are ticked;
 * the caller decides the default (present now) and keeps what the instructor changed.
 */
export function SeatPicker({
  legend,
  seats,
  isChecked,
  onToggle,
  now,
}: {
  legend: string;
  seats: RosterSeat[];
  isChecked: (seat: RosterSeat) => boolean;
  onToggle: (seat: RosterSeat, checked: boolean) => void;
  now: Date;
}) {
  const id = useId();
  const count = seats.filter(isChecked).length;
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <p id={`${id}-count`} className="mt-1 text-sm text-slate-600" aria-live="polite">
        {count} of {seats.length} chosen
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {seats.map((seat) => (
          <li key={seat.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200 hover:bg-slate-50">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-700"
                checked={isChecked(seat)}
                onChange={(e) => onToggle(seat, e.target.checked)}
              />
              <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{seat.name}</span>
              {seat.online ? (
                <Badge tone="green">Online</Badge>
              ) : (
                <span className="text-xs text-slate-500">
                  {seat.lastSeenAt ? `seen ${timeAgo(seat.lastSeenAt, now)}` : 'not seen'}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
