import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerErrors } from '@/lib/form';
import type { SendState } from './use-outbox';

/**
 * A refusal of the form's submission (a 4xx the outbox got) put back on its fields: each field the server
 * named shows the server's words under it (the seat's language: the server speaks it), with everything typed
 * kept. The refusal as a whole is still said beside the button (SendStatus).
 */
export function useRefusalOnFields<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'getValues'>,
  state: SendState | undefined,
  fieldOf: Record<string, string> = {},
): void {
  const refusal = state?.status === 'refused' ? state : null;
  useEffect(() => {
    if (refusal) showServerErrors(form, refusal.error, { fallback: refusal.message ?? '', fieldOf });
    // a new refusal is a new state: the form and its fields' names stay the form's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refusal]);
}
