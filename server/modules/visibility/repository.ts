import { eq } from 'drizzle-orm';
import type { SimulationKey } from '@shared/simulations';
import type { SimulationSetting } from '@shared/contracts/visibility';
import type { Db } from '../../db/client';
import { simulationSettings } from '../../db/schema';

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

/** Updates a simulation's setting; a simulation added to the registry since the last seed gets its row. */
export async function updateSimulationSetting(db: Db, key: SimulationKey, patch: Partial<SimulationSetting>) {
  const [row] = await db
    .insert(simulationSettings)
    .values({ simKey: key, ...patch })
    .onConflictDoUpdate({ target: simulationSettings.simKey, set: { ...patch, updatedAt: new Date() } })
    .returning({ isVisible: simulationSettings.isVisible, isAccessible: simulationSettings.isAccessible });
  return row ?? null;
}
