import { useId } from 'react';
import type { FieldError as HookFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CLASS_NAME_MAX } from '@shared/contracts/classes-config';
import { Input, Label } from '@/components/ui/field';
import { describedBy, FieldError } from '@/lib/form';
import { cn } from '@/lib/utils';

/**
 * The class name field of the start and rename dialogs: no maxLength (a pasted name is never cut short
 * silently); the shared schema's message says when it is too long, and a counter shows the length.
 */
export function ClassNameField({
  field,
  value,
  error,
}: {
  /** The form's `register('name')`. */
  field: UseFormRegisterReturn;
  /** What the field holds now, for the counter. */
  value: string;
  /** The schema's or the server's refusal of the name. */
  error: Pick<HookFieldError, 'message'> | undefined;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const length = value.trim().length;
  return (
    <div>
      <Label htmlFor={id}>Class name</Label>
      <Input id={id} type="text" autoComplete="off" {...field} {...describedBy(errorId, error, hintId)} />
      <p id={hintId} className="mt-1 flex justify-between gap-3 text-sm text-slate-600">
        <span>For example: Hyundai Card cohort 7, 3 Dec</span>
        <span className={cn('tabular-nums', length > CLASS_NAME_MAX && 'font-semibold text-red-800')}>
          {length}/{CLASS_NAME_MAX}
        </span>
      </p>
      <FieldError id={errorId} error={error} className="font-medium" />
    </div>
  );
}
