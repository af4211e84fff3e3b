import type { DeckKey } from '../keys';
import type { SimulationKey } from '../simulations';

/**
 * What students may see and use, without the schema library: the pages need only
 * these; the zod schemas (visibility.ts) re-export them.
 */

export interface DeckSetting {
  isVisible: boolean;
  isDownloadable: boolean;
}
export type DeckVisibility = Record<DeckKey, DeckSetting>;

export interface SimulationSetting {
  isVisible: boolean;
  isAccessible: boolean;
}
export type SimulationVisibility = Record<SimulationKey, SimulationSetting>;

/** The one open rule: students may use a simulation only while it is both visible and accessible. */
export const isSimulationOpen = (s: SimulationSetting) => s.isVisible && s.isAccessible;

export interface FeedbackFormSetting {
  isVisible: boolean;
}

/** The defaults: everything visible, downloadable and accessible. */
export const DECK_DEFAULTS: DeckSetting = { isVisible: true, isDownloadable: true };
export const SIMULATION_DEFAULTS: SimulationSetting = { isVisible: true, isAccessible: true };
export const FEEDBACK_FORM_DEFAULTS: FeedbackFormSetting = { isVisible: true };

/**
 * The one rule for a setting nobody has stored (a missing row, a key added to the registry since the last
 * seed, a browser with no answer yet): it reads as the default. Server and client both read settings
 * through this.
 */
export const settingOrDefault = <S>(stored: S | null | undefined, defaults: S): S => stored ?? defaults;

/** Every key's setting, keyed as the API answers them, from the stored rows by key. */
export function settingsOf<K extends string, S>(
  keys: readonly K[],
  stored: ReadonlyMap<string, S>,
  defaults: S,
): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, settingOrDefault(stored.get(k), defaults)])) as Record<K, S>;
}
