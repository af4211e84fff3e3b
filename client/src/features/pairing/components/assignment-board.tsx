import { Undo2, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AssignmentView } from '@shared/contracts/pairing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { roleTitle } from '@/lib/role-title';
import { unpairedReasonText } from '../lib/run-text';
import { AbsentDialog, type AbsentTarget } from './absent-dialog';

/**
 * An assignment as the instructor works on it: the tables in order with each student's name and role, the
 * observers and the table each watches, the students flagged without a partner (and why), and those marked
 * absent. Every placed student can be selected (for Swap and Move); once published, marked absent (after a
 * confirmation) and marked present again.
 */
export function AssignmentBoard({
  sim,
  view,
  selected,
  onSelect,
  onAbsent,
  onPresent,
  busy,
}: {
  sim: string;
  view: AssignmentView;
  selected: number[];
  onSelect: (seatId: number, on: boolean) => void;
  /** Only after publishing. */
  onAbsent?: (seatId: number) => void;
  /** The undo of absent, only after publishing. */
  onPresent?: (seatId: number) => void;
  busy: boolean;
}) {
  const [absentTarget, setAbsentTarget] = useState<AbsentTarget | null>(null);
  const partnersOf = (seatId: number) =>
    (view.pairs.find((p) => p.members.some((m) => m.seatId === seatId))?.members ?? [])
      .filter((m) => m.seatId !== seatId)
      .map((m) => m.name);
  const student = (seatId: number, name: string, role: string | null, extra?: ReactNode) => (
    <li key={seatId} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
      <label className="flex min-h-10 flex-1 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          aria-label={`Select ${name}`}
          checked={selected.includes(seatId)}
          onChange={(e) => onSelect(seatId, e.target.checked)}
        />
        <span className="font-medium text-slate-900">{name}</span>
        <span className="text-sm text-slate-600">{roleTitle(sim, role)}</span>
        {extra}
      </label>
      {onAbsent && (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => setAbsentTarget({ seatId, name, partners: partnersOf(seatId) })}
        >
          <UserX className="h-4 w-4" aria-hidden />
          Absent<span className="sr-only">: {name}</span>
        </Button>
      )}
    </li>
  );

  return (
    <div className="space-y-6">
      {view.pairs.length === 0 ? (
        <p className="text-slate-700">No table yet.</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Tables">
          {view.pairs.map((pair) => (
            <li key={pair.table}>
              <Card className="p-4" role="group" aria-label={`Table ${pair.table}`}>
                <h3 className="text-lg font-bold text-slate-900">Table {pair.table}</h3>
                <ul className="mt-1 divide-y divide-slate-100">
                  {pair.members.map((m) => student(m.seatId, m.name, m.role))}
                </ul>
              </Card>
            </li>
          ))}
        </ol>
      )}

      {view.observers.length > 0 && (
        <section aria-labelledby="run-observers">
          <h3 id="run-observers" className="text-lg font-semibold text-slate-900">
            Observers
          </h3>
          <ul>
            {view.observers.map((o) =>
              student(
                o.seatId,
                o.name,
                o.role,
                <span className="text-sm text-slate-600">watches table {o.table}</span>,
              ),
            )}
          </ul>
        </section>
      )}

      {view.unpaired.length > 0 && (
        <section aria-labelledby="run-unpaired" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <h3 id="run-unpaired" className="text-lg font-semibold text-amber-900">
            Without a partner
          </h3>
          <ul>
            {view.unpaired.map((u) =>
              student(u.seatId, u.name, u.role, <Badge tone="red">{unpairedReasonText[u.reason]}</Badge>),
            )}
          </ul>
        </section>
      )}

      {view.absent.length > 0 && (
        <section aria-labelledby="run-absent">
          <h3 id="run-absent" className="text-lg font-semibold text-slate-900">
            Absent
          </h3>
          <ul>
            {view.absent.map((a) => (
              <li key={a.seatId} className="flex flex-wrap items-center gap-3 py-1.5">
                <span className="font-medium text-slate-900">{a.name}</span>
                {onPresent && (
                  <Button variant="secondary" size="sm" disabled={busy} onClick={() => onPresent(a.seatId)}>
                    <Undo2 className="h-4 w-4" aria-hidden />
                    Present again<span className="sr-only">: {a.name}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {onAbsent && (
        <AbsentDialog target={absentTarget} onConfirm={onAbsent} onClose={() => setAbsentTarget(null)} />
      )}
    </div>
  );
}
