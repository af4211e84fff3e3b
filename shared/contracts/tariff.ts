import { z } from 'zod';
import { int32 } from './int';
import {
  TARIFF_CHOICES,
  TARIFF_ROUNDS_MAX,
  TARIFF_MULTIPLIERS,
  TARIFF_PAIRS_MAX,
  TARIFF_PAIRS_MIN,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
  isTariffCode,
  normalizeTariffCode,
  tariffMessages,
} from './tariff-config';

/** Tariff Wars: the zod schemas of the request bodies. Everything else is in tariff-config.ts. */
export * from './tariff-config';

/** POST /api/tariff/games body: `{ pairs }` (printed codes) or `{ teamSize }` (teams from the class). */
export const newTariffGameSchema = z
  .object({
    pairs: int32(tariffMessages.pairs)
      .min(TARIFF_PAIRS_MIN, tariffMessages.pairs)
      .max(TARIFF_PAIRS_MAX, tariffMessages.pairs)
      .optional(),
    teamSize: int32(tariffMessages.teamSize)
      .min(TEAM_SIZE_MIN, tariffMessages.teamSize)
      .max(TEAM_SIZE_MAX, tariffMessages.teamSize)
      .optional(),
    /** Which team game (a case's key); the first registered one when omitted. */
    simKey: z.string({ error: tariffMessages.noSuchGame }).max(40, tariffMessages.noSuchGame).optional(),
  })
  .strict()
  .refine((v) => (v.pairs === undefined) !== (v.teamSize === undefined), tariffMessages.pairsOrTeamSize);
export type NewTariffGame = z.output<typeof newTariffGameSchema>;

/** POST /api/tariff/join body: the code as typed ("abc def" and "ABC-DEF" are ABCDEF). */
export const tariffJoinSchema = z
  .object({
    code: z
      .string({ error: tariffMessages.code })
      .max(32, tariffMessages.code)
      .transform(normalizeTariffCode)
      .refine(isTariffCode, tariffMessages.code),
  })
  .strict();
export type TariffJoin = z.output<typeof tariffJoinSchema>;

export const tariffRoundNumberSchema = int32(tariffMessages.round)
  .min(1, tariffMessages.round)
  .max(TARIFF_ROUNDS_MAX, tariffMessages.round);

/** POST /api/tariff/choice body. */
export const tariffChoiceSchema = z
  .object({
    round: tariffRoundNumberSchema,
    choice: z.enum(TARIFF_CHOICES, { error: tariffMessages.choice }),
  })
  .strict();
export type TariffChoiceInput = z.output<typeof tariffChoiceSchema>;

/** PATCH /api/tariff/games/{id}/rounds/{n} body: at least one of the two rules. */
export const tariffRoundRulesSchema = z
  .object({
    multiplier: z.literal(TARIFF_MULTIPLIERS, { error: tariffMessages.multiplier }).optional(),
    talk: z.boolean({ error: tariffMessages.talk }).optional(),
  })
  .strict()
  .refine((v) => v.multiplier !== undefined || v.talk !== undefined, tariffMessages.noRuleChange);
export type TariffRoundRules = z.output<typeof tariffRoundRulesSchema>;
