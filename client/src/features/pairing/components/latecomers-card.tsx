import { UserPlus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssignmentView } from '@shared/contracts/pairing';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { latecomersOf } from '../lib/present';
import { runText } from '../lib/run-text';
import { useTicks } from '../lib/use-ticks';
import { SeatPicker } from './seat-picker';

/**
 * After publishing: students who joined since (the roster's seats the assignment does not place) and the
 * flagged ones are placed in one action (paired, one left over as a pair's mirror), and the card counts who
 * is left to place; or one of them joins a chosen table as a mirror.
 */
export function Latecomers({
  view,
  roster,
  now,
  busy,
  onPair,
  onMirror,
}: {
  view: AssignmentView;
  roster: RosterSeat[];
  now: Date;
  busy: boolean;
  onPair: (seatIds: number[]) => void;
  onMirror: (seatId: number, table: number) => void;
}) {
  const id = useId();
  const late = latecomersOf(roster, view);
  const ticks = useTicks(now);
  const [mirror, setMirror] = useState({ seatId: '', table: '' });
  const candidates = [
    ...view.unpaired.map((u) => ({ id: u.seatId, name: u.name })),
    ...late.map((s) => ({ id: s.id, name: s.name })),
  ];
  const ticked = late.filter(ticks.isChecked).map((s) => s.id);
  // a student just added is no longer one to choose
  const who = candidates.some((c) => String(c.id) === mirror.seatId) ? mirror.seatId : '';
  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Users className="h-5 w-5" aria-hidden />
        Latecomers and students without a partner
      </h2>
      <p className="text-slate-700" data-testid="to-place">
        {runText.toPlace(late.length, view.unpaired.length)}
      </p>
      {late.length > 0 && <SeatPicker legend="Joined after publishing" seats={late} now={now} {...ticks} />}
      <Button disabled={busy || ticked.length + view.unpaired.length === 0} onClick={() => onPair(ticked)}>
        <UserPlus className="h-4 w-4" aria-hidden />
        Pair latecomers
      </Button>
      {candidates.length > 0 && view.pairs.length > 0 && (
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4">
          <p className="basis-full text-sm text-slate-600">Or add one student to a table as a mirror.</p>
          <label className="flex flex-col text-sm font-medium text-slate-800" htmlFor={`${id}-who`}>
            Student
            <select
              id={`${id}-who`}
              className="mt-1 h-9 rounded-md border border-slate-300 bg-white px-2"
              value={who}
              onChange={(e) => setMirror((m) => ({ ...m, seatId: e.target.value }))}
            >
              <option value="">Choose</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col text-sm font-medium text-slate-800" htmlFor={`${id}-at`}>
            Table
            <select
              id={`${id}-at`}
              className="mt-1 h-9 rounded-md border border-slate-300 bg-white px-2"
              value={mirror.table}
              onChange={(e) => setMirror((m) => ({ ...m, table: e.target.value }))}
            >
              <option value="">Choose</option>
              {view.pairs.map((p) => (
                <option key={p.table} value={p.table}>
                  Table {p.table}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={busy || who === '' || mirror.table === ''}
            onClick={() => onMirror(Number(who), Number(mirror.table))}
          >
            Add as mirror
          </Button>
        </div>
      )}
    </Card>
  );
}
