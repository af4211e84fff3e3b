import type { ReactNode } from 'react';

/** A field with an error shows it in its border too, not only in the message below. */
export const invalidStyle = 'aria-invalid:border-red-600 aria-invalid:ring-2 aria-invalid:ring-red-600/20';

/** Always present, so a message that appears while typing is announced. */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm font-medium text-red-700 empty:hidden">
      {error}
    </p>
  );
}
