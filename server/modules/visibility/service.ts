import {
  simulationClosedMessage,
  simulationKeys,
  simulationOf,
  type SimulationKey,
} from '@shared/simulations';
import {
  SIMULATION_DEFAULTS,
  isSimulationOpen,
  settingOrDefault,
  settingsOf,
  type SimulationSetting,
  type SimulationVisibility,
} from '@shared/contracts/visibility';
import type { Db } from '../../db/client';
import { writePublicSettings } from '../../db/settings-version';
import { HttpError } from '../../lib/http';
import { getSimulationSetting, listSimulationSettings, updateSimulationSetting } from './repository';

export async function simulationVisibility(db: Db): Promise<SimulationVisibility> {
  const rows = await listSimulationSettings(db);
  return settingsOf(
    simulationKeys(),
    new Map(rows.map((r) => [r.key, { isVisible: r.isVisible, isAccessible: r.isAccessible }])),
    SIMULATION_DEFAULTS,
  ) as SimulationVisibility;
}

/**
 * Students may use a simulation's instructions and results form only while it is visible and
 * accessible; the instructor always may. Throws 403 with a message the page shows.
 */
export async function assertSimulationOpen(db: Db, key: SimulationKey, isAdmin: boolean): Promise<void> {
  if (isAdmin) return;
  const setting = settingOrDefault(await getSimulationSetting(db, key), SIMULATION_DEFAULTS);
  if (!isSimulationOpen(setting)) {
    throw new HttpError(403, simulationClosedMessage(simulationOf(key).title));
  }
}

/** Changes one simulation's settings and answers them as they now are. */
export async function updateSimulationVisibility(
  db: Db,
  key: SimulationKey,
  patch: Partial<SimulationSetting>,
): Promise<SimulationSetting> {
  const row = await writePublicSettings(db, (tx) => updateSimulationSetting(tx, key, patch));
  // an upsert always returns its row
  if (!row) throw new Error(`simulation setting ${key} was not stored`);
  return row;
}
