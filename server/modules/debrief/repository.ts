import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agreementVersions,
  classes,
  deals,
  debriefReleases,
  plans,
  seats,
  surveyAnswers,
} from '../../db/schema';

/** Whether a simulation's debrief is released to a class's students. */
export async function isReleased(db: Db, classId: number, simKey: string): Promise<boolean> {
  const [row] = await db
    .select({ simKey: debriefReleases.simKey })
    .from(debriefReleases)
    .where(and(eq(debriefReleases.classId, classId), eq(debriefReleases.simKey, simKey)));
  return Boolean(row);
}

/** Releases (a row) or withdraws (no row) a simulation's debrief for a class; pressing twice changes nothing. */
export async function setReleased(db: Db, classId: number, simKey: string, released: boolean) {
  if (released) await db.insert(debriefReleases).values({ classId, simKey }).onConflictDoNothing();
  else
    await db
      .delete(debriefReleases)
      .where(and(eq(debriefReleases.classId, classId), eq(debriefReleases.simKey, simKey)));
}

/** A table's deal with its current agreement's body (null before one is entered). */
export async function dealsOfAssignment(db: Db, assignmentId: number) {
  return db
    .select({
      tableNo: deals.tableNo,
      status: deals.status,
      finalAt: deals.finalAt,
      firstOfferRole: deals.firstOfferRole,
      firstOfferAmount: deals.firstOfferAmount,
      body: agreementVersions.body,
    })
    .from(deals)
    .leftJoin(
      agreementVersions,
      and(eq(agreementVersions.dealId, deals.id), eq(agreementVersions.version, deals.agreementVersion)),
    )
    .where(eq(deals.assignmentId, assignmentId));
}
export type DealRow = Awaited<ReturnType<typeof dealsOfAssignment>>[number];

/** These seats' plans of a simulation in one round, by seat. */
export async function plansOf(
  db: Db,
  seatIds: number[],
  simKey: string,
  round: number,
): Promise<Map<number, unknown>> {
  if (seatIds.length === 0) return new Map();
  const rows = await db
    .select({ seatId: plans.seatId, body: plans.body })
    .from(plans)
    .where(and(eq(plans.simKey, simKey), eq(plans.round, round), inArray(plans.seatId, seatIds)));
  return new Map(rows.map((r) => [r.seatId, r.body]));
}

/** These seats' survey answers of a simulation in one round, by seat. */
export async function surveysOf(
  db: Db,
  seatIds: number[],
  simKey: string,
  round: number,
): Promise<Map<number, unknown>> {
  if (seatIds.length === 0) return new Map();
  const rows = await db
    .select({ seatId: surveyAnswers.seatId, answers: surveyAnswers.answers })
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.simKey, simKey),
        eq(surveyAnswers.round, round),
        inArray(surveyAnswers.seatId, seatIds),
      ),
    );
  return new Map(rows.map((r) => [r.seatId, r.answers]));
}

/** Every class but this one, oldest first. */
export async function otherClassIds(db: Db, classId: number): Promise<number[]> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(ne(classes.id, classId))
    .orderBy(classes.id);
  return rows.map((r) => r.id);
}

/** The language each of these seats reads, by seat (a seat that left the class is not there). */
export async function seatLangs(db: Db, seatIds: number[]): Promise<Map<number, string>> {
  if (seatIds.length === 0) return new Map();
  const rows = await db
    .select({ id: seats.id, lang: seats.lang })
    .from(seats)
    .where(inArray(seats.id, seatIds));
  return new Map(rows.map((r) => [r.id, r.lang]));
}

/** Every class, newest first, with whether its personal data was destroyed. */
export async function classesNewestFirst(db: Db) {
  return db
    .select({
      id: classes.id,
      name: classes.name,
      startedAt: classes.startedAt,
      endedAt: classes.endedAt,
      personalDataDestroyedAt: classes.personalDataDestroyedAt,
    })
    .from(classes)
    .orderBy(desc(classes.startedAt), desc(classes.id));
}
