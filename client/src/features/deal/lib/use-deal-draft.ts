import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { DRAFT_SAVE_DELAY_MS, type DraftForm } from '@shared/contracts/deal';
import { useFormDraft, type DraftStore } from '@/lib/form';
import { saveDraft } from '../api/save-draft';
import { localDrafts, newerDraft, type StoredDraft } from './draft-store';

/** Whose draft of which form, and how a stored one is read back into the form's values. */
export interface DealDraftOptions<Values> {
  sim: string;
  /** The round of the case the form is for. */
  round: number;
  /** Seat, simulation and round: whose draft this is on a shared device. */
  scope: string;
  form: DraftForm;
  /** The draft the API keeps for the form (`pair.drafts`), from another device or before a reload. */
  serverDraft: unknown;
  /** A stored draft's values as the form's, or null when they are not (an older form's, say). */
  restore: (values: unknown) => Values | null;
}

/** The newer of the server's draft and this device's, read back into the form's values; null: none. */
export function readDealDraft<Values>({ scope, form, serverDraft, restore }: DealDraftOptions<Values>) {
  const draft = newerDraft(serverDraft, localDrafts.read(scope, form));
  return draft ? restore(draft.values) : null;
}

/**
 * Where a deal form keeps its draft: every change in localStorage at once and on the server
 * DRAFT_SAVE_DELAY_MS after typing stops (`saveNow` sends what is waiting). `hold()` drops the save that is
 * waiting: the form was sent, and the outbox has what it holds.
 */
function dealDraftStore<Values>(options: DealDraftOptions<Values>) {
  const { sim, round, scope, form } = options;
  let unsaved: StoredDraft | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hold = () => {
    clearTimeout(timer);
    timer = undefined;
    unsaved = null;
  };
  const saveNow = () => {
    const draft = unsaved;
    hold();
    if (draft) void saveDraft(sim, form, draft, round);
  };
  const store: DraftStore<Values> = {
    read: () => readDealDraft(options),
    write: (values) => {
      const draft = { savedAt: Date.now(), values };
      localDrafts.write(scope, form, draft);
      unsaved = draft;
      clearTimeout(timer);
      timer = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
    },
  };
  return { store, hold, saveNow };
}

/**
 * A deal form's draft, kept through the form layer: the form opens on the newer of the server's draft and
 * this device's (else on its default values), and every change is saved as `dealDraftStore` says. Closing
 * the form (another step, Cancel) saves what the timer had not saved yet.
 */
export function useDealDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'reset' | 'subscribe'>,
  options: DealDraftOptions<Values>,
): { hold: () => void } {
  // The draft is the form's for its lifetime: read once, saved where it was opened (its round, its seat).
  const [draft] = useState(() => dealDraftStore(options));
  useFormDraft(form, draft.store);
  useEffect(() => draft.saveNow, [draft]);
  return { hold: draft.hold };
}
