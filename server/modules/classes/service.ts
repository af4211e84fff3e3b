import { classMessages, type CourseClass } from '@shared/contracts/classes';
import { summarizeRatings } from '@shared/feedback-summary';
import { reportedSimulations } from '@shared/simulations';
import type { Db } from '../../db/client';
import { deleteClassData } from '../../db/personal-data';
import { NoClassError } from '../../db/class-scope';
import { HttpError } from '../../lib/http';
import {
  activeRatingsByClass,
  countFeedbackByClass,
  countGamesByClass,
  countResultsByClass,
  listClasses,
  updateClass,
  findClass,
  startClass,
  endClass,
  type ClassRow,
} from './repository';

interface Tallies {
  results: Awaited<ReturnType<typeof countResultsByClass>>;
  feedback: Awaited<ReturnType<typeof countFeedbackByClass>>;
  ratings: Awaited<ReturnType<typeof activeRatingsByClass>>;
  games: Awaited<ReturnType<typeof countGamesByClass>>;
}

async function tallies(db: Db): Promise<Tallies> {
  // PGlite runs one query at a time: four small grouped queries in sequence.
  const results = await countResultsByClass(db);
  const feedback = await countFeedbackByClass(db);
  const ratings = await activeRatingsByClass(db);
  const games = await countGamesByClass(db);
  return { results, feedback, ratings, games };
}

function toCourseClass(row: ClassRow, t: Tallies): CourseClass {
  const mine = <T extends { classId: number }>(rows: T[]) => rows.filter((r) => r.classId === row.id);
  const results = Object.fromEntries(
    reportedSimulations().map((sim) => [sim.key, mine(t.results).find((r) => r.simKey === sim.key)?.n ?? 0]),
  );
  const ratings = mine(t.ratings).flatMap((r) => Array<number>(r.n).fill(r.rating));
  return {
    id: row.id,
    name: row.name,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    isCurrent: row.endedAt === null,
    retentionDays: row.retentionDays,
    destroysPersonalDataAt:
      row.endedAt && row.retentionDays > 0 && !row.personalDataDestroyedAt
        ? new Date(row.endedAt.getTime() + row.retentionDays * 86_400_000).toISOString()
        : null,
    personalDataDestroyedAt: row.personalDataDestroyedAt?.toISOString() ?? null,
    counts: {
      results,
      feedback: mine(t.feedback)[0]?.n ?? 0,
      recommendScore: summarizeRatings(ratings).recommendScore,
      tariffGames: mine(t.games)[0]?.n ?? 0,
    },
  };
}

/** Every class with its counts, newest first. */
export async function courseClasses(db: Db): Promise<CourseClass[]> {
  const rows = await listClasses(db);
  const t = await tallies(db);
  return rows.map((row) => toCourseClass(row, t));
}

async function courseClass(db: Db, row: ClassRow): Promise<CourseClass> {
  return toCourseClass(row, await tallies(db));
}

export async function startNewClass(db: Db, name: string, closeSimulations: boolean): Promise<CourseClass> {
  return courseClass(db, await startClass(db, name, closeSimulations));
}

/** Ends the current class (End class): 409 "No class is running" when none is, a second End class too. */
export async function endCurrentClass(db: Db): Promise<CourseClass> {
  const row = await endClass(db);
  if (!row) throw new NoClassError();
  return courseClass(db, row);
}

/** Renames a class or changes its retention: 404 for no such class. */
export async function changeClassOr404(
  db: Db,
  id: number,
  change: { name?: string; retentionDays?: number },
): Promise<CourseClass> {
  const row = await updateClass(db, id, change);
  if (!row) throw new HttpError(404, classMessages.notFound);
  return courseClass(db, row);
}

/**
 * Deletes an ended class with everything in it, in one transaction, when `confirmName` is its name: 404 for
 * no such class, 400 for another name or the current class.
 */
export async function deleteClassOr4xx(db: Db, id: number, confirmName: string) {
  const row = await findClass(db, id);
  if (!row) throw new HttpError(404, classMessages.notFound);
  if (row.endedAt === null) throw new HttpError(400, classMessages.deleteCurrent);
  if (confirmName.trim() !== row.name)
    throw new HttpError(400, classMessages.confirmName, { confirmName: [classMessages.confirmName] });
  const deleted = await db.transaction((tx) => deleteClassData(tx, id));
  return { name: row.name, deleted };
}

/** The class, or a 404 (for a route that answers something else than the class itself). */
export async function findClassOr404(db: Db, id: number) {
  const row = await findClass(db, id);
  if (!row) throw new HttpError(404, classMessages.notFound);
  return row;
}
