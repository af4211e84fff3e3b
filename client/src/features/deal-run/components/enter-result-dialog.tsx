import { PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import type { AgreementDefinition } from '@shared/class-flow';
import type { PairOverview } from '@shared/contracts/deal';
import { reportedSimulation } from '@shared/contracts/results-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useEnterResult } from '../api/enter-result';
import { initialEnterForm, readEnterForm, type EnterForm } from '../lib/enter-form';
import { AmountField, readBackOf } from './amount-field';
import { EnterTermsFields } from './enter-terms-fields';

/**
 * Enters a pair's result for them (they cannot finish on their phones): the report's amount rule, the
 * case's contingent part and terms, free text, or no agreement. What was typed stays through a refusal,
 * a live update and closing the dialog, until the result is saved.
 */
export function EnterResultDialog({
  sim,
  def,
  pair,
}: {
  sim: string;
  def: AgreementDefinition;
  pair: PairOverview;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<EnterForm>(() => initialEnterForm(def, pair.agreement));
  const [submitted, setSubmitted] = useState(false);
  const enter = useEnterResult(sim);
  const read = readEnterForm(def, form);
  // problems show once the instructor has tried to save, then follow the typing
  const problems = submitted && 'problems' in read ? read.problems : {};
  const change = (patch: Partial<EnterForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = () => {
    setSubmitted(true);
    if (!('body' in read)) return;
    enter.mutate(
      { table: pair.table, body: read.body },
      {
        onSuccess: () => {
          setOpen(false);
          setSubmitted(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (enter.isPending) return;
        enter.reset();
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <PenLine className="h-4 w-4" aria-hidden />
          Enter result <span className="sr-only">for table {pair.table}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Enter the result of table ${pair.table}`}
        description="For a pair that cannot finish on their phones: the result is final at once and goes into the results table."
        className="max-w-xl"
      >
        <form
          id={formId}
          noValidate
          className="mb-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label className="flex min-h-10 items-center gap-2 font-medium text-slate-900">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={form.noAgreement}
              onChange={(e) => change({ noAgreement: e.target.checked })}
            />
            {def.noAgreement.label}
          </label>
          <AmountField
            label={reportedSimulation(sim).results.amount.label}
            value={form.amount}
            onChange={(amount) => change({ amount })}
            disabled={form.noAgreement}
            problem={problems.amount}
            readBack={readBackOf(form.amount)}
          />
          <EnterTermsFields def={def} form={form} onChange={change} problems={problems} />
        </form>
        <DialogActions
          pending={enter.isPending}
          problem={
            enter.isError
              ? errorMessage(
                  enter.error,
                  'The result could not be saved. Nothing was changed; please try again.',
                )
              : null
          }
        >
          <Button type="submit" form={formId} disabled={enter.isPending}>
            {enter.isPending ? 'Saving…' : 'Save result'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
