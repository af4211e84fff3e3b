import { feedbackMessages, type FeedbackEntry, type FeedbackSubmission } from '@shared/contracts/feedback';
import { classMessages, type ClassFilter } from '@shared/contracts/classes-config';
import { resolveClassFilter } from '../../db/class-scope';
import type { Db } from '../../db/client';
import { writePublicSettings } from '../../db/settings-version';
import { HttpError } from '../../lib/http';
import {
  getFeedbackFormVisible,
  insertFeedback,
  listFeedback,
  setFeedbackArchived,
  setFeedbackFormVisible,
} from './repository';

/** Whether the instructor shows the feedback form to students. */
export const isFeedbackFormVisible = (db: Db): Promise<boolean> => getFeedbackFormVisible(db);

export const showFeedbackForm = (db: Db, isVisible: boolean): Promise<boolean> =>
  writePublicSettings(db, (tx) => setFeedbackFormVisible(tx, isVisible));

/**
 * Students may send feedback only while the instructor shows the form; the instructor
 * always may, to try the form while it is hidden. Throws 403 with a message the dialog shows.
 */
export async function assertFeedbackOpen(db: Db, isAdmin: boolean): Promise<void> {
  if (isAdmin) return;
  if (!(await getFeedbackFormVisible(db))) throw new HttpError(403, feedbackMessages.formClosed);
}

/** Stores a submission (already parsed by the shared schema) and answers its id. */
export const submitFeedback = (db: Db, input: FeedbackSubmission): Promise<number> =>
  insertFeedback(db, input);

/** Every entry of a class (or of all), active and archived, newest first; 404 for an unknown class. */
export async function feedbackEntries(db: Db, classFilter: ClassFilter): Promise<FeedbackEntry[]> {
  const resolved = await resolveClassFilter(db, classFilter);
  if (resolved === null) throw new HttpError(404, classMessages.notFound);
  return listFeedback(db, resolved);
}

/** Archives or restores one entry and answers it; 404 when there is no such entry. */
export async function archiveFeedback(db: Db, id: number, isArchived: boolean): Promise<FeedbackEntry> {
  const entry = await setFeedbackArchived(db, id, isArchived);
  if (!entry) throw new HttpError(404, feedbackMessages.notFound);
  return entry;
}
