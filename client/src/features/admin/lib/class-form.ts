import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { classMessages } from '@shared/contracts/classes-config';
import { ApiError } from '@/lib/api';
import { showServerErrors } from '@/lib/form';

/**
 * What a refused start, rename or retention says under the dialog: the server's own words for a bad name
 * (400) or an unknown class (404, with the shared message if it gave none), else the fallback.
 */
export function classRequestProblem(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.status === 404) return err.serverMessage || classMessages.notFound;
  if (err instanceof ApiError && err.status === 400 && err.serverMessage) return err.serverMessage;
  return fallback;
}

/**
 * Puts a refused class request back on its dialog's form: a field the server named (a 400's `errors`)
 * gets its message under it; anything else is the dialog's problem line (`root.server`).
 */
export function showClassRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  err: unknown,
  fallback: string,
): void {
  showServerErrors(form, err, {
    fallback,
    inLanguage: (field, message) => (field === 'root' ? classRequestProblem(err, fallback) : message),
  });
}
