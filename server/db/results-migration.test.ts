import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../test/db';
import { migrateWith, migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrateAndSeed } from './migrate';

/**
 * Migration 0001 folds the two per-simulation result tables into one `results` table keyed by simulation.
 * A database at migration 0000 holding rows of both simulations (with overlapping ids, hidden rows and
 * idempotency keys) must come out with every row, its id and its key, and number new rows after them.
 */

let database: Database;
const rows = async (query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  database = await createEmptyTestDatabase();
  await migrateWith(database, migrationsUpTo(1));
  await rows(`
    insert into casting_results
      (id, yeji_agent_name, studio_counterpart_name, no_agreement, amount_paid, additional_terms, is_hidden, created_at, idempotency_key, request_hash)
    values
      (1, 'Kim Minji', 'Park Jisoo', false, 120000000, 'Two weeks off', false, '2026-11-01T09:00:00Z', 'key-a', 'hash-a'),
      (2, '이서연', '최민호', true, null, '', true, '2026-11-01T09:05:00Z', null, null),
      (7, 'Agent Seven', 'Studio Seven', false, 999999999999.99, '', false, '2026-11-01T09:10:00Z', 'same-key', 'hash-c')`);
  await rows(`
    insert into legal_fee_results
      (id, shinhwa_associate_name, daesung_gc_name, no_agreement, amount_paid, additional_terms, is_hidden, created_at, idempotency_key, request_hash)
    values
      (1, 'Lee Hana', 'Choi Woojin', false, 2500000000, 'Success fee 5%', false, '2026-11-02T10:00:00Z', 'same-key', 'hash-d'),
      (3, 'Associate Three', 'GC Three', false, 1400000000.5, '', true, '2026-11-02T10:05:00Z', null, null)`);
  await migrateAndSeed(database);
});

afterAll(() => database.close());

describe('migration 0001: one results table', () => {
  it('keeps every row of both simulations with its id, names, amount, flags, time and idempotency key', async () => {
    const migrated = await rows(
      `select sim_key, id, reporter_name, counterpart_name, no_agreement, amount_paid::text as amount,
              additional_terms, is_hidden, created_at, idempotency_key, request_hash
         from results order by sim_key, id`,
    );
    expect(
      migrated.map((r) => ({ ...r, created_at: new Date(r.created_at as string).toISOString() })),
    ).toEqual([
      {
        sim_key: 'queenOfSorrows',
        id: 1,
        reporter_name: 'Kim Minji',
        counterpart_name: 'Park Jisoo',
        no_agreement: false,
        amount: '120000000.00',
        additional_terms: 'Two weeks off',
        is_hidden: false,
        created_at: '2026-11-01T09:00:00.000Z',
        idempotency_key: 'key-a',
        request_hash: 'hash-a',
      },
      {
        sim_key: 'queenOfSorrows',
        id: 2,
        reporter_name: '이서연',
        counterpart_name: '최민호',
        no_agreement: true,
        amount: null,
        additional_terms: '',
        is_hidden: true,
        created_at: '2026-11-01T09:05:00.000Z',
        idempotency_key: null,
        request_hash: null,
      },
      expect.objectContaining({ sim_key: 'queenOfSorrows', id: 7, amount: '999999999999.99' }),
      expect.objectContaining({
        sim_key: 'shinhwaDaesung',
        id: 1,
        reporter_name: 'Lee Hana',
        counterpart_name: 'Choi Woojin',
        amount: '2500000000.00',
        idempotency_key: 'same-key',
      }),
      expect.objectContaining({ sim_key: 'shinhwaDaesung', id: 3, amount: '1400000000.50', is_hidden: true }),
    ]);
  });

  it('drops the old tables', async () => {
    const tables = await rows(
      `select table_name from information_schema.tables
        where table_name in ('casting_results', 'legal_fee_results', 'results') order by table_name`,
    );
    expect(tables).toEqual([{ table_name: 'results' }]);
  });

  it('numbers new rows after every migrated id and keeps idempotency keys per simulation', async () => {
    const [next] = await rows(
      `insert into results (sim_key, reporter_name, counterpart_name) values ('queenOfSorrows', 'New', 'Row') returning id`,
    );
    expect(next!.id).toBe(8);
    await expect(
      rows(
        `insert into results (sim_key, reporter_name, counterpart_name, idempotency_key) values ('queenOfSorrows', 'A', 'B', 'key-a')`,
      ),
    ).rejects.toThrow();
    // the same key in the other simulation was, and stays, a different result
    expect(
      await rows(`select sim_key, id from results where idempotency_key = 'same-key' order by sim_key`),
    ).toEqual([
      { sim_key: 'queenOfSorrows', id: 7 },
      { sim_key: 'shinhwaDaesung', id: 1 },
    ]);
  });
});
