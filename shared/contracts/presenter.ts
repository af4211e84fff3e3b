import { z } from 'zod';
import { DECK_KEYS } from '../keys';
import { LANGS } from '../simulations';
import { MAX_SLIDES, presenterApiMessages } from './presenter-config';

export * from './presenter-config';

const slideNumber = z
  .number({ message: presenterApiMessages.slideRange })
  .int(presenterApiMessages.slideRange)
  .min(1, presenterApiMessages.slideRange)
  .max(MAX_SLIDES, presenterApiMessages.slideRange);

/**
 * PUT /api/presenter/state: where the presentation is. Another deck or language than the current one starts
 * a new presentation (the clock from zero, following along off).
 */
export const putPresenterStateSchema = z
  .object({
    deck: z.enum(DECK_KEYS),
    lang: z.enum(LANGS),
    slide: slideNumber,
    total: slideNumber,
    black: z.boolean().optional(),
  })
  .strict()
  .refine((s) => s.slide <= s.total, { message: presenterApiMessages.slideRange, path: ['slide'] });
export type PutPresenterState = z.infer<typeof putPresenterStateSchema>;

/** PATCH /api/presenter/state. */
export const changePresenterSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pauseClock') }).strict(),
  z.object({ action: z.literal('resumeClock') }).strict(),
  z.object({ action: z.literal('resetClock') }).strict(),
  z.object({ action: z.literal('followAlong'), on: z.boolean() }).strict(),
]);
