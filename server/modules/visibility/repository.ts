import { eq } from 'drizzle-orm';
import type { DeckKey, SimulationKey } from '@shared/keys';
import type { DeckSetting, SimulationSetting } from '@shared/contracts/visibility';
import type { Db } from '../../db/client';
import { deckSettings, simulationSettings } from '../../db/schema';

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

export async function updateDeckSetting(db: Db, key: DeckKey, patch: Partial<DeckSetting>) {
  const [row] = await db
    .update(deckSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(deckSettings.deckKey, key))
    .returning({ isVisible: deckSettings.isVisible, isDownloadable: deckSettings.isDownloadable });
  return row ?? null;
}

export async function listSimulationSettings(db: Db) {
  return db
    .select({
      key: simulationSettings.simKey,
      isVisible: simulationSettings.isVisible,
      isAccessible: simulationSettings.isAccessible,
    })
    .from(simulationSettings);
}

export async function getSimulationSetting(db: Db, key: SimulationKey): Promise<SimulationSetting | null> {
  const [row] = await db
    .select({ isVisible: simulationSettings.isVisible, isAccessible: simulationSettings.isAccessible })
    .from(simulationSettings)
    .where(eq(simulationSettings.simKey, key));
  return row ?? null;
}

export async function updateSimulationSetting(db: Db, key: SimulationKey, patch: Partial<SimulationSetting>) {
  const [row] = await db
    .update(simulationSettings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(simulationSettings.simKey, key))
    .returning({ isVisible: simulationSettings.isVisible, isAccessible: simulationSettings.isAccessible });
  return row ?? null;
}
