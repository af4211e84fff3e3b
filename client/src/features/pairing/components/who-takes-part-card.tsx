import { Dices, Shuffle } from 'lucide-react';
import { useId } from 'react';
import type { OddChoice } from '@shared/contracts/pairing';
import { PAGE_CLOSED_GRACE_MS, PRESENT_WITHIN_MS, type RosterSeat } from '@shared/contracts/seats-config';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { runText } from '../lib/run-text';
import type { useTicks } from '../lib/use-ticks';
import { SeatPicker } from './seat-picker';

const ODD_CHOICES = [
  ['trio', 'One trio: two students share a role'],
  ['observer', 'One observer, who watches a table'],
] as const;

/** Before publishing: who is present, what to do with an odd number, and Assign (or Re-roll a draft). */
export function WhoTakesPartCard({
  roster,
  now,
  chosen,
  odd,
  onOdd,
  hasDraft,
  busy,
  onAssign,
}: {
  roster: RosterSeat[];
  now: Date;
  chosen: ReturnType<typeof useTicks>;
  odd: OddChoice;
  onOdd: (odd: OddChoice) => void;
  hasDraft: boolean;
  busy: boolean;
  onAssign: () => void;
}) {
  const oddId = useId();
  return (
    <Card className="space-y-5 p-5">
      <h2 className="text-xl font-semibold text-slate-900">Who takes part</h2>
      {roster.length === 0 ? (
        <p className="text-slate-700">{runText.emptyRoster}</p>
      ) : (
        <SeatPicker
          legend={`Students present (online now, or seen in the last ${PRESENT_WITHIN_MS / 60_000} minutes; ${PAGE_CLOSED_GRACE_MS / 60_000} minute after closing their page) are ticked`}
          seats={roster}
          now={now}
          {...chosen}
        />
      )}
      <fieldset aria-describedby={`${oddId}-help`}>
        <legend className="font-semibold text-slate-900">With an odd number</legend>
        <p id={`${oddId}-help`} className="text-sm text-slate-600">
          Chosen before assigning: who is left over when the students do not pair up evenly.
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {ODD_CHOICES.map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2">
              <input
                type="radio"
                name={`${oddId}-odd`}
                className="h-5 w-5 accent-brand-700"
                checked={odd === value}
                onChange={() => onOdd(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {hasDraft ? (
          <Button variant="secondary" disabled={busy} onClick={onAssign}>
            <Dices className="h-4 w-4" aria-hidden />
            Re-roll
          </Button>
        ) : (
          <Button disabled={busy} onClick={onAssign}>
            <Shuffle className="h-4 w-4" aria-hidden />
            Assign roles and partners
          </Button>
        )}
      </div>
    </Card>
  );
}
