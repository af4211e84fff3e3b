import { PenLine } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { AgreementDefinition } from '@shared/class-flow';
import type { PairOverview } from '@shared/contracts/deal';
import { reportedSimulation } from '@shared/contracts/results-config';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { showServerErrors, useCourseForm } from '@/lib/form';
import { useEnterResult } from '../api/enter-result';
import { enterFieldOf, enterFormSchema, initialEnterForm, type EnterProblems } from '../lib/enter-form';
import { EnterAmountField } from './enter-amount-field';
import { EnterTermsFields } from './enter-terms-fields';

/**
 * Enters a pair's result for them (they cannot finish on their phones): the report's amount rule, the
 * case's contingent part and terms, free text, or no agreement. What was typed stays through a refusal,
 * a live update and closing the dialog (the form lives here, outside the dialog's content), until the
 * result is saved.
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
  const schema = useMemo(() => enterFormSchema(def), [def]);
  // The form starts from what the pair last entered, once: a live update does not overwrite the typing.
  const [initial] = useState(() => initialEnterForm(def, pair.agreement));
  // Problems show once the instructor has tried to save, then follow the typing.
  const form = useCourseForm(schema, { defaultValues: initial, mode: 'onSubmit', shouldFocusError: false });
  const enter = useEnterResult(sim);
  const noAgreement = form.watch('noAgreement');
  const { errors } = form.formState;
  const problems: EnterProblems = {
    amount: errors.amount?.message,
    contingentAmount: errors.contingentAmount?.message,
    condition: errors.condition?.message,
    text: errors.text?.message,
  };

  const save = form.handleSubmit((body) =>
    enter.mutate(
      { table: pair.table, body },
      {
        onSuccess: () => {
          setOpen(false);
          // What was typed stays; the next save starts quiet again.
          form.reset(form.getValues());
        },
        onError: (err) =>
          showServerErrors(form, err, {
            fallback: 'The result could not be saved. Nothing was changed; please try again.',
            fieldOf: enterFieldOf,
          }),
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (enter.isPending) return;
        enter.reset();
        form.clearErrors('root.server');
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
        <form id={formId} noValidate className="mb-4 space-y-4" onSubmit={save}>
          <label className="flex min-h-10 items-center gap-2 font-medium text-slate-900">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              // Whether there was an agreement decides which fields count at all.
              {...form.register('noAgreement', {
                deps: ['amount', 'contingentAmount', 'condition', 'text'],
              })}
            />
            {def.noAgreement.label}
          </label>
          <EnterAmountField
            form={form}
            name="amount"
            label={reportedSimulation(sim).results.amount.label}
            disabled={noAgreement}
            problem={problems.amount}
          />
          <EnterTermsFields def={def} form={form} noAgreement={noAgreement} problems={problems} />
        </form>
        <DialogActions pending={enter.isPending} problem={errors.root?.server?.message ?? null}>
          <Button type="submit" form={formId} disabled={enter.isPending}>
            {enter.isPending ? 'Saving…' : 'Save result'}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
