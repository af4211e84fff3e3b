import { Controller } from 'react-hook-form';
import type { EnterResultForm } from '../lib/enter-form';
import { AmountField, readBackOf } from './amount-field';

/** One of the enter form's amounts (the amount, the contingent part's), kept as typed and read back. */
export function EnterAmountField({
  form,
  name,
  label,
  help,
  disabled,
  problem,
}: {
  form: EnterResultForm;
  name: 'amount' | 'contingentAmount';
  label: string;
  help?: string;
  disabled: boolean;
  problem: string | undefined;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <AmountField
          label={label}
          help={help}
          value={field.value}
          onChange={field.onChange}
          disabled={disabled}
          problem={problem}
          readBack={readBackOf(field.value)}
        />
      )}
    />
  );
}
