import { amountReadBack } from '@shared/format';
import { useEffect, useId, useState } from 'react';
import { readAmountText } from '@shared/amount-text';
import { bargainingRangeOf, type VariantForm } from '@shared/contracts/case-variant';
import type { CaseSummary } from '@shared/contracts/cases-config';
import { AmountInput } from '@/components/amount-input/amount-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useAddVariant, useVariantForm } from '../api/cases';
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
  form,
  onDone,
}: {
  source: CaseSummary;
  form: VariantForm;
  onDone: () => void;
}) {
  const add = useAddVariant(source.key);
  const id = useId();
  const [title, setTitle] = useState(`${form.title} (variant)`);
  const [titleKo, setTitleKo] = useState(`${form.titleKo} (변형)`);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(form.figures.map((f) => [f.name, f.value.toLocaleString('en-US')])),
  );
  useEffect(() => add.reset(), [title, titleKo, typed]); // eslint-disable-line react-hooks/exhaustive-deps

  const readings = Object.fromEntries(form.figures.map((f) => [f.name, readAmountText(typed[f.name] ?? '')]));
  const values = Object.fromEntries(
    Object.entries(readings).flatMap(([name, r]) => (r.ok ? [[name, r.value]] : [])),
  );
  const unreadable = form.figures.filter((f) => !readings[f.name]!.ok);
  const range = bargainingRangeOf(form, values);
  const changed = Object.fromEntries(
    form.figures
      .filter((f) => values[f.name] !== undefined && values[f.name] !== f.value)
      .map((f) => [f.name, values[f.name]!]),
  );

  const save = () =>
    add.mutate(
      { title, titleKo, figures: changed },
      {
        onSuccess: (saved) => {
          toast({ title: 'Variant saved', description: `${title} is a new case (${saved.key}).` });
          onDone();
        },
      },
    );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (unreadable.length === 0) save();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} required />
        </div>
        <div>
          <Label htmlFor={`${id}-title-ko`}>Korean title</Label>
          <Input
            id={`${id}-title-ko`}
            lang="ko"
            value={titleKo}
            onChange={(e) => setTitleKo(e.target.value)}
            required
          />
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-900">Figures (won)</legend>
        {form.figures.map((f) => {
          const reading = readings[f.name]!;
          return (
            <div key={f.name} className="grid items-start gap-1 sm:grid-cols-[1fr_12rem]">
              <Label htmlFor={`${id}-${f.name}`}>
                {f.label} <span className="font-mono text-xs text-slate-500">{f.name}</span>
              </Label>
              <div>
                <AmountInput
                  id={`${id}-${f.name}`}
                  value={typed[f.name] ?? ''}
                  onValueChange={(text) => setTyped((t) => ({ ...t, [f.name]: text }))}
                  aria-invalid={!reading.ok}
                  aria-describedby={`${id}-${f.name}-read`}
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
      <DialogActions
        problem={
          add.isError ? errorMessage(add.error, 'The variant could not be saved. Please try again.') : null
        }
        pending={add.isPending}
      >
        <Button type="submit" disabled={add.isPending || unreadable.length > 0}>
          {add.isPending ? 'Saving…' : 'Save as a new case'}
        </Button>
      </DialogActions>
    </form>
  );
}
