import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test/db';
import { migrateWith, migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrateAndSeed } from './migrate';

/**
 * Migrations 0025-0026 give every negotiation a round and make every published table a group. A database of
 * the previous release (migrations up to 0024) with a published assignment (a pair, a trio, an observer, a
 * member who left the class), a draft, deals, plans, surveys, drafts and result rows must come out with
 * every row kept, all of it round 1, each published table a group of its seated members in table order,
 * and each deal in its table's group.
 */
let database: Database;
const rows = async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

const state = (pairs: unknown[], observers: unknown[] = []) =>
  JSON.stringify({ pairs, observers, unpaired: [], absent: [] });

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrateWith(database, migrationsUpTo(25));
  await rows(`
    insert into seats (class_id, name, name_key, lang, seat_code) values
      (1, 'Ara', 'ara', 'en', 'AAAA1111'), (1, 'Bo', 'bo', 'ko', 'BBBB2222'), (1, 'Chae', 'chae', 'en', 'CCCC3333'),
      (1, 'Dami', 'dami', 'en', 'DDDD4444'), (1, 'Eun', 'eun', 'en', 'EEEE5555'), (1, 'Obs', 'obs', 'en', 'OOOO6666')`);
  // seat 7 sat at table 1 and left the class: the state still lists it, its seat is gone
  await rows(`
    insert into assignments (class_id, sim_key, odd, state, published_at) values
      (1, 'queenOfSorrows', 'trio', '${state(
        [
          {
            table: 1,
            members: [
              { seatId: 1, role: 'agent' },
              { seatId: 7, role: 'studio' },
            ],
          },
          {
            table: 2,
            members: [
              { seatId: 3, role: 'agent' },
              { seatId: 4, role: 'agent' },
              { seatId: 5, role: 'studio' },
            ],
          },
        ],
        [{ seatId: 6, role: 'observer', table: 2 }],
      )}', now()),
      (1, 'shinhwaDaesung', 'trio', '${state([{ table: 1, members: [{ seatId: 1, role: 'shinhwa' }] }])}', null)`);
  await rows(`
    insert into deals (class_id, sim_key, assignment_id, table_no, agreement_version, status, final_at) values
      (1, 'queenOfSorrows', 1, 1, 1, 'confirmed', now()), (1, 'queenOfSorrows', 1, 2, 0, null, null)`);
  await rows(
    `insert into agreement_versions (deal_id, version, body) values (1, 1, '{"noAgreement": true}')`,
  );
  await rows(`
    insert into plans (seat_id, sim_key, body) values (1, 'queenOfSorrows', '{}'), (3, 'queenOfSorrows', '{}')`);
  await rows(`insert into survey_answers (seat_id, sim_key, answers) values (1, 'queenOfSorrows', '{}')`);
  await rows(
    `insert into deal_drafts (seat_id, sim_key, form, body) values (3, 'queenOfSorrows', 'plan', '{}')`,
  );
  await rows(`
    insert into results (sim_key, reporter_name, counterpart_name, no_agreement, class_id, deal_id) values
      ('queenOfSorrows', 'Ara', '(left the class)', true, 1, 1),
      ('queenOfSorrows', 'A report', 'Its partner', false, 1, null)`);
  await migrateAndSeed(database);
});

afterAll(() => database.close());

describe('migrations 0025-0026: rounds, and published tables as groups', () => {
  it('keeps every assignment, plan, survey, draft and result, all of them round 1', async () => {
    expect(
      await rows(`select id, round, published_at is not null as published from assignments order by id`),
    ).toEqual([
      { id: 1, round: 1, published: true },
      { id: 2, round: 1, published: false },
    ]);
    expect(await rows(`select seat_id, round from plans order by seat_id`)).toEqual([
      { seat_id: 1, round: 1 },
      { seat_id: 3, round: 1 },
    ]);
    expect(await rows(`select seat_id, round from survey_answers`)).toEqual([{ seat_id: 1, round: 1 }]);
    expect(await rows(`select seat_id, form, round from deal_drafts`)).toEqual([
      { seat_id: 3, form: 'plan', round: 1 },
    ]);
    expect(await rows(`select reporter_name, round, deal_id from results order by id`)).toEqual([
      { reporter_name: 'Ara', round: 1, deal_id: 1 },
      { reporter_name: 'A report', round: 1, deal_id: null },
    ]);
  });

  it('makes each published table a group (a pair, a trio) of its seated members in table order; a draft makes none', async () => {
    expect(await rows(`select id, kind, assignment_id, table_no, class_id from groups order by id`)).toEqual([
      { id: 1, kind: 'pair', assignment_id: 1, table_no: 1, class_id: 1 },
      { id: 2, kind: 'trio', assignment_id: 1, table_no: 2, class_id: 1 },
    ]);
    // the member who left is not a member (their seat is gone); an observer watches and is in no group
    expect(
      await rows(`select group_id, seat_id, role, position from group_members order by group_id, position`),
    ).toEqual([
      { group_id: 1, seat_id: 1, role: 'agent', position: 1 },
      { group_id: 2, seat_id: 3, role: 'agent', position: 1 },
      { group_id: 2, seat_id: 4, role: 'agent', position: 2 },
      { group_id: 2, seat_id: 5, role: 'studio', position: 3 },
    ]);
  });

  it("puts each deal in its table's group, its agreement kept", async () => {
    expect(
      await rows(`select d.id, d.group_id, v.body->>'noAgreement' as none from deals d
        left join agreement_versions v on v.deal_id = d.id order by d.id`),
    ).toEqual([
      { id: 1, group_id: 1, none: 'true' },
      { id: 2, group_id: 2, none: null },
    ]);
  });

  it('lets a second round keep its own plan beside the first', async () => {
    await rows(`insert into plans (seat_id, sim_key, round, body) values (1, 'queenOfSorrows', 2, '{}')`);
    expect(await rows(`select round from plans where seat_id = 1 order by round`)).toEqual([
      { round: 1 },
      { round: 2 },
    ]);
  });
});
