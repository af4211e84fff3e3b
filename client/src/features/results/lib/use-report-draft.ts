import { useEffect, useMemo } from 'react';
import { useFormDraft, type DraftStore } from '@/lib/form';
import { reportDraft } from './report-draft';
import type { ReportForm, ReportValues } from './report-form-schema';

/**
 * Keeps what the student types as a draft in this tab (lib/report-draft.ts) until the server has it. A draft
 * found on the way in is checked at once, so what was typed says what is wrong with it as it did while typing.
 */
export function useReportDraft(form: ReportForm, sim: string): void {
  const store = useMemo<DraftStore<ReportValues>>(
    () => ({ read: () => reportDraft.read(sim), write: (draft) => reportDraft.write(sim, draft) }),
    [sim],
  );
  useFormDraft(form, store);
  // After useFormDraft's own effect, which has put the draft in the fields.
  useEffect(() => {
    if (store.read()) void form.trigger();
  }, [form, store]);
}
