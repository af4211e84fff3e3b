import { z } from 'zod';
import { LANGS, type Lang } from '../simulations';
import { nameText, textMessages } from './text';
import {
  CLASS_CODE_LENGTH,
  SEAT_NAME_MAX,
  isClassCode,
  isSeatCode,
  normalizeCode,
  seatMessages,
} from './seats-config';

/** Seats: the zod schemas of the request bodies. Everything else is in seats-config.ts. */
export * from './seats-config';

/**
 * A schema of each language, made on first use and kept: making a zod object schema costs about 0.7 ms (it
 * compiles its parser), parsing with a made one 0.02 ms, and a class's joins parse hundreds a second.
 */
const perLang = <T>(make: (lang: Lang) => T) => {
  const made = new Map<Lang, T>();
  return (lang: Lang = 'en'): T => {
    let schema = made.get(lang);
    if (!schema) made.set(lang, (schema = make(lang)));
    return schema;
  };
};

/**
 * A name as classmates call you: trimmed (tabs too), runs of spaces made one, NFKC, 1-40 characters of any
 * script, no control or invisible characters, at least one visible one.
 */
export const seatNameSchema = (lang: Lang = 'en') => {
  const label = seatMessages[lang].nameLabel;
  return nameText(label, { lang })
    .refine((v) => v.length > 0, textMessages[lang].required(label))
    .refine((v) => [...v].length <= SEAT_NAME_MAX, textMessages[lang].tooLong(label, SEAT_NAME_MAX));
};

const langSchema = (lang: Lang) => z.enum(LANGS, { error: seatMessages[lang].lang });

const classCodeSchema = (lang: Lang) =>
  z
    .string({ error: seatMessages[lang].classCode })
    .max(32, seatMessages[lang].classCode)
    .transform(normalizeCode)
    .refine(isClassCode, seatMessages[lang].classCode);

/**
 * POST /api/seats body. The messages are in the language the student chose (English when that is missing or
 * wrong), so a Korean form shows Korean errors from the server too.
 */
export const joinSeatSchema = perLang((lang) =>
  z.object({ name: seatNameSchema(lang), lang: langSchema(lang), code: classCodeSchema(lang) }).strict(),
);
export type JoinSeat = z.output<ReturnType<typeof joinSeatSchema>>;

/** The language a join or edit body asks for, to answer in it; English when it asks for none. */
export const bodyLang = (body: unknown): Lang => {
  const asked = (body as { lang?: unknown } | null)?.lang;
  return LANGS.find((lang) => lang === asked) ?? 'en';
};

/** PATCH /api/seats/me body: at least one of the two. */
export const editMySeatSchema = perLang((lang) =>
  z
    .object({ name: seatNameSchema(lang).optional(), lang: langSchema(lang).optional() })
    .strict()
    .refine((v) => v.name !== undefined || v.lang !== undefined, seatMessages[lang].nameLabel),
);
export type EditMySeat = z.output<ReturnType<typeof editMySeatSchema>>;

/** PATCH /api/seats/{id} body (instructor): a new name. */
export const renameSeatSchema = z.object({ name: seatNameSchema('en') }).strict();

/** POST /api/seats/claim body: the seat code as typed ("k7qm 2pxr" and "K7QM-2PXR" are K7QM2PXR). */
export const claimSeatSchema = perLang((lang) =>
  z
    .object({
      seatCode: z
        .string({ error: seatMessages[lang].seatCode })
        .max(32, seatMessages[lang].seatCode)
        .transform(normalizeCode)
        .refine(isSeatCode, seatMessages[lang].seatCode),
      lang: langSchema(lang).optional(),
    })
    .strict(),
);

/** POST /api/seats/reseat body: the one-time token of the instructor's re-seat link. */
export const reseatClaimSchema = z
  .object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, seatMessages.en.reseatUsed) })
  .strict();

/** PATCH /api/classes/current/join body (instructor): open or close the class, or draw a new code. */
export const classJoinPatchSchema = z.union([
  z.object({ joinOpen: z.boolean() }).strict(),
  z.object({ newCode: z.literal(true) }).strict(),
]);
export type ClassJoinPatch = z.output<typeof classJoinPatchSchema>;

/** The `?code=` of the join form, as typed; null when it is not a class code. */
export const classCodeOf = (raw: unknown): string | null => {
  if (typeof raw !== 'string' || raw.length > 32) return null;
  const code = normalizeCode(raw);
  return code.length === CLASS_CODE_LENGTH && isClassCode(code) ? code : null;
};
