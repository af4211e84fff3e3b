import type { SimulationKey } from '../simulations';

/**
 * GET /api/admin/dashboard (admin only, never cached): the live figures of the admin dashboard, in one
 * answer `{ success: true, data: DashboardFigures }`.
 */

export const DASHBOARD_URL = '/api/admin/dashboard';

/** How many of the latest events the Recent Activity list shows. */
export const RECENT_ACTIVITY_LIMIT = 8;

export interface ResultCount {
  /** Every reported result, including the ones hidden from the results table. */
  total: number;
  /** Of those, how many the instructor has hidden. */
  hidden: number;
}

export type ActivityItem =
  | {
      kind: 'result';
      sim: SimulationKey;
      id: number;
      /** The reporting side first: the agent or the Shinhwa associate, then the counterpart. */
      parties: [string, string];
      noAgreement: boolean;
      isHidden: boolean;
      createdAt: string;
    }
  | {
      kind: 'feedback';
      id: number;
      name: string | null;
      rating: number;
      isArchived: boolean;
      createdAt: string;
    };

export interface DashboardFigures {
  /** The class the figures are of: the current one; null while no class is running (all figures zero). */
  currentClass: { id: number; name: string; startedAt: string } | null;
  results: {
    /** Every simulation that collects results (the registry's), keyed by simulation key. */
    bySimulation: Record<SimulationKey, ResultCount>;
    total: number;
  };
  feedback: { active: number; archived: number };
  /** Newest first, at most RECENT_ACTIVITY_LIMIT items. */
  recentActivity: ActivityItem[];
  /** The server's clock when it answered (ISO 8601). */
  generatedAt: string;
}
