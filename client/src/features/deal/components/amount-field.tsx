import { amountReadBack } from '@shared/format';
import type { Ref } from 'react';
import { readAmountText } from '@shared/amount-text';
import type { Lang } from '@shared/simulations';
import { AmountInput } from '@/components/amount-input/amount-input';
import { amountFieldText } from '@/components/amount-input/amount-text';
import { Label } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { FieldError, invalidStyle } from './field-parts';

/**
 * An amount of the deal, typed as the report form's amount is: digits or 억/만, read back while typing
 * ("150,000,000 원 · 1억 5천만 원"), the reader's messages in the seat's language.
 */
export function AmountField({
  id,
  label,
  help,
  optional,
  value,
  onChange,
  error,
  lang,
  disabled,
  inputRef,
}: {
  id: string;
  label: string;
  help?: string;
  /** Shown after the label: "(optional)". */
  optional?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  lang: Lang;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const words = amountFieldText[lang].amountHelp;
  const reading = value.trim() ? readAmountText(value, lang) : null;
  const readBack = reading?.ok ? [amountReadBack(reading.value), reading.note].filter(Boolean).join(' ') : '';
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-slate-600"> {optional}</span>}
      </Label>
      <div className="relative">
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
          aria-hidden
        >
          ₩
        </span>
        <AmountInput
          id={id}
          ref={inputRef}
          value={value}
          onValueChange={onChange}
          disabled={disabled}
          aria-required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(`${id}-readback`, `${id}-help`, error && `${id}-error`)}
          className={cn(invalidStyle, 'pl-8 tabular-nums')}
        />
      </div>
      <p
        id={`${id}-readback`}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-slate-800 tabular-nums empty:hidden"
        data-testid="amount-readback"
      >
        {readBack}
      </p>
      <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
        {help && <>{help} </>}
        {words.text}
        <span lang="ko">{words.example}</span>
        {words.end}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
