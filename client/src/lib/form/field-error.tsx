import type { FieldError as HookFieldError } from 'react-hook-form';
import { cn } from '@/lib/utils';

/**
 * A field's message under it, with the id its input names in `aria-describedby`; nothing when the field is
 * fine. `role="alert"` so a screen reader hears a message that appears while typing.
 */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error: Pick<HookFieldError, 'message'> | undefined;
  className?: string;
}) {
  if (!error?.message) return null;
  return (
    <p id={id} role="alert" className={cn('mt-1 text-sm text-red-700', className)}>
      {error.message}
    </p>
  );
}

/** The props a field with a message takes: invalid and described by the message while it shows. */
export const describedBy = (id: string, error: unknown, others?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [error ? id : undefined, others].filter(Boolean).join(' ') || undefined,
});
