import { desc, eq } from 'drizzle-orm';
import type { FeedbackEntry, FeedbackSubmission } from '@shared/contracts/feedback';
import { FEEDBACK_FORM_DEFAULTS, settingOrDefault } from '@shared/contracts/visibility-config';
import { inClass } from '../../db/class-scope';
import type { Db } from '../../db/client';
import { FEEDBACK_FORM_SETTING } from '../../db/migrate';
import { appSettings, feedback } from '../../db/schema';

const entryColumns = {
  id: feedback.id,
  name: feedback.name,
  rating: feedback.rating,
  comments: feedback.comments,
  favoritePart: feedback.favoritePart,
  isArchived: feedback.isArchived,
  createdAt: feedback.createdAt,
  classId: feedback.classId,
};

type Row = Omit<FeedbackEntry, 'createdAt'> & { createdAt: Date };
const toEntry = (row: Row): FeedbackEntry => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function insertFeedback(db: Db, input: FeedbackSubmission): Promise<number> {
  const [row] = await db.insert(feedback).values(input).returning({ id: feedback.id });
  return row!.id;
}

/** Every entry of a class (or of all), active and archived, newest first (ties broken by id: stable). */
export async function listFeedback(db: Db, classFilter: number | 'all'): Promise<FeedbackEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(feedback)
    .where(inClass(feedback.classId, classFilter))
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  return rows.map(toEntry);
}

export async function setFeedbackArchived(
  db: Db,
  id: number,
  isArchived: boolean,
): Promise<FeedbackEntry | null> {
  const [row] = await db
    .update(feedback)
    .set({ isArchived })
    .where(eq(feedback.id, id))
    .returning(entryColumns);
  return row ? toEntry(row) : null;
}

/** Whether students may send feedback; a missing row (never expected after seeding) reads as the default. */
export async function getFeedbackFormVisible(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ isVisible: appSettings.isVisible })
    .from(appSettings)
    .where(eq(appSettings.key, FEEDBACK_FORM_SETTING));
  return settingOrDefault(row, FEEDBACK_FORM_DEFAULTS).isVisible;
}

export async function setFeedbackFormVisible(db: Db, isVisible: boolean): Promise<boolean> {
  const [row] = await db
    .insert(appSettings)
    .values({ key: FEEDBACK_FORM_SETTING, isVisible })
    .onConflictDoUpdate({ target: appSettings.key, set: { isVisible, updatedAt: new Date() } })
    .returning({ isVisible: appSettings.isVisible });
  return row!.isVisible;
}
