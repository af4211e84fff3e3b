import { forwardRef, useId } from 'react';
import { CLASS_NAME_MAX } from '@shared/contracts/classes-config';
import { Input, Label } from '@/components/ui/field';
import { cn } from '@/lib/utils';

/**
 * The class name field of the start and rename dialogs: no maxLength (a pasted name is never cut short
 * silently); the shared schema's message says when it is too long, and a counter shows the length.
 */
export const ClassNameField = forwardRef<
  HTMLInputElement,
  {
    value: string;
    onChange: (value: string) => void;
    error: string | null;
    disabled?: boolean;
  }
>(({ value, onChange, error, disabled }, ref) => {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const length = value.trim().length;
  return (
    <div>
      <Label htmlFor={id}>Class name</Label>
      <Input
        ref={ref}
        id={id}
        type="text"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      <p id={hintId} className="mt-1 flex justify-between gap-3 text-sm text-slate-600">
        <span>For example: Hyundai Card cohort 7, 3 Dec</span>
        <span className={cn('tabular-nums', length > CLASS_NAME_MAX && 'font-semibold text-red-800')}>
          {length}/{CLASS_NAME_MAX}
        </span>
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
});
ClassNameField.displayName = 'ClassNameField';
