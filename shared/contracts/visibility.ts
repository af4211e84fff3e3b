import { z } from 'zod';
import type { DeckKey } from '../keys';
import type { SimulationKey } from '../simulations';

export const deckSettingSchema = z.object({ isVisible: z.boolean(), isDownloadable: z.boolean() });
export type DeckSetting = z.infer<typeof deckSettingSchema>;
export type DeckVisibility = Record<DeckKey, DeckSetting>;

export const simulationSettingSchema = z.object({ isVisible: z.boolean(), isAccessible: z.boolean() });
export type SimulationSetting = z.infer<typeof simulationSettingSchema>;
export type SimulationVisibility = Record<SimulationKey, SimulationSetting>;

/** The one open rule: students may use a simulation only while it is both visible and accessible. */
export const isSimulationOpen = (s: SimulationSetting) => s.isVisible && s.isAccessible;

/** PATCH bodies: one or both booleans, nothing else. */
export const deckSettingPatchSchema = deckSettingSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send isVisible and/or isDownloadable');
export const simulationSettingPatchSchema = simulationSettingSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send isVisible and/or isAccessible');

export const feedbackFormSettingSchema = z.object({ isVisible: z.boolean() }).strict();
export type FeedbackFormSetting = z.infer<typeof feedbackFormSettingSchema>;
