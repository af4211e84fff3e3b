import { z } from 'zod';
import { newTariffGameSchema } from '@shared/contracts/tariff';
import { bodySchema } from '@/lib/form';

/** Where a new game's teams come from: printed join codes, or the students present in the class. */
export type TeamSource = 'codes' | 'class';

/** What the new-game form's fields hold: the source, the pairs as typed, the team size chosen. */
export interface NewGameFields {
  source: TeamSource;
  pairs: string;
  teamSize: number;
}

export const newGameDefaults: NewGameFields = { source: 'codes', pairs: '4', teamSize: 3 };

/**
 * The new-game form's schema for a team game (`simKey`): the request its fields make (the pairs for
 * printed codes, else the team size) checked by the server's own schema, each message on its field.
 */
export const newGameSchema = (simKey: string) =>
  bodySchema({
    fields: z.object({ source: z.enum(['codes', 'class']), pairs: z.string(), teamSize: z.number() }),
    toBody: ({ source, pairs, teamSize }) =>
      source === 'codes' ? { pairs: Number(pairs), simKey } : { teamSize, simKey },
    body: newTariffGameSchema,
    fieldOf: { pairs: 'pairs', teamSize: 'teamSize' },
  });
