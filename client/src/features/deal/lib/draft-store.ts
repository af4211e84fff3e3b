import type { DraftForm } from '@shared/contracts/deal';
import { localStore } from '@/lib/local-store';

/**
 * A form's draft as the page saves it, in localStorage at once and on the server a moment after typing stops:
 * what was typed and when, so that the newer of the two copies wins when the form opens (a reload, or the
 * seat opened on another device).
 */
export interface StoredDraft {
  savedAt: number;
  values: unknown;
}

export const isStoredDraft = (v: unknown): v is StoredDraft =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredDraft).savedAt === 'number' &&
  typeof (v as StoredDraft).values === 'object' &&
  (v as StoredDraft).values !== null;

const keyOf = (scope: string, form: DraftForm) => `deal-draft:${scope}:${form}`;

export const localDrafts = {
  read: (scope: string, form: DraftForm): StoredDraft | null =>
    localStore.read(keyOf(scope, form), isStoredDraft),
  write: (scope: string, form: DraftForm, draft: StoredDraft): void =>
    localStore.write(keyOf(scope, form), draft),
  remove: (scope: string, form: DraftForm): void => localStore.remove(keyOf(scope, form)),
};

/** The newer of the server's copy (anything the API kept) and this device's. */
export function newerDraft(server: unknown, local: StoredDraft | null): StoredDraft | null {
  const remote = isStoredDraft(server) ? server : null;
  if (!remote) return local;
  if (!local) return remote;
  return local.savedAt > remote.savedAt ? local : remote;
}

/** Whether a form has a draft here or on the server: a reload mid-typing opens the form again. */
export const hasDraft = (server: unknown, scope: string, form: DraftForm): boolean =>
  newerDraft(server, localDrafts.read(scope, form)) !== null;

/** What a draft is cleared with on the server once its form is stored: not a draft (the API wants JSON). */
export const NO_DRAFT = {};

/**
 * Where a round's drafts are kept on this device: a form typed in round 1 and never sent does not open
 * filled in for round 2. Round 1 keeps the key drafts had before rounds, so those still open.
 */
export const draftScope = (scope: string, round: number) => (round > 1 ? `${scope}:round${round}` : scope);
