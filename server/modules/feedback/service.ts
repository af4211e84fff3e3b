import { feedbackMessages } from '@shared/contracts/feedback';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { getFeedbackFormVisible } from './repository';

/**
 * Students may send feedback only while the instructor shows the form (SPEC section 4); the instructor
 * always may, to try the form while it is hidden. Throws 403 with a message the dialog shows.
 */
export async function assertFeedbackOpen(db: Db, isAdmin: boolean): Promise<void> {
  if (isAdmin) return;
  if (!(await getFeedbackFormVisible(db))) throw new HttpError(403, feedbackMessages.formClosed);
}
