import { sql } from 'drizzle-orm';
import { DECK_KEYS } from '@shared/keys';
import { simulationKeys } from '@shared/simulations';
import { paths } from '../lib/paths';
import { loadBuiltInCases } from '../modules/cases/built-in';
import { rekeySeatNames } from '../modules/seats/name-key';
import type { Database } from './client';
import { appSettings, classes, deckSettings, simulationSettings } from './schema';

export const FEEDBACK_FORM_SETTING = 'feedbackForm';

/**
 * Applies the committed drizzle-kit migrations, then inserts any missing default settings, under the
 * migration lock: processes started at once on a new database (or on one an upgrade adds a migration to)
 * would otherwise each run the same `CREATE TABLE` and all but one exit. The one that waited finds the
 * migrations applied and has nothing to do.
 */
export async function migrateAndSeed(database: Database): Promise<void> {
  const migrationsFolder = paths.migrations;
  await database.withMigrationLock(async (db) => {
    if (database.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db as never, { migrationsFolder });
    }
    await seedDefaults({ db });
    await rekeySeatNames(db);
  });
}

/** The defaults: everything visible, downloadable and accessible. Never overwrites. */
export async function seedDefaults({ db }: Pick<Database, 'db'>): Promise<void> {
  // every shipped case gets its settings row: the registry is read from the case packages
  loadBuiltInCases();
  await db
    .insert(deckSettings)
    .values(DECK_KEYS.map((deckKey) => ({ deckKey })))
    .onConflictDoNothing();
  await db
    .insert(simulationSettings)
    .values(simulationKeys().map((simKey) => ({ simKey })))
    .onConflictDoNothing();
  await db.insert(appSettings).values({ key: FEEDBACK_FORM_SETTING }).onConflictDoNothing();
  // Migration 0002 creates the first class; a database whose current class was lost gets a new one.
  await db.execute(
    sql`insert into ${classes} (name) select 'Class 1' where not exists (select 1 from ${classes} where ${classes.endedAt} is null)`,
  );
}
