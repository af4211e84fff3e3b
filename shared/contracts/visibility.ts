import { z } from 'zod';
import type { DeckSetting, FeedbackFormSetting, SimulationSetting } from './visibility-config';

/** The visibility settings' request bodies, checked by the same schemas in the browser and on the server. */

export * from './visibility-config';

const deckSettingSchema = z.object({
  isVisible: z.boolean(),
  isDownloadable: z.boolean(),
}) satisfies z.ZodType<DeckSetting>;
const simulationSettingSchema = z.object({
  isVisible: z.boolean(),
  isAccessible: z.boolean(),
}) satisfies z.ZodType<SimulationSetting>;

/** PATCH bodies: one or both booleans, nothing else. */
export const deckSettingPatchSchema = deckSettingSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send isVisible and/or isDownloadable');
export const simulationSettingPatchSchema = simulationSettingSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Send isVisible and/or isAccessible');

export const feedbackFormSettingSchema = z
  .object({ isVisible: z.boolean() })
  .strict() satisfies z.ZodType<FeedbackFormSetting>;
