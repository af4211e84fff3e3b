import { eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ClassFilter } from '@shared/contracts/classes-config';
import { seatMessages } from '@shared/contracts/seats-config';
import { HttpError } from '../lib/http';
import type { Db } from './client';
import { classes } from './schema';

/**
 * Which class a row belongs to, for every table that has a `class_id`. The server decides, in
 * the database: the column's default is `current_class_id()` (migration 0002), read inside the INSERT
 * itself, so a row stored while a new class starts lands in exactly one class, the old or the new. With no
 * class running (after End class) the default is null and the insert fails on NOT NULL: the error handler
 * answers that, like NoClassError, 409 "No class is running".
 */

/** The reason code of the 409 a write gets while no class is running (the error handler words it). */
export const NO_CLASS = 'no-class';

/** A write that needs the current class, while none is running: 409, in the request's language. */
export class NoClassError extends HttpError {
  constructor() {
    super(409, seatMessages.en.noClass, undefined, NO_CLASS);
  }
}

/** No class has this id (ids start at 1): a 'current' filter with no class running lists nothing. */
const NO_CLASS_ID = 0;

/** The rows of one class (or every row, for 'all'), as a WHERE condition on `column`. */
export const inClass = (column: AnyPgColumn, filter: number | 'all'): SQL | undefined =>
  filter === 'all' ? undefined : eq(column, filter);

/**
 * A list's class filter with 'current' fixed to the current class's id, so every page of one list reads
 * the same class; null for an id that names no class (the APIs answer 404).
 */
export async function resolveClassFilter(db: Db, filter: ClassFilter): Promise<number | 'all' | null> {
  if (filter === 'all') return 'all';
  if (filter === 'current') return (await findCurrentClass(db))?.id ?? NO_CLASS_ID;
  const [row] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, filter));
  return row ? filter : null;
}

/** The current class, or null while none is running (after End class, until the next one starts). */
export async function findCurrentClass(db: Db) {
  const [row] = await db.select().from(classes).where(isNull(classes.endedAt));
  return row ?? null;
}

/** The current class, for a write that needs one: NoClassError (409) while none is running. */
export async function currentClass(db: Db) {
  const row = await findCurrentClass(db);
  if (!row) throw new NoClassError();
  return row;
}
