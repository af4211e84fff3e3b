import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { AgreementDefinition } from '@shared/class-flow';
import type { PairOverview } from '@shared/contracts/deal';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useReopenAgreement } from '../api/reopen-agreement';
import { AgreementSummary } from './agreement-summary';

/** Reopens a final agreement, once the instructor confirms: its result row goes until it is final again. */
export function ReopenDialog({
  sim,
  def,
  pair,
}: {
  sim: string;
  def: AgreementDefinition;
  pair: PairOverview;
}) {
  const [open, setOpen] = useState(false);
  const reopen = useReopenAgreement(sim);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (reopen.isPending) return;
        reopen.reset();
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <RotateCcw className="h-4 w-4" aria-hidden />
          Reopen <span className="sr-only">the agreement of table {pair.table}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Reopen the agreement of table ${pair.table}?`}
        description="It is no longer final: its row leaves the results table, and the pair can edit and confirm it again on their phones (or you settle or enter it)."
      >
        <p className="mb-4 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <AgreementSummary def={def} agreement={pair.agreement!} />
        </p>
        <DialogActions
          pending={reopen.isPending}
          problem={
            reopen.isError
              ? errorMessage(reopen.error, 'The agreement could not be reopened. Please try again.')
              : null
          }
        >
          <Button
            disabled={reopen.isPending}
            onClick={() => reopen.mutate(pair.table, { onSuccess: () => setOpen(false) })}
          >
            {reopen.isPending ? 'Reopening…' : 'Reopen agreement'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
