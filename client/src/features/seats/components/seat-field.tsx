import type { ReactNode } from 'react';
import { Label } from '@/components/ui/field';

/** The ids a field's input points at: its help and its error (always there, so a new error is announced). */
export const fieldIds = (id: string) => ({ help: `${id}-help`, error: `${id}-error` });

/** The props of a field's input: its error marks it invalid, and help and error describe it. */
export const inputProps = (id: string, error: string | undefined, extra: (string | false)[] = []) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [fieldIds(id).help, ...extra, fieldIds(id).error].filter(Boolean).join(' '),
});

/** A labelled field with its help line under the input and its error next to it. */
export function SeatField({
  id,
  label,
  help,
  error,
  children,
  after,
}: {
  id: string;
  label: string;
  help: ReactNode;
  error: string | undefined;
  children: ReactNode;
  /** What the field shows under its help, such as the class a code belongs to. */
  after?: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <p id={fieldIds(id).help} className="mt-1 text-sm text-slate-600">
        {help}
      </p>
      {after}
      <p
        id={fieldIds(id).error}
        aria-live="polite"
        className="mt-1 text-sm font-medium text-red-700 empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
