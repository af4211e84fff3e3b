import { DECK_KEYS, type DeckKey } from '@shared/keys';
import {
  isSimulationKey,
  simulationClosedMessage,
  simulationKeys,
  simulationOf,
  type SimulationKey,
} from '@shared/simulations';
import { isSimulationOpen, type DeckVisibility, type SimulationVisibility } from '@shared/contracts/visibility';
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
    simulationKeys().map((k) => [
      k,
      { isVisible: rows.get(k)?.isVisible ?? true, isAccessible: rows.get(k)?.isAccessible ?? true },
    ]),
  ) as SimulationVisibility;
}

/**
 * Students may use a simulation's instructions and results form only while it is visible and
 * accessible; the instructor always may. Throws 403 with a message the page shows.
 */
export async function assertSimulationOpen(
  db: Db,
  key: SimulationKey,
  isAdmin: boolean,
): Promise<void> {
  if (isAdmin) return;
  const setting = await getSimulationSetting(db, key);
  if (setting && !isSimulationOpen(setting)) {
    throw new HttpError(403, simulationClosedMessage(simulationOf(key).title));
  }
}

export const deckKeyOr404 = (key: unknown): DeckKey => {
  if (typeof key !== 'string' || !(DECK_KEYS as readonly string[]).includes(key))
    throw new HttpError(404, 'Unknown deck.');
  return key as DeckKey;
};

export const simulationKeyOr404 = (key: unknown): SimulationKey => {
  if (!isSimulationKey(key)) throw new HttpError(404, 'Unknown simulation.');
  return key;
};
