import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test/db';
import { migrateWith, migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrateAndSeed } from './migrate';

/**
 * Migrations 0008-0009 make every Tariff Wars team a group of kind 'team'. A database of the previous release,
 * with two games' teams, devices and locked choices, must come out with every team, device and choice kept.
 */
let database: Database;
const rows = async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrateWith(database, migrationsUpTo(8));
  await rows(`insert into tariff_games (pairs, ended_at) values (1, now()), (1, null)`);
  await rows(`
    insert into tariff_teams (game_id, country, pair, code) values
      (1, 'solara', 1, 'AAAAAA'), (1, 'lunara', 1, 'BBBBBB'), (2, 'solara', 1, 'CCCCCC'), (2, 'lunara', 1, 'DDDDDD')`);
  await rows(`insert into tariff_rounds (game_id, number) values (2, 1)`);
  await rows(
    `insert into tariff_choices (game_id, round, team_id, choice) values (2, 1, 3, 'High'), (2, 1, 4, 'Low')`,
  );
  await rows(
    `insert into tariff_devices (token_hash, team_id) values ('${'a'.repeat(64)}', 3), ('${'b'.repeat(64)}', 4)`,
  );
  await migrateAndSeed(database);
});

afterAll(() => database.close());

describe('migrations 0008-0009: teams become groups', () => {
  it("keeps every team, each its own group of kind team in its game's class, with its devices and choices", async () => {
    const teams = await rows(
      `select t.id, t.code, g.kind, g.class_id = gm.class_id as same_class from tariff_teams t
         join groups g on g.id = t.group_id join tariff_games gm on gm.id = t.game_id order by t.id`,
    );
    expect(teams).toEqual([
      { id: 1, code: 'AAAAAA', kind: 'team', same_class: true },
      { id: 2, code: 'BBBBBB', kind: 'team', same_class: true },
      { id: 3, code: 'CCCCCC', kind: 'team', same_class: true },
      { id: 4, code: 'DDDDDD', kind: 'team', same_class: true },
    ]);
    expect(
      await rows(`select group_id, left(token_hash, 1) as t from group_devices order by group_id`),
    ).toEqual([
      { group_id: 3, t: 'a' },
      { group_id: 4, t: 'b' },
    ]);
    expect(await rows(`select team_id, choice from tariff_choices order by team_id`)).toEqual([
      { team_id: 3, choice: 'High' },
      { team_id: 4, choice: 'Low' },
    ]);
    expect(await rows(`select to_regclass('tariff_devices') as t`)).toEqual([{ t: null }]);
  });

  it('gives a new group an id after the migrated ones', async () => {
    const [row] = await rows(`insert into groups (kind) values ('pair') returning id`);
    expect(row!.id).toBe(5);
  });
});
