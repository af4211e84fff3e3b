import { z } from 'zod';
import { int32 } from './int';
import { DECK_KEYS } from '../keys';
import { LANGS } from '../simulations';
import { MAX_SLIDES, PROJECTOR_CODE_LENGTH, presenterApiMessages } from './presenter-config';
import { normalizeCode } from './seats-config';
import { TARIFF_CODE_ALPHABET } from './tariff-config';

export * from './presenter-config';

const slideNumber = int32(presenterApiMessages.slideRange)
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
  z.object({ action: z.literal('newProjectorCode') }).strict(),
]);

/** The alphabet of projector codes: the codes people read off a screen (no 0/O, 1/I/L look-alikes). */
export const PROJECTOR_CODE_ALPHABET = TARIFF_CODE_ALPHABET;

export const isProjectorCode = (code: string) =>
  code.length === PROJECTOR_CODE_LENGTH && [...code].every((c) => PROJECTOR_CODE_ALPHABET.includes(c));

/** POST /api/presenter/projector: the code as typed ("k7q m2p" and "K7Q-M2P" are K7QM2P). */
export const projectorJoinSchema = z
  .object({
    code: z
      .string({ error: presenterApiMessages.projectorCode })
      .max(32, presenterApiMessages.projectorCode)
      .transform(normalizeCode)
      .refine(isProjectorCode, presenterApiMessages.projectorCode),
  })
  .strict();
export type ProjectorJoin = z.input<typeof projectorJoinSchema>;
