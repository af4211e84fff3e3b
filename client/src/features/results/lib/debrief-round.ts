import type { ResultRow } from './result-rows';

/** "Round 2", or "All rounds": the picker's buttons and the heading. */
export const roundName = (round: number | 'all') => (round === 'all' ? 'All rounds' : `Round ${round}`);

/**
 * The reported results of one round of the case (view 1's dots), or every round's; all of them while the
 * round is not known yet.
 */
export const rowsOfRound = (rows: readonly ResultRow[], round: number | 'all' | undefined) =>
  round === undefined || round === 'all' ? rows : rows.filter((r) => r.round === round);
