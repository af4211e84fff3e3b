import type { Ref } from 'react';
import { Label, Textarea } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { FieldError, invalidStyle } from './field-parts';

/** A text of the deal (a reason, a condition, other terms, a note), with its limit counted under it. */
export function TextField({
  id,
  label,
  help,
  optional,
  value,
  onChange,
  error,
  maxLength,
  rows = 3,
  disabled,
  placeholder,
  inputRef,
}: {
  id: string;
  label: string;
  help?: string;
  optional?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  maxLength: number;
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-slate-600"> {optional}</span>}
      </Label>
      <Textarea
        id={id}
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
        rows={rows}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(help && `${id}-help`, error && `${id}-error`) || undefined}
        className={invalidStyle}
      />
      <p id={`${id}-help`} className="mt-1 flex justify-between gap-4 text-sm text-slate-600">
        <span>{help}</span>
        <span className="shrink-0 tabular-nums" aria-hidden>
          {value.length}/{maxLength}
        </span>
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
