import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test/db';
import { migrateWith, migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrateAndSeed } from './migrate';

/**
 * Migration 0002 adds classes. A database of the previous release, holding results and feedback, must come
 * out with one current class that holds every row and started when the first of them arrived.
 */
let database: Database;
const rows = async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrateWith(database, migrationsUpTo(2));
  await rows(`
    insert into results (sim_key, reporter_name, counterpart_name, amount_paid, created_at)
    values ('queenOfSorrows', 'Kim Minji', 'Park Jisoo', 120000000, '2026-11-03T09:00:00Z'),
           ('shinhwaDaesung', 'Lee Hana', 'Choi Woojin', 2500000000, '2026-11-02T10:00:00Z')`);
  await rows(`insert into feedback (rating, created_at) values (9, '2026-11-04T12:00:00Z')`);
  await migrateAndSeed(database);
});

afterAll(() => database.close());

describe('migration 0002: classes', () => {
  it('puts every existing result and feedback entry into one current class, started with the first of them', async () => {
    const classes = await rows('select id, name, started_at, ended_at from classes');
    expect(classes).toHaveLength(1);
    expect(classes[0]).toMatchObject({ name: 'Class 1', ended_at: null });
    expect(new Date(classes[0]!.started_at as string).toISOString()).toBe('2026-11-02T10:00:00.000Z');
    const id = classes[0]!.id;
    expect(await rows('select distinct class_id from results')).toEqual([{ class_id: id }]);
    expect(await rows('select distinct class_id from feedback')).toEqual([{ class_id: id }]);
  });

  it('gives new rows the current class, and allows only one current class', async () => {
    await rows(`update classes set ended_at = now()`);
    const [next] = await rows(`insert into classes (name) values ('Cohort 2') returning id`);
    const [row] = await rows(`insert into feedback (rating) values (7) returning class_id`);
    expect(row!.class_id).toBe(next!.id);
    await expect(rows(`insert into classes (name) values ('A second current class')`)).rejects.toThrow();
  });
});
