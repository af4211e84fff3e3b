import { z } from 'zod';
import type { DeckKey, SimulationKey } from '../keys';

export const deckSettingSchema = z.object({ isVisible: z.boolean(), isDownloadable: z.boolean() });
export type DeckSetting = z.infer<typeof deckSettingSchema>;
export type DeckVisibility = Record<DeckKey, DeckSetting>;

export const simulationSettingSchema = z.object({ isVisible: z.boolean(), isAccessible: z.boolean() });
export type SimulationSetting = z.infer<typeof simulationSettingSchema>;
export type SimulationVisibility = Record<SimulationKey, SimulationSetting>;

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
