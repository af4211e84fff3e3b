import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_SAVE_DELAY_MS, type DraftForm } from '@shared/contracts/deal';
import { saveDraft } from '../api/save-draft';
import { localDrafts, newerDraft, type StoredDraft } from './draft-store';

/**
 * A form's values, kept as a draft: every change goes to localStorage at once and to the server
 * DRAFT_SAVE_DELAY_MS after typing stops (and when the form closes with a change not yet saved). The form
 * opens on the newer of the server's draft and this device's, else on `initial`.
 *
 * `hold()` drops the save that is waiting: the form was sent, and the outbox has what it holds.
 */
export function useDraft<T>({
  sim,
  round,
  scope,
  form,
  serverDraft,
  initial,
  restore,
}: {
  sim: string;
  /** The round of the case the form is for. */
  round: number;
  /** Seat, simulation and round: whose draft this is on a shared device. */
  scope: string;
  form: DraftForm;
  serverDraft: unknown;
  initial: () => T;
  restore: (values: unknown) => T | null;
}) {
  const [values, setValues] = useState<T>(() => {
    const draft = newerDraft(serverDraft, localDrafts.read(scope, form));
    return (draft && restore(draft.values)) ?? initial();
  });
  const latest = useRef(values);
  const unsaved = useRef<StoredDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const draft = unsaved.current;
    unsaved.current = null;
    if (draft) void saveDraft(sim, form, draft, round);
  }, [sim, form, round]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      const value = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      latest.current = value;
      setValues(value);
      const draft = { savedAt: Date.now(), values: value };
      localDrafts.write(scope, form, draft);
      unsaved.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
    },
    [scope, form, saveNow],
  );

  const hold = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    unsaved.current = null;
  }, []);

  // closing the form (another step, Cancel) saves what the timer had not saved yet
  useEffect(() => saveNow, [saveNow]);

  return { values, update, hold };
}
