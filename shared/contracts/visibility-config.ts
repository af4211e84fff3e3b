import type { DeckKey } from '../keys';
import type { SimulationKey } from '../simulations';

/**
 * What students may see and use (SPEC sections 4 and 7), without the schema library: the pages need only
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
