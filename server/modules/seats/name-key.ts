import { eq } from 'drizzle-orm';
import unhomoglyph from 'unhomoglyph';
import { normalizeName } from '@shared/contracts/text';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import { isUniqueViolation } from '../../lib/error-code';

/**
 * The confusable skeleton of Unicode TS #39: each character replaced by the prototype it is confused with
 * (Unicode's confusables.txt, as the unhomoglyph package ships it), between canonical decompositions. Two
 * strings that look alike have the same skeleton: Cyrillic "і" and Latin "i", "rn" and "m", "0" and "O".
 */
const skeleton = (value: string) => unhomoglyph(value.normalize('NFD')).normalize('NFD');

/** Case ignored, then the skeleton: a prototype may be a capital ("0" is "O"), so it is done twice. */
const fold = (value: string) => skeleton(value.toLowerCase());

/**
 * How a seat name is compared for uniqueness in its class (the `name_key` column): the name as stored
 * (normalizeName: NFKC, one space), case ignored, the emoji presentation selectors dropped, then its
 * skeleton. So "Minho Lee", "minho lee", "Mіnho Lee" (a Cyrillic і) and "Ｍinho Lee" (fullwidth) are one
 * name, and the second to join is told it is taken. Up to 6 characters of key for each of the name's.
 */
export const nameKeyOf = (name: string) => fold(fold(normalizeName(name).replace(/[\ufe0e\ufe0f]/g, '')));

/**
 * Gives every seat the key of today's `nameKeyOf` (run at start, under the migration lock): keys an earlier
 * release stored ignored case only, so a look-alike could still join beside them. Of two seats already in a
 * class whose names now compare equal, the later keeps a key of its own (its id after a control character,
 * which no name has), so both stay and the next look-alike is refused.
 */
export async function rekeySeatNames(db: Db): Promise<void> {
  const rows = await db.select({ id: seats.id, name: seats.name, nameKey: seats.nameKey }).from(seats);
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    const key = nameKeyOf(row.name);
    if (row.nameKey === key || row.nameKey === keptApart(key, row.id)) continue;
    try {
      await db.update(seats).set({ nameKey: key }).where(eq(seats.id, row.id));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await db
        .update(seats)
        .set({ nameKey: keptApart(key, row.id) })
        .where(eq(seats.id, row.id));
    }
  }
}

const keptApart = (key: string, id: number) => `${key}\u0001${id}`;
