import { amountReadBack } from '@shared/format';
import { useId } from 'react';
import { Input, Label } from '@/components/ui/field';
import { readAmount } from '../lib/enter-form';

/** What a typed amount reads as ("150,000,000 원 · 1억 5천만 원"), or null while it cannot be read. */
export function readBackOf(text: string): string | null {
  const read = readAmount(text);
  return 'value' in read ? amountReadBack(read.value) : null;
}

/**
 * An amount in won, typed as digits or with Korean units (1억 5천만), with what it reads as underneath or
 * the report's message for it. Kept as typed: the form reads it when saving.
 */
export function AmountField({
  label,
  help,
  value,
  onChange,
  disabled,
  problem,
  readBack,
}: {
  label: string;
  help?: string;
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  problem?: string;
  /** "150,000,000 원 · 1억 5천만 원" once the text reads as an amount. */
  readBack: string | null;
}) {
  const id = useId();
  const described = [help && `${id}-help`, problem ? `${id}-problem` : readBack && `${id}-read`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {help && (
        <p id={`${id}-help`} className="mb-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      <Input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      ) : (
        readBack &&
        !disabled && (
          <p id={`${id}-read`} className="mt-1 text-sm text-slate-600">
            Reads as {readBack}
          </p>
        )
      )}
    </div>
  );
}
