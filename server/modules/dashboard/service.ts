import {
  RECENT_ACTIVITY_LIMIT,
  type ActivityItem,
  type DashboardFigures,
  type ResultCount,
} from '@shared/contracts/dashboard';
import { reportedSimulations, type SimulationKey } from '@shared/simulations';
import { findCurrentClass } from '../../db/class-scope';
import type { Db } from '../../db/client';
import { countFeedback, countResultsBySimulation, latestFeedback, latestResults } from './repository';

type Timed = ActivityItem & { at: number };

/**
 * The dashboard's live figures, of the current class. Hidden results still count: hiding takes a row off the results table
 * (a duplicate, a test entry) but it was reported all the same; the answer says how many are hidden.
 */
export async function dashboardFigures(db: Db): Promise<DashboardFigures> {
  const limit = RECENT_ACTIVITY_LIMIT;
  // PGlite runs one query at a time and a pool is bounded: a handful of small queries in sequence.
  const current = await findCurrentClass(db);
  // with no class running (after End class) the figures are of no class: zeros, nothing recent
  const classId = current?.id ?? 0;
  const counts = await countResultsBySimulation(db, classId);
  const feedback = await countFeedback(db, classId);
  const resultRows = await latestResults(db, classId, limit);
  const feedbackRows = await latestFeedback(db, classId, limit);

  // Every simulation the registry gives results to has a count, also before its first result.
  const bySimulation: Record<SimulationKey, ResultCount> = {};
  for (const sim of reportedSimulations()) {
    const row = counts.find((c) => c.simKey === sim.key);
    bySimulation[sim.key] = { total: row?.total ?? 0, hidden: row?.hidden ?? 0 };
  }
  const total = Object.values(bySimulation).reduce((sum, c) => sum + c.total, 0);

  const merged = [
    ...resultRows.map((r): Timed => ({
      kind: 'result',
      sim: r.simKey,
      id: r.id,
      parties: [r.reporter, r.counterpart],
      noAgreement: r.noAgreement,
      isHidden: r.isHidden,
      createdAt: r.createdAt.toISOString(),
      at: r.createdAt.getTime(),
    })),
    ...feedbackRows.map((f): Timed => ({
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
    currentClass: current
      ? { id: current.id, name: current.name, startedAt: current.startedAt.toISOString() }
      : null,
    results: { bySimulation, total },
    feedback,
    recentActivity: merged,
    generatedAt: new Date().toISOString(),
  };
}
