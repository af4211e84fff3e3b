import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  classes,
  deals,
  feedback,
  groupMembers,
  groups,
  plans,
  seats,
  surveyAnswers,
  tariffGames,
  tariffTeams,
} from '../../db/schema';

/** A class by id, or undefined. */
export async function findClass(db: Db, id: number) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, startedAt: classes.startedAt, endedAt: classes.endedAt })
    .from(classes)
    .where(eq(classes.id, id));
  return row;
}

/** The class's seats in the order they joined: the attendance. */
export async function seatsOfClass(db: Db, classId: number) {
  return db
    .select({ id: seats.id, name: seats.name, joinedAt: seats.joinedAt, lastSeenAt: seats.lastSeenAt })
    .from(seats)
    .where(eq(seats.classId, classId))
    .orderBy(asc(seats.joinedAt), asc(seats.id));
}

/** Which seats sent a plan, and which answered the survey, of which case in which round. */
export async function stepsOfSeats(db: Db, seatIds: number[]) {
  if (seatIds.length === 0) return { plans: [], surveys: [] };
  const byStep = { seatId: plans.seatId, simKey: plans.simKey, round: plans.round };
  return {
    plans: await db.select(byStep).from(plans).where(inArray(plans.seatId, seatIds)),
    surveys: await db
      .select({ seatId: surveyAnswers.seatId, simKey: surveyAnswers.simKey, round: surveyAnswers.round })
      .from(surveyAnswers)
      .where(inArray(surveyAnswers.seatId, seatIds)),
  };
}

/** The tables of these published assignments that recorded a first offer. */
export async function tablesWithFirstOffer(db: Db, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  return db
    .select({ assignmentId: deals.assignmentId, tableNo: deals.tableNo })
    .from(deals)
    .where(and(inArray(deals.assignmentId, assignmentIds), isNotNull(deals.firstOfferAmount)));
}

/** The class's seats in team games: the game (its case), the team's side and pair. */
export async function teamSeats(db: Db, classId: number) {
  return db
    .select({
      seatId: groupMembers.seatId,
      simKey: tariffGames.simKey,
      gameId: tariffGames.id,
      teamId: tariffTeams.id,
      country: tariffTeams.country,
      pair: tariffTeams.pair,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(tariffTeams, eq(tariffTeams.groupId, groups.id))
    .innerJoin(tariffGames, eq(tariffGames.id, tariffTeams.gameId))
    .where(and(eq(groups.classId, classId), eq(groups.kind, 'team')));
}

/** The class's course-feedback ratings, archived ones left out (as the feedback page's summary does). */
export async function feedbackRatings(db: Db, classId: number): Promise<number[]> {
  const rows = await db
    .select({ rating: feedback.rating })
    .from(feedback)
    .where(and(eq(feedback.classId, classId), eq(feedback.isArchived, false)));
  return rows.map((r) => r.rating);
}
