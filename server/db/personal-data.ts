import { and, eq, getTableName, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
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
 * - `results`: the two names and the free text (a report's additional terms, an agreement's terms and the
 *   condition of its contingent part: what the research export counts as identifying); the amount,
 *   no-agreement and the contingent amount stay (the cross-class comparison).
 */
export const PERSONAL_DATA = {
  [getTableName(schema.seats)]: 'the name and language of each student: the row is deleted',
  [getTableName(schema.seatDevices)]: 'which devices hold a seat: deleted with the seat',
  [getTableName(schema.groupMembers)]: 'which seat is in which group: deleted with the seat',
  [getTableName(schema.feedback)]: 'name, comments, favourite part: emptied; the rating stays',
  [getTableName(schema.results)]:
    'the two names, the terms and the contingent condition: emptied; the numbers stay',
  [getTableName(schema.assignments)]: 'who negotiated with whom, by seat: deleted',
  [getTableName(schema.deals)]: "a pair's first offer and dispute note: deleted with the assignment",
  [getTableName(schema.agreementVersions)]: "a pair's agreement forms, by seat: deleted with the deal",
  [getTableName(schema.disputeNotes)]: "a student's dispute notes: deleted with the seat or the deal",
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
  [getTableName(schema.casePackages)]: "the cases the instructor added: the instructor's own files",
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

/** Deletes the rows of `table` that `where` picks, counted into `counts`. */
async function deleteCounted(q: Q, counts: RowCounts, table: PgTable, where: SQL | undefined) {
  tally(
    counts,
    table,
    await q
      .delete(table)
      .where(where)
      .returning({ one: sql`1` }),
  );
}

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
 * Deletes a class's assignments and all that hangs on them (deals, their agreement versions and dispute notes), and its seats
 * and all that hangs on them (plans, survey answers, drafts, devices, group memberships), children first, so
 * that every row is counted; a Tariff Wars choice locked by a seat loses the seat, and is counted in
 * `emptied`. A results row made by a deal keeps its numbers (its deal link is cleared by its foreign key).
 */
async function deleteSeatsAndAssignments(q: Q, classId: number, deleted: RowCounts, emptied: RowCounts) {
  const { seatIds, assignmentIds, dealIds } = classRows(q, classId);
  const { agreementVersions: versions, disputeNotes: notes, deals, assignments, tariffChoices } = schema;
  await deleteCounted(q, deleted, notes, inArray(notes.dealId, dealIds));
  await deleteCounted(q, deleted, versions, inArray(versions.dealId, dealIds));
  await deleteCounted(q, deleted, deals, inArray(deals.id, dealIds));
  // the assignments' tables as groups (pairs, trios) and who sat at them, before the assignments they hang on
  await deleteCounted(q, deleted, schema.groupMembers, inArray(schema.groupMembers.seatId, seatIds));
  await deleteCounted(q, deleted, schema.groups, inArray(schema.groups.assignmentId, assignmentIds));
  await deleteCounted(q, deleted, assignments, inArray(assignments.id, assignmentIds));
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
    await deleteCounted(q, deleted, table, inArray(table.seatId, seatIds));
  await deleteCounted(q, deleted, schema.seats, eq(schema.seats.classId, classId));
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
      .set({ reporterName: '', counterpartName: '', additionalTerms: '', contingentCondition: null })
      .where(
        and(
          eq(schema.results.classId, classId),
          sql`(${schema.results.reporterName} <> '' or ${schema.results.counterpartName} <> ''
            or ${schema.results.additionalTerms} <> '' or ${schema.results.contingentCondition} is not null)`,
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
  await deleteCounted(q, deleted, tariffChoices, inArray(tariffChoices.gameId, gameIds));
  await deleteCounted(q, deleted, tariffTeams, inArray(tariffTeams.gameId, gameIds));
  await deleteCounted(q, deleted, tariffRounds, inArray(tariffRounds.gameId, gameIds));
  await deleteCounted(q, deleted, tariffGames, eq(tariffGames.classId, classId));
  await deleteCounted(q, deleted, schema.results, eq(schema.results.classId, classId));
  // nothing is left to empty: the class's Tariff Wars choices are gone already
  await deleteSeatsAndAssignments(q, classId, deleted, {});
  await deleteCounted(q, deleted, schema.groupMembers, inArray(schema.groupMembers.groupId, groupIds));
  await deleteCounted(q, deleted, groupDevices, inArray(groupDevices.groupId, groupIds));
  await deleteCounted(q, deleted, groups, eq(groups.classId, classId));
  await deleteCounted(q, deleted, schema.feedback, eq(schema.feedback.classId, classId));
  await deleteCounted(q, deleted, schema.debriefReleases, eq(schema.debriefReleases.classId, classId));
  await deleteCounted(q, deleted, schema.classes, eq(schema.classes.id, classId));
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
