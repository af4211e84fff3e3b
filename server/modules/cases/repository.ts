import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assignments,
  casePackages,
  deals,
  debriefReleases,
  plans,
  results,
  simulationSettings,
  surveyAnswers,
} from '../../db/schema';

export type StoredPackage = typeof casePackages.$inferSelect;

/** Every stored package, its bytes included (a handful of cases, each at most a few MB). */
export const storedPackages = (db: Db): Promise<StoredPackage[]> => db.select().from(casePackages);

export async function storedPackage(db: Db, key: string): Promise<StoredPackage | undefined> {
  const [row] = await db.select().from(casePackages).where(eq(casePackages.key, key));
  return row;
}

/** Key and slug of every stored package (no bytes): for the list and the duplicate check. */
export const storedKeys = (db: Db) =>
  db
    .select({ key: casePackages.key, slug: casePackages.slug, archivedAt: casePackages.archivedAt })
    .from(casePackages);

/**
 * Stores a package, and its case's settings row closed to students: an added case is on the instructor's
 * pages at once and reaches students when the instructor opens it (a variant is not opened by its original's
 * switch). A row left by an earlier case of the same key is closed again.
 */
export async function insertPackage(tx: Db, row: { key: string; slug: string; zip: Buffer }): Promise<void> {
  await tx.insert(casePackages).values(row);
  const closed = { isVisible: false, isAccessible: false, updatedAt: new Date() };
  await tx
    .insert(simulationSettings)
    .values({ simKey: row.key, ...closed })
    .onConflictDoUpdate({ target: simulationSettings.simKey, set: closed });
}

export async function deletePackage(tx: Db, key: string): Promise<void> {
  await tx.delete(casePackages).where(eq(casePackages.key, key));
}

/**
 * Archives a package: kept (its classes' rows name it), and closed to students (hidden and not accessible),
 * which the visibility settings already mean for every simulation.
 */
export async function archivePackage(tx: Db, key: string): Promise<void> {
  await tx.update(casePackages).set({ archivedAt: new Date() }).where(eq(casePackages.key, key));
  const closed = { isVisible: false, isAccessible: false, updatedAt: new Date() };
  await tx
    .insert(simulationSettings)
    .values({ simKey: key, ...closed })
    .onConflictDoUpdate({ target: simulationSettings.simKey, set: closed });
}

/**
 * The simulation keys some class used: any result, assignment, deal, plan, survey answer or debrief release
 * names them. A used case is archived, never deleted: those rows keep their meaning.
 */
export async function usedSimKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const tables = [results, assignments, deals, plans, surveyAnswers, debriefReleases];
  const union = sql.join(
    tables.map((t) => sql`select distinct ${t.simKey} as "key" from ${t} where ${t.simKey} in (${list})`),
    sql` union `,
  );
  const { rows } = (await db.execute(union)) as unknown as { rows: Array<{ key: string }> };
  return new Set(rows.map((r) => r.key));
}
