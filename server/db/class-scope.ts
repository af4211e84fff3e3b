import { eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClassFilter } from '@shared/contracts/classes-config';
import type { Db } from './client';
import { classes } from './schema';

/**
 * Which class a row belongs to, for every table that has a `class_id`. The server decides, in
 * the database: the column's default is `current_class_id()` (migration 0002), read inside the INSERT
 * itself, so a row stored while a new class starts lands in exactly one class, the old or the new.
 */

/** The rows of one class (or every row, for 'all'), as a WHERE condition on `column`. */
export const inClass = (column: AnyPgColumn, filter: number | 'all'): SQL | undefined =>
  filter === 'all' ? undefined : eq(column, filter);

/**
 * A list's class filter with 'current' fixed to the current class's id, so every page of one list reads
 * the same class; null for an id that names no class (the APIs answer 404).
 */
export async function resolveClassFilter(db: Db, filter: ClassFilter): Promise<number | 'all' | null> {
  if (filter === 'all') return 'all';
  if (filter === 'current') return (await currentClass(db)).id;
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, filter));
  return row ? filter : null;
}

/** The current class. Every database has one from migration 0002 on; the seed makes sure of it. */
export async function currentClass(db: Db) {
  const [row] = await db.select().from(classes).where(isNull(classes.endedAt));
  if (!row) throw new Error('no current class');
  return row;
}
