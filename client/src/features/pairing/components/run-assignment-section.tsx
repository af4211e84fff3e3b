import { Send } from 'lucide-react';
import type { AssignmentAction, AssignmentView } from '@shared/contracts/pairing';
import { Button } from '@/components/ui/button';
import type { RosterSeat } from '@shared/contracts/seats-config';
import { runText } from '../lib/run-text';
import { AssignmentBoard } from './assignment-board';
import { EditBar } from './edit-bar';
import { Latecomers } from './latecomers-card';

/**
 * The assignment, draft or published: its heading and Publish, the swap and move bar, the tables, and
 * once published the absent and present buttons and the latecomers.
 */
export function RunAssignmentSection({
  sim,
  view,
  roster,
  now,
  selected,
  onSelect,
  busy,
  onAct,
  onPublish,
}: {
  sim: string;
  view: AssignmentView;
  roster: RosterSeat[];
  now: Date;
  /** The seats picked on the board (at most two). */
  selected: number[];
  onSelect: (seatId: number, on: boolean) => void;
  busy: boolean;
  onAct: (action: AssignmentAction) => void;
  onPublish: () => void;
}) {
  const published = view.published === true;
  return (
    <section aria-labelledby="run-assignment" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="run-assignment" className="text-xl font-semibold text-slate-900">
          {/* a class that plays the case again sees which round this is */}
          {view.round > 1
            ? runText.roundHeading(view.round, published)
            : published
              ? 'Published: students see their role and partner'
              : 'Draft: not yet published'}
        </h2>
        {!published && (
          <Button disabled={busy} onClick={onPublish}>
            <Send className="h-4 w-4" aria-hidden />
            Publish
          </Button>
        )}
      </div>
      <EditBar
        view={view}
        selected={selected}
        busy={busy}
        onSwap={([a, b]) => onAct({ action: 'swap', seatIds: [a, b] })}
        onMove={(seatId, table) => onAct({ action: 'move', seatId, table })}
      />
      <AssignmentBoard
        sim={sim}
        view={view}
        selected={selected}
        onSelect={onSelect}
        onAbsent={published ? (seatId) => onAct({ action: 'absent', seatId }) : undefined}
        onPresent={published ? (seatId) => onAct({ action: 'present', seatId }) : undefined}
        busy={busy}
      />
      {published && (
        <Latecomers
          view={view}
          roster={roster}
          now={now}
          busy={busy}
          onPair={(seatIds) => onAct({ action: 'latecomers', seatIds })}
          onMirror={(seatId, table) => onAct({ action: 'mirror', seatId, table })}
        />
      )}
    </section>
  );
}
