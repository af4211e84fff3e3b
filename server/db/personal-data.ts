import { and, eq, getTableName, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every table and what of it is personal data of a class's students, in one place: destroying a class's
 * personal data (its retention ran out), deleting a class, and the test that fails when a table is added
 * without being listed here (modules/classes/retention.test.ts) all read it; personal-data.test.ts searches
 * every column of every table for a destroyed or deleted class's names and free text afterwards.
 *
 * - `seats`: the students' names and languages: deleted with the seat (its devices and memberships go with it).
 * - `feedback`: the optional name and the free text; the rating stays (the class's counts and score).
 * - `results`: the two names; the amount, no-agreement and terms stay (the cross-class comparison).
 */
export const PERSONAL_DATA = {
  [getTableName(schema.seats)]: 'the name and language of each student: the row is deleted',
  [getTableName(schema.seatDevices)]: 'which devices hold a seat: deleted with the seat',
  [getTableName(schema.groupMembers)]: 'which seat is in which group: deleted with the seat',
  [getTableName(schema.feedback)]: 'name, comments, favourite part: emptied; the rating stays',
  [getTableName(schema.results)]: 'the two names: emptied; the numbers and terms stay',
  [getTableName(schema.assignments)]: 'who negotiated with whom, by seat: deleted',
  [getTableName(schema.deals)]: "a pair's first offer and dispute note: deleted with the assignment",
  [getTableName(schema.agreementVersions)]: "a pair's agreement forms, by seat: deleted with the deal",
  [getTableName(schema.plans)]: "a student's plan: deleted with the seat",
  [getTableName(schema.surveyAnswers)]: "a student's survey answers: deleted with the seat",
  [getTableName(schema.dealDrafts)]: 'what a student typed and did not send: deleted with the seat',
  [getTableName(schema.tariffChoices)]:
    "which seat locked a team's choice: cleared with the seat; the choice stays",
} as const;

/** The tables with nothing personal of a student in them, and why. */
export const NOT_PERSONAL = {
  [getTableName(schema.deckSettings)]: 'switches',
  [getTableName(schema.simulationSettings)]: 'switches',
  [getTableName(schema.appSettings)]: 'switches',
  [getTableName(schema.settingsVersion)]: 'a counter',
  [getTableName(schema.classes)]: 'the class name, its timer and settings',
  [getTableName(schema.adminUsers)]: "the instructor's own account",
  [getTableName(schema.sessions)]: "the instructor's sessions",
  [getTableName(schema.tariffGames)]: 'a game',
  [getTableName(schema.tariffRounds)]: "a game's rounds",
  [getTableName(schema.tariffTeams)]: 'teams by country and pair, with their codes',
  [getTableName(schema.groups)]: 'groups by kind',
  [getTableName(schema.groupDevices)]: 'a hash of a team cookie',
  [getTableName(schema.rateLimits)]: 'counts keyed by address, kept minutes',
  [getTableName(schema.liveStreamHolds)]: 'open stream counts, kept minutes',
  [getTableName(schema.presenterStates)]: "the instructor's presentation",
  [getTableName(schema.presenterProjectors)]: "a hash of a projector's cookie",
  [getTableName(schema.roleRules)]: 'switches',
  [getTableName(schema.debriefReleases)]: 'a switch per class and simulation',
  [getTableName(schema.serverSecrets)]: "the server's own random keys",
} as const;

/** Rows per table, by the table's SQL name: counts only, so nothing personal is ever logged. */
export type RowCounts = Record<string, number>;

/**
 * What destroying a class's personal data did, per table: rows deleted (those the database would delete by
 * cascade are deleted and counted one by one first), and rows whose personal columns were emptied.
 */
export interface Destroyed {
  deleted: RowCounts;
  emptied: RowCounts;
}

/** Counts rows into `counts` under the table's SQL name. */
const tally = (counts: RowCounts, table: PgTable, rows: readonly unknown[]) => {
  counts[getTableName(table)] = (counts[getTableName(table)] ?? 0) + rows.length;
};

/** The ids of a class's seats, assignments and deals, as subqueries (they are read inside each statement). */
function classRows(q: Q, classId: number) {
  const seatIds = q
    .select({ id: schema.seats.id })
    .from(schema.seats)
    .where(eq(schema.seats.classId, classId));
  const assignmentIds = q
    .select({ id: schema.assignments.id })
    .from(schema.assignments)
    .where(eq(schema.assignments.classId, classId));
  const dealIds = q
    .select({ id: schema.deals.id })
    .from(schema.deals)
    .where(inArray(schema.deals.assignmentId, assignmentIds));
  return { seatIds, assignmentIds, dealIds };
}

/**
 * Deletes a class's assignments and all that hangs on them (deals, their agreement versions), and its seats
 * and all that hangs on them (plans, survey answers, drafts, devices, group memberships), children first, so
 * that every row is counted; a Tariff Wars choice locked by a seat loses the seat, and is counted in
 * `emptied`. A results row made by a deal keeps its numbers (its deal link is cleared by its foreign key).
 */
async function deleteSeatsAndAssignments(q: Q, classId: number, deleted: RowCounts, emptied: RowCounts) {
  const { seatIds, assignmentIds, dealIds } = classRows(q, classId);
  const { agreementVersions: versions, deals, assignments, tariffChoices } = schema;
  tally(
    deleted,
    versions,
    await q.delete(versions).where(inArray(versions.dealId, dealIds)).returning({ id: versions.dealId }),
  );
  tally(deleted, deals, await q.delete(deals).where(inArray(deals.id, dealIds)).returning({ id: deals.id }));
  tally(
    deleted,
    assignments,
    await q
      .delete(assignments)
      .where(inArray(assignments.id, assignmentIds))
      .returning({ id: assignments.id }),
  );
  tally(
    emptied,
    tariffChoices,
    await q
      .update(tariffChoices)
      .set({ seatId: null })
      .where(inArray(tariffChoices.seatId, seatIds))
      .returning({ id: tariffChoices.teamId }),
  );
  for (const table of [
    schema.plans,
    schema.surveyAnswers,
    schema.dealDrafts,
    schema.seatDevices,
    schema.groupMembers,
  ])
    tally(
      deleted,
      table,
      await q.delete(table).where(inArray(table.seatId, seatIds)).returning({ id: table.seatId }),
    );
  tally(
    deleted,
    schema.seats,
    await q.delete(schema.seats).where(eq(schema.seats.classId, classId)).returning({ id: schema.seats.id }),
  );
}

/**
 * Destroys the personal data of one class in the caller's transaction, as PERSONAL_DATA says, and marks the
 * class so it is not done twice. Returns how many rows of each table were deleted or emptied.
 */
export async function destroyPersonalData(q: Q, classId: number, now: Date): Promise<Destroyed> {
  const deleted: RowCounts = {};
  const emptied: RowCounts = {};
  await deleteSeatsAndAssignments(q, classId, deleted, emptied);
  tally(
    emptied,
    schema.feedback,
    await q
      .update(schema.feedback)
      .set({ name: null, comments: null, favoritePart: null })
      .where(
        and(
          eq(schema.feedback.classId, classId),
          sql`(${schema.feedback.name} is not null or ${schema.feedback.comments} is not null or ${schema.feedback.favoritePart} is not null)`,
        ),
      )
      .returning({ id: schema.feedback.id }),
  );
  tally(
    emptied,
    schema.results,
    await q
      .update(schema.results)
      .set({ reporterName: '', counterpartName: '' })
      .where(
        and(
          eq(schema.results.classId, classId),
          sql`(${schema.results.reporterName} <> '' or ${schema.results.counterpartName} <> '')`,
        ),
      )
      .returning({ id: schema.results.id }),
  );
  await q.update(schema.classes).set({ personalDataDestroyedAt: now }).where(eq(schema.classes.id, classId));
  return { deleted, emptied };
}

/**
 * Deletes a class that has ended and everything of it (rows of every table that belongs to it), in the
 * caller's transaction, children before the rows they hang on, so that every row is counted. Returns how many
 * rows of each table were deleted.
 */
export async function deleteClassData(q: Q, classId: number): Promise<RowCounts> {
  const deleted: RowCounts = {};
  const { tariffGames, tariffTeams, tariffRounds, tariffChoices, groups, groupDevices } = schema;
  const gameIds = q.select({ id: tariffGames.id }).from(tariffGames).where(eq(tariffGames.classId, classId));
  const groupIds = q.select({ id: groups.id }).from(groups).where(eq(groups.classId, classId));
  tally(
    deleted,
    tariffChoices,
    await q
      .delete(tariffChoices)
      .where(inArray(tariffChoices.gameId, gameIds))
      .returning({ id: tariffChoices.teamId }),
  );
  tally(
    deleted,
    tariffTeams,
    await q.delete(tariffTeams).where(inArray(tariffTeams.gameId, gameIds)).returning({ id: tariffTeams.id }),
  );
  tally(
    deleted,
    tariffRounds,
    await q
      .delete(tariffRounds)
      .where(inArray(tariffRounds.gameId, gameIds))
      .returning({ id: tariffRounds.gameId }),
  );
  tally(
    deleted,
    tariffGames,
    await q.delete(tariffGames).where(eq(tariffGames.classId, classId)).returning({ id: tariffGames.id }),
  );
  tally(
    deleted,
    schema.results,
    await q
      .delete(schema.results)
      .where(eq(schema.results.classId, classId))
      .returning({ id: schema.results.id }),
  );
  // nothing is left to empty: the class's Tariff Wars choices are gone already
  await deleteSeatsAndAssignments(q, classId, deleted, {});
  tally(
    deleted,
    schema.groupMembers,
    await q
      .delete(schema.groupMembers)
      .where(inArray(schema.groupMembers.groupId, groupIds))
      .returning({ id: schema.groupMembers.groupId }),
  );
  tally(
    deleted,
    groupDevices,
    await q
      .delete(groupDevices)
      .where(inArray(groupDevices.groupId, groupIds))
      .returning({ id: groupDevices.groupId }),
  );
  tally(
    deleted,
    groups,
    await q.delete(groups).where(eq(groups.classId, classId)).returning({ id: groups.id }),
  );
  tally(
    deleted,
    schema.feedback,
    await q
      .delete(schema.feedback)
      .where(eq(schema.feedback.classId, classId))
      .returning({ id: schema.feedback.id }),
  );
  tally(
    deleted,
    schema.debriefReleases,
    await q
      .delete(schema.debriefReleases)
      .where(eq(schema.debriefReleases.classId, classId))
      .returning({ id: schema.debriefReleases.classId }),
  );
  tally(
    deleted,
    schema.classes,
    await q.delete(schema.classes).where(eq(schema.classes.id, classId)).returning({ id: schema.classes.id }),
  );
  return deleted;
}

/** The ended classes whose retention has run out by `now` and whose personal data is still there. */
export async function classesPastRetention(q: Q, now: Date): Promise<number[]> {
  const rows = await q
    .select({ id: schema.classes.id })
    .from(schema.classes)
    .where(
      and(
        isNotNull(schema.classes.endedAt),
        isNull(schema.classes.personalDataDestroyedAt),
        sql`${schema.classes.retentionDays} > 0`,
        sql`${schema.classes.endedAt} + make_interval(days => ${schema.classes.retentionDays}) <= ${now.toISOString()}::timestamptz`,
      ),
    );
  return rows.map((r) => r.id);
}
