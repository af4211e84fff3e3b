import { dealUrls, type DraftForm } from '@shared/contracts/deal';
import { apiRequest } from '@/lib/api';

/**
 * PUT /api/sims/{key}/my-drafts/{form}: what the seat has typed into a form, for another device or a reload.
 * A draft that does not reach the server is not an error the student needs to hear of: the page keeps it
 * in localStorage too, and sends the next one.
 */
export async function saveDraft(sim: string, form: DraftForm, draft: object, round?: number): Promise<void> {
  try {
    // a round's own draft (the latest round's without one)
    await apiRequest('PUT', dealUrls(sim, round).myDraft(form), draft);
  } catch {
    // kept in the page; the next keystroke or send tries again
  }
}
