import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mySeatExportUrl } from '@shared/contracts/seats';
import { FILLED_DISPUTE_NOTE, fillEveryKindOfRow, type FilledSeats } from '../../test/every-kind-of-row';
import { schemaTables } from '../../backup/backup-tables';
import { rowsOf } from '../../backup/queries';
import * as schema from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/harness';

/**
 * "Download my data" holds everything a student wrote: the database is filled with every kind of row
 * (server/test/every-kind-of-row.ts), and for each column of the schema that names a seat, the rows of the
 * fill's two students are all in their exports. A new table or column that names a seat fails here until the
 * export says where it puts it.
 */

interface Export {
  seat: { id: number };
  devices: number;
  groups: unknown[];
  tariffLocks: unknown[];
  deals: {
    plans: unknown[];
    firstOffersRecorded: unknown[];
    agreementVersions: Array<{ enteredByMe: boolean }>;
    disputes: Array<{ note: string; version: number; at: string }>;
    surveys: unknown[];
    drafts: unknown[];
  };
}

/** How many rows of each seat column ("table.column") an export lists. */
const EXPORTED: Record<string, (e: Export) => number> = {
  'seat_devices.seat_id': (e) => e.devices,
  'group_members.seat_id': (e) => e.groups.length,
  'tariff_choices.seat_id': (e) => e.tariffLocks.length,
  'deals.first_offer_recorded_by': (e) => e.deals.firstOffersRecorded.length,
  // the open dispute of a deal is one of the seat's dispute notes
  'deals.dispute_by': (e) => e.deals.disputes.length,
  'agreement_versions.entered_by': (e) => e.deals.agreementVersions.filter((v) => v.enteredByMe).length,
  'plans.seat_id': (e) => e.deals.plans.length,
  'survey_answers.seat_id': (e) => e.deals.surveys.length,
  'deal_drafts.seat_id': (e) => e.deals.drafts.length,
  'dispute_notes.seat_id': (e) => e.deals.disputes.length,
};

/** Every column of the schema with a foreign key to seats, as "table.column". */
const seatColumns = () =>
  schemaTables().flatMap((table) =>
    getTableConfig(table).foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      if (ref.foreignTable !== schema.seats) return [];
      return ref.columns.map((c) => ({ table: getTableName(table), column: c.name }));
    }),
  );

let t: TestContext;
let filled: FilledSeats;
beforeAll(async () => {
  t = await createTestContext();
  filled = await fillEveryKindOfRow(t.database);
});
afterAll(() => t.close());

const exportOf = async (cookie: string) =>
  (await request(t.app).get(mySeatExportUrl).set('Cookie', cookie).expect(200)).body as Export;

describe('Download my data', () => {
  it('holds every kind of row a seat owns, each row of it', async () => {
    const columns = seatColumns();
    expect(columns.length).toBeGreaterThanOrEqual(Object.keys(EXPORTED).length);
    for (const { table, column } of columns)
      expect(EXPORTED, `${table}.${column} names a seat: say where the export lists it`).toHaveProperty([
        `${table}.${column}`,
      ]);

    const filledKinds = new Set<string>();
    for (const { seatId, cookie } of filled.students) {
      const mine = await exportOf(cookie);
      expect(mine.seat.id).toBe(seatId);
      for (const { table, column } of columns) {
        const [row] = await rowsOf<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${seatId}`,
        );
        const n = row!.n;
        if (n > 0) filledKinds.add(table);
        expect(
          EXPORTED[`${table}.${column}`]!(mine),
          `${table}.${column} of seat ${seatId}`,
        ).toBeGreaterThanOrEqual(n);
      }
    }
    // the fill wrote every kind of row a seat can own
    expect([...filledKinds].sort()).toEqual([...new Set(columns.map((c) => c.table))].sort());
  });

  it('has each dispute note the student wrote, with its version and time, after the dispute was settled', async () => {
    const [, partner] = filled.students;
    const theirs = await exportOf(partner!.cookie);
    expect(theirs.deals.disputes).toEqual([
      {
        simulation: 'queenOfSorrows',
        table: expect.any(Number),
        note: FILLED_DISPUTE_NOTE,
        amount: null,
        version: 1,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const [seated] = filled.students;
    expect((await exportOf(seated!.cookie)).deals.disputes).toEqual([]);
  });
});
