import { classMessages, type CourseClass } from '@shared/contracts/classes';
import { summarizeRatings } from '@shared/feedback-summary';
import { reportedSimulations } from '@shared/simulations';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http';
import {
  activeRatingsByClass,
  countFeedbackByClass,
  countGamesByClass,
  countResultsByClass,
  listClasses,
  renameClass,
  startClass,
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

export async function renameClassOr404(db: Db, id: number, name: string): Promise<CourseClass> {
  const row = await renameClass(db, id, name);
  if (!row) throw new HttpError(404, classMessages.notFound);
  return courseClass(db, row);
}
