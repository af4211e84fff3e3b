import { z } from 'zod';

/**
 * The integers the API takes: PostgreSQL's `integer` (int4), the type of every id, table number and version
 * stored. A bigger number used to reach the database and fail there (a 500); each integer field is built on
 * `int32()` so it is refused at the boundary with the field's own message instead.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** `z.number().int()` within int4; `message` is the field's message for any number it refuses. */
export const int32 = (message?: string) =>
  z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .min(INT32_MIN, message)
    .max(INT32_MAX, message);
