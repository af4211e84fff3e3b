import type { CourseClass } from '@shared/contracts/classes-config';

/** A class's name by id, for tables and CSV columns; `Class {id}` for one the list does not have (yet). */
export function classNameOf(classes: readonly CourseClass[] | undefined, id: number): string {
  return classes?.find((c) => c.id === id)?.name ?? `Class ${id}`;
}
