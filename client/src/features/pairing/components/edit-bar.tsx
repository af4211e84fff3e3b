import { ArrowLeftRight, MoveRight } from 'lucide-react';
import { useId, useState } from 'react';
import type { AssignmentView } from '@shared/contracts/pairing';
import { Button } from '@/components/ui/button';

/** Swap the two selected students, or move the one selected to another table. */
export function EditBar({
  view,
  selected,
  busy,
  onSwap,
  onMove,
}: {
  view: AssignmentView;
  selected: number[];
  busy: boolean;
  onSwap: (ids: [number, number]) => void;
  onMove: (seatId: number, table: number) => void;
}) {
  const id = useId();
  const [table, setTable] = useState('');
  const one = selected.length === 1 ? selected[0]! : null;
  const ownTable = view.pairs.find((p) => p.members.some((m) => m.seatId === one))?.table;
  const tables = view.pairs.map((p) => p.table).filter((t) => t !== ownTable);
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <p className="basis-full text-sm text-slate-600" aria-live="polite">
        {selected.length === 0
          ? 'Select two students to swap them, or one to move to another table.'
          : `${selected.length} selected.`}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy || selected.length !== 2}
        onClick={() => onSwap([selected[0]!, selected[1]!])}
      >
        <ArrowLeftRight className="h-4 w-4" aria-hidden />
        Swap
      </Button>
      <div className="flex items-end gap-2">
        <label htmlFor={`${id}-table`} className="text-sm font-medium text-slate-800">
          Move to table
        </label>
        <select
          id={`${id}-table`}
          className="h-9 rounded-md border border-slate-300 bg-white px-2"
          value={table}
          disabled={one === null}
          onChange={(e) => setTable(e.target.value)}
        >
          <option value="">Choose</option>
          {tables.map((t) => (
            <option key={t} value={t}>
              Table {t}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || one === null || table === ''}
          onClick={() => one !== null && onMove(one, Number(table))}
        >
          <MoveRight className="h-4 w-4" aria-hidden />
          Move
        </Button>
      </div>
    </div>
  );
}
