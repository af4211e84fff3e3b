import {
  RECENT_ACTIVITY_LIMIT,
  type ActivityItem,
  type DashboardFigures,
  type ReportedSimulation,
} from '@shared/contracts/dashboard';
import type { Db } from '../../db/client';
import {
  countCastingResults,
  countFeedback,
  countLegalFeeResults,
  latestCastingResults,
  latestFeedback,
  latestLegalFeeResults,
} from './repository';

type ResultRow = Awaited<ReturnType<typeof latestCastingResults>>[number];

const resultActivity =
  (sim: ReportedSimulation) =>
  (r: ResultRow): ActivityItem & { at: number } => ({
    kind: 'result',
    sim,
    id: r.id,
    parties: [r.reporter, r.counterpart],
    noAgreement: r.noAgreement,
    isHidden: r.isHidden,
    createdAt: r.createdAt.toISOString(),
    at: r.createdAt.getTime(),
  });

/**
 * The dashboard's live figures. Hidden results still count: hiding takes a row off the results table
 * (a duplicate, a test entry) but it was reported all the same; the answer says how many are hidden.
 */
export async function dashboardFigures(db: Db): Promise<DashboardFigures> {
  const limit = RECENT_ACTIVITY_LIMIT;
  // PGlite runs one query at a time and a pool is bounded: a handful of small queries in sequence.
  const casting = await countCastingResults(db);
  const legalFee = await countLegalFeeResults(db);
  const feedback = await countFeedback(db);
  const castingRows = await latestCastingResults(db, limit);
  const legalFeeRows = await latestLegalFeeResults(db, limit);
  const feedbackRows = await latestFeedback(db, limit);

  const merged = [
    ...castingRows.map(resultActivity('queenOfSorrows')),
    ...legalFeeRows.map(resultActivity('shinhwaDaesung')),
    ...feedbackRows.map((f): ActivityItem & { at: number } => ({
      kind: 'feedback',
      id: f.id,
      name: f.name,
      rating: f.rating,
      isArchived: f.isArchived,
      createdAt: f.createdAt.toISOString(),
      at: f.createdAt.getTime(),
    })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ at: _at, ...item }) => item as ActivityItem);

  return {
    results: {
      queenOfSorrows: casting,
      shinhwaDaesung: legalFee,
      total: casting.total + legalFee.total,
    },
    feedback,
    recentActivity: merged,
    generatedAt: new Date().toISOString(),
  };
}
