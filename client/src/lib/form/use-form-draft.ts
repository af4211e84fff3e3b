import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Where a form keeps what was typed until it is sent (sessionStorage, the server's draft, ...). */
export interface DraftStore<Values> {
  read(): Values | null;
  write(values: Values): void;
}

/**
 * Keeps a form's draft: read once the page has hydrated (so the server's page and the browser's first
 * render agree), written on every change. The form clears the store itself once the server has the data.
 */
export function useFormDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'reset' | 'subscribe'>,
  store: DraftStore<Values>,
): void {
  useEffect(() => {
    const draft = store.read();
    if (draft) form.reset(draft, { keepDefaultValues: true });
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => store.write(values as Values),
    });
    // The store is the form's for its lifetime; a new one comes with a new form (a new key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);
}
