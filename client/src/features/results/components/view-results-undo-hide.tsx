import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The last result hidden, with its Undo, beside the table until the next hide or unhide. */
export function ViewResultsUndoHide({
  hidden,
  busy,
  onUndo,
}: {
  hidden: { id: number; name: string };
  busy: boolean;
  onUndo: (id: number) => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
      <p>
        Hidden: <span className="font-medium">{hidden.name}</span>
      </p>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => onUndo(hidden.id)}>
        <Undo2 className="h-4 w-4" aria-hidden />
        Undo hide
      </Button>
    </div>
  );
}
