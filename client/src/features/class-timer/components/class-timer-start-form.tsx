import { useId } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { TIMER_LABEL_MAX, startTimerSchema, type StartTimer } from '@shared/contracts/class-timer';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { bodySchema, useCourseForm } from '@/lib/form';

/**
 * What the instructor types, a label and minutes ("1,5" is a minute and a half), as the body the server's
 * schema checks: the minutes become whole seconds, and a refusal of the seconds is said of the minutes.
 */
const timerStartSchema = bodySchema({
  fields: z.object({ label: z.string(), minutes: z.string() }),
  toBody: ({ label, minutes }) => ({ label, seconds: Math.round(Number(minutes.replace(',', '.')) * 60) }),
  body: startTimerSchema,
  fieldOf: { label: 'label', seconds: 'minutes' },
});

type TimerStartForm = UseFormReturn<z.input<typeof timerStartSchema>, unknown, StartTimer>;

/** The start form's state; its problems are said when it is sent, and stay until it is sent again. */
export const useTimerStartForm = (): TimerStartForm =>
  useCourseForm(timerStartSchema, {
    defaultValues: { label: '', minutes: '15' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

/** The first thing wrong with what was typed, for the controls' one message. */
export const startFormProblem = (errors: FieldErrors<z.input<typeof timerStartSchema>>) =>
  errors.label?.message ?? errors.minutes?.message;

/** A timer of the instructor's own: a label (its limit counted as you type) and minutes. */
export function TimerStartForm({
  form,
  busy,
  onStart,
}: {
  form: TimerStartForm;
  busy: boolean;
  onStart: (timer: StartTimer) => void;
}) {
  const labelId = useId();
  const minutesId = useId();
  const counterId = useId();
  // The schema's limit, counted on the trimmed label as the server counts it.
  const labelLength = useWatch({ control: form.control, name: 'label' }).trim().length;
  const labelTooLong = labelLength > TIMER_LABEL_MAX;

  return (
    <form onSubmit={form.handleSubmit(onStart)} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-40 flex-1">
        <Label htmlFor={labelId}>Label</Label>
        <Input
          {...form.register('label')}
          id={labelId}
          placeholder="Negotiation"
          aria-describedby={counterId}
          aria-invalid={labelTooLong || undefined}
        />
        {/* the limit as you type: nothing is cut off, a label over it is refused with the API's message */}
        <p
          id={counterId}
          className={`mt-1 text-xs tabular-nums ${labelTooLong ? 'font-medium text-red-800' : 'text-slate-600'}`}
        >
          {labelLength}/{TIMER_LABEL_MAX} characters
        </p>
      </div>
      <div className="w-28">
        <Label htmlFor={minutesId}>Minutes</Label>
        {/* the default in the server's page too (the form fills the field once it runs) */}
        <Input
          {...form.register('minutes')}
          defaultValue={form.formState.defaultValues?.minutes}
          id={minutesId}
          inputMode="decimal"
        />
      </div>
      <Button type="submit" size="md" disabled={busy}>
        Start timer
      </Button>
    </form>
  );
}
