import { BookOpenCheck, Undo2 } from 'lucide-react';
import { findClassFlow } from '@shared/class-flow';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useReleaseState, useSetReleased } from '../api/release-debrief';

/**
 * Release debrief, then Withdraw debrief: opens (or closes) each student's own debrief of this class on their
 * phone, with whether it is released now. The run page, View results and the projector debrief's controls
 * show the same control. Only a negotiation with a class flow has a student's debrief: nothing otherwise.
 */
export function ReleaseDebriefControl({ sim, className }: { sim: string; className?: string }) {
  if (!findClassFlow(sim)) return null;
  return <Control sim={sim} className={className} />;
}

function Control({ sim, className }: { sim: string; className?: string }) {
  const state = useReleaseState(sim);
  const change = useSetReleased(sim);
  if (state.isPending) return null;
  if (state.isError)
    return (
      <p role="alert" className={cn('text-sm text-red-800', className)}>
        Whether the debrief is released could not be loaded. Reload the page to try again.
      </p>
    );
  const { released } = state.data;
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <p aria-live="polite" className="text-sm text-slate-700">
        {released ? (
          <>
            <span className="font-semibold text-green-800">Debrief released:</span> each student can open
            their own on their phone.
          </>
        ) : (
          <>
            <span className="font-semibold text-slate-900">Debrief not released:</span> students wait for it
            on their phones.
          </>
        )}
      </p>
      <Button
        size="sm"
        variant={released ? 'secondary' : 'primary'}
        disabled={change.isPending}
        onClick={() => change.mutate(!released)}
      >
        {released ? (
          <Undo2 className="h-4 w-4" aria-hidden />
        ) : (
          <BookOpenCheck className="h-4 w-4" aria-hidden />
        )}
        {released ? 'Withdraw debrief' : 'Release debrief'}
      </Button>
      {change.isError && (
        <p role="alert" className="basis-full text-sm text-red-800">
          {errorMessage(change.error, 'The debrief could not be changed. Please try again.')}
        </p>
      )}
    </div>
  );
}
