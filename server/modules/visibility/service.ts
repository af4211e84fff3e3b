import { DECK_KEYS, SIMULATION_KEYS, type DeckKey, type SimulationKey } from '@shared/keys';
import { simulationClosedMessage } from '@shared/contracts/roles';
import type { DeckVisibility, SimulationVisibility } from '@shared/contracts/visibility';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import { getSimulationSetting, listDeckSettings, listSimulationSettings } from './repository';

/** All four decks, keyed; a missing row (never expected after seeding) reads as the default. */
export async function deckVisibility(db: Db): Promise<DeckVisibility> {
  const rows = new Map((await listDeckSettings(db)).map((r) => [r.key, r]));
  return Object.fromEntries(
    DECK_KEYS.map((k) => [
      k,
      { isVisible: rows.get(k)?.isVisible ?? true, isDownloadable: rows.get(k)?.isDownloadable ?? true },
    ]),
  ) as DeckVisibility;
}

export async function simulationVisibility(db: Db): Promise<SimulationVisibility> {
  const rows = new Map((await listSimulationSettings(db)).map((r) => [r.key, r]));
  return Object.fromEntries(
    SIMULATION_KEYS.map((k) => [
      k,
      { isVisible: rows.get(k)?.isVisible ?? true, isAccessible: rows.get(k)?.isAccessible ?? true },
    ]),
  ) as SimulationVisibility;
}

// The same words appear on the client's role-choice page, so they live in shared/.
export { simulationClosedMessage };

/**
 * Students may use a simulation's instructions and results form only while it is visible and
 * accessible; the instructor always may. Throws 403 with a message the page shows.
 */
export async function assertSimulationOpen(
  db: Db,
  key: SimulationKey,
  isAdmin: boolean,
  title: string,
): Promise<void> {
  if (isAdmin) return;
  const setting = await getSimulationSetting(db, key);
  if (setting && (!setting.isVisible || !setting.isAccessible)) {
    throw new HttpError(403, simulationClosedMessage(title));
  }
}

export const deckKeyOr404 = (key: unknown): DeckKey => {
  if (typeof key !== 'string' || !(DECK_KEYS as readonly string[]).includes(key))
    throw new HttpError(404, 'Unknown deck.');
  return key as DeckKey;
};

export const simulationKeyOr404 = (key: unknown): SimulationKey => {
  if (typeof key !== 'string' || !(SIMULATION_KEYS as readonly string[]).includes(key))
    throw new HttpError(404, 'Unknown simulation.');
  return key as SimulationKey;
};
