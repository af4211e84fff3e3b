import type { ComponentProps } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { AmountField } from './amount-field';
import { TextField } from './text-field';

/**
 * A field's message as the deal's forms show it: before the form was first sent, only once something is
 * typed in the field (an empty field is not yet wrong); after, always. The forms check every change (mode
 * 'onChange'), so a message follows each keystroke.
 */
export const shownError = (
  error: { message?: string } | undefined,
  submitted: boolean,
  typed: string,
): string | undefined => (submitted || typed.trim() ? error?.message : undefined);

type Bound<Values extends FieldValues, Out> = {
  control: Control<Values, unknown, Out>;
  name: FieldPathByValue<Values, string | undefined>;
  /** Called on every change, before the form has it (a question about an amount goes away). */
  onEdit?: () => void;
  /** The fields whose message depends on this one's value: checked again with it. */
  deps?: FieldPath<Values>[];
};

function useTextController<Values extends FieldValues, Out>({
  control,
  name,
  onEdit,
  deps,
}: Bound<Values, Out>) {
  const { field, fieldState, formState } = useController({ control, name, rules: { deps } });
  const value = (field.value as string | undefined) ?? '';
  return {
    value,
    onChange: (text: string) => {
      onEdit?.();
      field.onChange(text);
    },
    error: shownError(fieldState.error, formState.isSubmitted, value),
    inputRef: field.ref,
  };
}

/** An AmountField holding one of the form's fields (its value, its message, its focus). */
export function FormAmountField<Values extends FieldValues, Out>({
  control,
  name,
  onEdit,
  deps,
  ...props
}: Bound<Values, Out> &
  Omit<ComponentProps<typeof AmountField>, 'value' | 'onChange' | 'error' | 'inputRef'>) {
  const bound = useTextController({ control, name, onEdit, deps });
  return <AmountField {...props} {...bound} />;
}

/** A TextField holding one of the form's fields (its value, its message, its focus). */
export function FormTextField<Values extends FieldValues, Out>({
  control,
  name,
  onEdit,
  deps,
  ...props
}: Bound<Values, Out> & Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error' | 'inputRef'>) {
  const bound = useTextController({ control, name, onEdit, deps });
  return <TextField {...props} {...bound} />;
}
