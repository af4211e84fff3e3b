import { and, eq, getTableName, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import * as schema from './schema';

type Q = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every table and what of it is personal data of a class's students, in one place: destroying a class's
 * personal data (its retention ran out), deleting a class, and the test that fails when a table is added
 * without being listed here (personal-data.test.ts) all read it.
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

/** What was destroyed, per table (row counts only: nothing personal is ever logged). */
export type Destroyed = Record<string, number>;

/**
 * Destroys the personal data of one class in the caller's transaction, as PERSONAL_DATA says, and marks the
 * class so it is not done twice.
 */
export async function destroyPersonalData(q: Q, classId: number, now: Date): Promise<Destroyed> {
  const seats = await q
    .delete(schema.seats)
    .where(eq(schema.seats.classId, classId))
    .returning({ id: schema.seats.id });
  const feedback = await q
    .update(schema.feedback)
    .set({ name: null, comments: null, favoritePart: null })
    .where(
      and(
        eq(schema.feedback.classId, classId),
        sql`(${schema.feedback.name} is not null or ${schema.feedback.comments} is not null or ${schema.feedback.favoritePart} is not null)`,
      ),
    )
    .returning({ id: schema.feedback.id });
  const results = await q
    .update(schema.results)
    .set({ reporterName: '', counterpartName: '' })
    .where(
      and(
        eq(schema.results.classId, classId),
        sql`(${schema.results.reporterName} <> '' or ${schema.results.counterpartName} <> '')`,
      ),
    )
    .returning({ id: schema.results.id });
  const assignments = await q
    .delete(schema.assignments)
    .where(eq(schema.assignments.classId, classId))
    .returning({ id: schema.assignments.id });
  await q.update(schema.classes).set({ personalDataDestroyedAt: now }).where(eq(schema.classes.id, classId));
  return {
    seats: seats.length,
    feedback: feedback.length,
    results: results.length,
    assignments: assignments.length,
  };
}

/**
 * Deletes a class that has ended and everything of it (rows of every table that belongs to it), in the
 * caller's transaction. Returns the row counts.
 */
export async function deleteClassData(q: Q, classId: number): Promise<Destroyed> {
  const games = await q
    .select({ id: schema.tariffGames.id })
    .from(schema.tariffGames)
    .where(eq(schema.tariffGames.classId, classId));
  const gameIds = games.map((g) => g.id);
  const teams = gameIds.length
    ? await q
        .select({ id: schema.tariffTeams.id, groupId: schema.tariffTeams.groupId })
        .from(schema.tariffTeams)
        .where(inArray(schema.tariffTeams.gameId, gameIds))
    : [];
  if (gameIds.length) {
    await q.delete(schema.tariffChoices).where(inArray(schema.tariffChoices.gameId, gameIds));
    await q.delete(schema.tariffTeams).where(inArray(schema.tariffTeams.gameId, gameIds));
    await q.delete(schema.tariffRounds).where(inArray(schema.tariffRounds.gameId, gameIds));
    await q.delete(schema.tariffGames).where(inArray(schema.tariffGames.id, gameIds));
  }
  await q.delete(schema.assignments).where(eq(schema.assignments.classId, classId));
  const seats = await q
    .delete(schema.seats)
    .where(eq(schema.seats.classId, classId))
    .returning({ id: schema.seats.id });
  await q.delete(schema.groups).where(eq(schema.groups.classId, classId));
  const results = await q
    .delete(schema.results)
    .where(eq(schema.results.classId, classId))
    .returning({ id: schema.results.id });
  const feedback = await q
    .delete(schema.feedback)
    .where(eq(schema.feedback.classId, classId))
    .returning({ id: schema.feedback.id });
  await q.delete(schema.classes).where(eq(schema.classes.id, classId));
  return {
    seats: seats.length,
    results: results.length,
    feedback: feedback.length,
    tariffGames: gameIds.length,
    tariffTeams: teams.length,
  };
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
