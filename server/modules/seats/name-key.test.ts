import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { classes, seats } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { nameKeyOf, rekeySeatNames } from './name-key';

describe('nameKeyOf: one key for names that look the same', () => {
  it.each([
    ['Minho Lee', 'minho lee'],
    ['Minho Lee', 'Mіnho Lee'], // Cyrillic і
    ['Minho Lee', 'Ｍinho Lee'], // fullwidth M
    ['Minho Lee', 'Rninho Lee'],
    ['Sam ❤️', 'Sam ❤'],
    ['Jo O', 'Jo 0'],
  ])('%s and %s', (a, b) => expect(nameKeyOf(a)).toBe(nameKeyOf(b)));

  it.each([
    ['Minho Lee', 'Minho Le'],
    ['José', 'Jose'],
    ['이민호', '이민우'],
    ['김예지', '김예시'],
  ])('%s and %s differ', (a, b) => expect(nameKeyOf(a)).not.toBe(nameKeyOf(b)));
});

describe('re-keying the seats an earlier release stored (case only)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every seat its look-alike key; of two look-alikes already seated, both stay and the next is refused', async () => {
    const { db } = database;
    const [current] = await db.select({ id: classes.id }).from(classes);
    const old = (name: string, seatCode: string) => ({
      classId: current!.id,
      name,
      nameKey: name.toLowerCase(),
      lang: 'en',
      seatCode,
    });
    await db
      .insert(seats)
      .values([old('Minho Lee', 'AAAA2222'), old('Mіnho Lee', 'AAAA3333'), old('김예지', 'AAAA4444')]);
    await rekeySeatNames(db);
    await rekeySeatNames(db); // a second start changes nothing
    const keys = await db.select({ id: seats.id, nameKey: seats.nameKey }).from(seats).orderBy(asc(seats.id));
    expect(keys.map((k) => k.nameKey)).toEqual([
      nameKeyOf('Minho Lee'),
      `${nameKeyOf('Minho Lee')}\u0001${keys[1]!.id}`,
      nameKeyOf('김예지'),
    ]);
    await expect(
      db.insert(seats).values({ ...old('Ｍinho Lee', 'AAAA5555'), nameKey: nameKeyOf('Ｍinho Lee') }),
    ).rejects.toThrow();
    expect(await db.select().from(seats).where(eq(seats.seatCode, 'AAAA5555'))).toEqual([]);
  });
});
