import { eq } from 'drizzle-orm';
import type { DeckKey } from '@shared/keys';
import type { DeckSetting } from '@shared/contracts/visibility';
import type { Db } from '../../db/client';
import { deckSettings } from '../../db/schema';

export async function listDeckSettings(db: Db) {
  return db
    .select({
      key: deckSettings.deckKey,
      isVisible: deckSettings.isVisible,
      isDownloadable: deckSettings.isDownloadable,
    })
    .from(deckSettings);
}

export async function getDeckSetting(db: Db, key: DeckKey): Promise<DeckSetting | null> {
  const [row] = await db
    .select({ isVisible: deckSettings.isVisible, isDownloadable: deckSettings.isDownloadable })
    .from(deckSettings)
    .where(eq(deckSettings.deckKey, key));
  return row ?? null;
}

export async function updateDeckSetting(
  db: Db,
  key: DeckKey,
  patch: Partial<DeckSetting>,
): Promise<DeckSetting | null> {
  const [row] = await db
    .update(deckSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(deckSettings.deckKey, key))
    .returning({ isVisible: deckSettings.isVisible, isDownloadable: deckSettings.isDownloadable });
  return row ?? null;
}
