import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useCourseForm, type FormSchema } from '@/lib/form';
import { readDealDraft, useDealDraft, type DealDraftOptions } from './use-deal-draft';

/**
 * A deal form that keeps a draft: on the form layer, checked by `schema` on every change (see shownError),
 * opening on the newer of the server's draft and this device's, else on `initial`. The page is never
 * rendered on the server (/me reads no seat there), so the draft is read before the first render: no frame
 * shows the form empty; useFormDraft's own read after mount finds the same values.
 *
 * `opening` is what it opened on (the survey opens at the first question it left unanswered); `hold()` drops
 * the draft's save that is waiting once the form is sent.
 */
export function useDealForm<S extends FormSchema>(
  schema: S,
  initial: () => z.input<S>,
  drafts: DealDraftOptions<z.input<S>>,
) {
  const [opening] = useState(() => readDealDraft(drafts) ?? initial());
  const form = useCourseForm(schema, {
    defaultValues: opening as DefaultValues<z.input<S> & FieldValues>,
    mode: 'onChange',
  });
  const { hold } = useDealDraft(form, drafts);
  return { form, hold, opening };
}
