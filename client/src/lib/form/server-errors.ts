import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api';

/**
 * Puts a refused request's reasons back on the form: each field the server named (its `errors`) gets the
 * server's first message for it, or the form's own words for it where `inLanguage` has some (the server
 * speaks English; a Korean form says it in Korean); the rest goes to `root.server`, which the form shows
 * under its fields. Nothing typed is lost: the values stay as they were.
 */
export function showServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  err: unknown,
  {
    fallback,
    inLanguage = (_field, message) => message,
    fieldOf = {},
  }: {
    /** What to say when the server gave no words (a network failure, a 5xx). */
    fallback: string;
    /** The form's words for a field's refusal, given the server's. */
    inLanguage?: (field: string, message: string) => string;
    /**
     * The form's field for a key of the server's `errors` where the two differ (`contingent.amount` typed in
     * `contingentAmount`, `target` in `fields.target`), as `bodySchema` has it; other keys are the field's own.
     */
    fieldOf?: Record<string, string>;
  },
): void {
  const fields = err instanceof ApiError ? (err.fieldErrors ?? {}) : {};
  const known = Object.keys(form.getValues());
  let placed = false;
  for (const [key, messages] of Object.entries(fields)) {
    const first = messages[0];
    const field = fieldOf[key] ?? (known.includes(key) ? key : undefined);
    if (!first || !field) continue;
    form.setError(field as Path<Values>, { type: 'server', message: inLanguage(field, first) });
    placed = true;
  }
  if (!placed)
    form.setError('root.server', {
      type: 'server',
      message: inLanguage('root', errorMessage(err, fallback)),
    });
}
