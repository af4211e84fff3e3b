import { useEffect, useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { readAmountText } from '@shared/amount-text';
import { bargainingRangeOf, type VariantForm } from '@shared/contracts/case-variant';
import { amountReadBack } from '@shared/format';
import type { CaseSummary } from '@shared/contracts/cases-config';
import { AmountInput } from '@/components/amount-input/amount-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { describedBy, FieldError, showServerErrors, useCourseForm } from '@/lib/form';
import { useAddVariant, useVariantForm } from '../api/cases';
import { readFigures, typedVariantOf, variantSchema } from '../lib/variant-form';
import { BargainingRange } from './bargaining-range';

/**
 * Duplicate as a variant: the case's titles and every figure, editable; the bargaining range and whether the
 * sides can agree at all are worked out again as the instructor types (a variant with no deal possible is a
 * lesson of its own). Saved as a new added case, its documents the original's with the new figures.
 */
export function CaseVariantDialog({ source, onClose }: { source: CaseSummary | null; onClose: () => void }) {
  const form = useVariantForm(source?.key ?? null);
  return (
    <Dialog open={source !== null} onOpenChange={(open) => !open && onClose()}>
      {source && (
        <DialogContent
          title={`Duplicate ${source.title} as a variant`}
          description="The copy keeps every document; each figure you change changes in every sheet, note and deck of the copy."
        >
          {form.data ? (
            <VariantFields source={source} form={form.data} onDone={onClose} />
          ) : form.isError ? (
            <p role="alert" className="text-red-800">
              {errorMessage(form.error, 'The figures could not be loaded.')}
            </p>
          ) : (
            <p>Loading the figures…</p>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function VariantFields({
  source,
  form: data,
  onDone,
}: {
  source: CaseSummary;
  form: VariantForm;
  onDone: () => void;
}) {
  const add = useAddVariant(source.key);
  const id = useId();
  const schema = useMemo(() => variantSchema(data), [data]);
  const form = useCourseForm(schema, { defaultValues: typedVariantOf(data), mode: 'onSubmit' });
  const { errors } = form.formState;
  // the server's refusal is of what was sent: it goes once anything is changed
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => form.clearErrors('root.server') }),
    [form],
  );

  const typed = form.watch('figures');
  const readings = typed.map((text) => readAmountText(text));
  const unreadable = readings.some((r) => !r.ok);
  const range = bargainingRangeOf(data, readFigures(data, typed));

  const onSubmit = form.handleSubmit((request) =>
    add.mutate(request, {
      onSuccess: (saved) => {
        toast({ title: 'Variant saved', description: `${request.title} is a new case (${saved.key}).` });
        onDone();
      },
      onError: (err) =>
        showServerErrors(form, err, { fallback: 'The variant could not be saved. Please try again.' }),
    }),
  );

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            {...form.register('title')}
            required
            {...describedBy(`${id}-title-error`, errors.title)}
          />
          <FieldError id={`${id}-title-error`} error={errors.title} />
        </div>
        <div>
          <Label htmlFor={`${id}-title-ko`}>Korean title</Label>
          <Input
            id={`${id}-title-ko`}
            lang="ko"
            {...form.register('titleKo')}
            required
            {...describedBy(`${id}-title-ko-error`, errors.titleKo)}
          />
          <FieldError id={`${id}-title-ko-error`} error={errors.titleKo} />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">Figures (won)</legend>
        {data.figures.map((f, i) => {
          const reading = readings[i]!;
          return (
            <div key={f.name} className="grid items-start gap-1 sm:grid-cols-[1fr_12rem]">
              <Label htmlFor={`${id}-${f.name}`}>
                {f.label} <span className="font-mono text-xs text-slate-500">{f.name}</span>
              </Label>
              <div>
                <Controller
                  control={form.control}
                  name={`figures.${i}`}
                  render={({ field }) => (
                    <AmountInput
                      id={`${id}-${f.name}`}
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-invalid={!reading.ok}
                      aria-describedby={`${id}-${f.name}-read`}
                    />
                  )}
                />
                <p
                  id={`${id}-${f.name}-read`}
                  className={reading.ok ? 'text-xs text-slate-600' : 'text-xs text-red-800'}
                >
                  {reading.ok ? amountReadBack(reading.value) : reading.message}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      {range && <BargainingRange range={range} live />}
      <DialogActions problem={errors.root?.server?.message} pending={add.isPending}>
        <Button type="submit" disabled={add.isPending || unreadable}>
          {add.isPending ? 'Saving…' : 'Save as a new case'}
        </Button>
      </DialogActions>
    </form>
  );
}
