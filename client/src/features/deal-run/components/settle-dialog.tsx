import { englishWon } from '@shared/format';
import { Scale } from 'lucide-react';
import { useId, useState } from 'react';
import type { AgreementDefinition } from '@shared/class-flow';
import type { PairOverview } from '@shared/contracts/deal';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useSettleDispute } from '../api/settle-dispute';
import { disputeText } from '../lib/agreement-words';
import { AgreementSummary } from './agreement-summary';

/**
 * Settles a dispute: the instructor hears both sides, then chooses the version they really agreed, which
 * becomes the pair's result at once. Every version the pair entered is listed with its terms, newest first.
 * When the disputing student named the amount they agreed, one button settles at it: the disputed version
 * with that amount.
 */
export function SettleDialog({
  sim,
  def,
  pair,
}: {
  sim: string;
  def: AgreementDefinition;
  pair: PairOverview;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  const settle = useSettleDispute(sim);
  const disputed = pair.agreement;
  const dispute = disputed?.dispute ?? null;
  const named = dispute?.amount ?? null;
  const versions = [...pair.versions].sort((a, b) => b.version - a.version);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (settle.isPending) return;
        settle.reset();
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <Scale className="h-4 w-4" aria-hidden />
          Settle dispute <span className="sr-only">at table {pair.table}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Settle the dispute at table ${pair.table}`}
        description="Choose the version the pair really agreed: it becomes their result, final at once."
        className="max-w-xl"
      >
        {dispute && (
          <p className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
            {disputeText(sim, dispute)}
          </p>
        )}
        {disputed && dispute && named !== null && (
          <div className="mb-4">
            <Button
              variant="secondary"
              className="h-auto min-h-10 whitespace-normal text-left"
              disabled={settle.isPending}
              onClick={() =>
                settle.mutate(
                  { table: pair.table, version: disputed.version, namedAmount: named },
                  { onSuccess: () => setOpen(false) },
                )
              }
            >
              Settle at {englishWon(named)} (named by {dispute.by.name})
            </Button>
            <p className="mt-1 text-sm text-slate-600">
              Version {disputed.version} at this amount becomes their result, final at once.
            </p>
          </div>
        )}
        <fieldset className="mb-4 space-y-2">
          <legend className="mb-2 font-semibold text-slate-900">Versions entered</legend>
          {versions.map((v) => (
            <label
              key={v.version}
              className="flex cursor-pointer gap-3 rounded-lg p-3 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${id}-version`}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                checked={version === v.version}
                onChange={() => setVersion(v.version)}
              />
              <span>
                <AgreementSummary def={def} agreement={v} />
              </span>
            </label>
          ))}
        </fieldset>
        <DialogActions
          pending={settle.isPending}
          problem={
            settle.isError
              ? errorMessage(settle.error, 'The dispute could not be settled. Please try again.')
              : null
          }
        >
          <Button
            disabled={settle.isPending || version === null}
            onClick={() =>
              version !== null &&
              settle.mutate({ table: pair.table, version }, { onSuccess: () => setOpen(false) })
            }
          >
            {settle.isPending
              ? 'Settling…'
              : version === null
                ? 'Choose a version'
                : `Settle on version ${version}`}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
