import type { ChartFigure } from '../debrief/reference-lines';
import type { Figure, TermPoints } from '../scenarios';

/**
 * The negotiations' confidential figures, by simulation key: the registry's private half. The public
 * registry (shared/simulations.ts) holds what every visitor may read; this holds each side's limits, which
 * reach only the role documents (checked against `roles`), the signed-in instructor's debrief (the API's
 * case figures) and a student's own released debrief (measured on the server). The client's code never
 * imports it (eslint.config.js), so no figure is in the JavaScript every visitor downloads.
 */

export interface RoleFigures {
  /** Figures the role's documents must state. */
  states: readonly Figure[];
  /** The other side's that they must never state. */
  never: readonly Figure[];
}

export interface CaseFigures {
  /** By role slug. */
  roles: Readonly<Record<string, RoleFigures>>;
  /** The debrief chart's reference lines, for a case with reported results. */
  chart?: readonly ChartFigure[];
  /** What each term of a deal is worth to each side, for the debrief's joint value. */
  termPoints?: readonly TermPoints[];
  /** Where the teaching notes expect most agreements to land (the instructor's notes only). */
  expected?: { low: number; high: number };
}

/** Filled by the server as it registers each case package (server/modules/cases), never in a browser. */
// On globalThis, like the public registry (shared/simulations.ts), so every copy of this module sees it.
const CASE_FIGURES = ((globalThis as Record<symbol, unknown>)[Symbol.for('course-site.case-figures')] ??=
  {}) as Record<string, CaseFigures>;

/** A case's confidential figures; undefined for a simulation that has none (Tariff Wars). */
export const caseFiguresOf = (key: string): CaseFigures | undefined => CASE_FIGURES[key];

/** Adds a case's figures beside its registry entry. */
export function registerCaseFigures(key: string, figures: CaseFigures): void {
  CASE_FIGURES[key] = figures;
}

/** Takes a case's figures out with its registry entry. */
export function unregisterCaseFigures(key: string): void {
  delete CASE_FIGURES[key];
}
