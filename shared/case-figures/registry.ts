import type { ChartFigure } from '../debrief/reference-lines';
import type { Figure, TermPoints } from '../scenarios';
import { castingFigures, castingTermPoints, legalFeeFigures, legalFeeTermPoints } from './figures';

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
}

const CASE_FIGURES: Record<string, CaseFigures> = {
  queenOfSorrows: {
    roles: {
      agent: {
        states: [
          castingFigures.previousLead,
          castingFigures.pastEarning,
          castingFigures.agentIdeal,
          castingFigures.agentWalkAway,
          castingFigures.agentBackup,
        ],
        never: [castingFigures.studioTarget, castingFigures.studioBackup],
      },
      studio: {
        states: [
          castingFigures.previousLead,
          castingFigures.pastEarning,
          castingFigures.studioCeiling,
          castingFigures.studioTarget,
          castingFigures.studioBackup,
        ],
        never: [castingFigures.agentWalkAway, castingFigures.agentBackup],
      },
    },
    chart: [
      { figure: castingFigures.previousLead, side: 'context' },
      { figure: castingFigures.agentIdeal, side: 'reporter' },
      { figure: castingFigures.studioCeiling, side: 'counterpart', walkAway: true },
      { figure: castingFigures.studioTarget, side: 'counterpart' },
      { figure: castingFigures.studioBackup, side: 'counterpart' },
      { figure: castingFigures.agentWalkAway, side: 'reporter', walkAway: true },
      { figure: castingFigures.agentBackup, side: 'reporter' },
    ],
    termPoints: castingTermPoints,
  },
  shinhwaDaesung: {
    roles: {
      shinhwa: {
        states: [
          legalFeeFigures.currentFee,
          legalFeeFigures.damages,
          legalFeeFigures.associateMinimum,
          legalFeeFigures.associateTarget,
        ],
        never: [legalFeeFigures.clientTarget, legalFeeFigures.clientCeiling, legalFeeFigures.clientBackup],
      },
      daesung: {
        states: [
          legalFeeFigures.currentFee,
          legalFeeFigures.damages,
          legalFeeFigures.clientTarget,
          legalFeeFigures.clientCeiling,
          legalFeeFigures.clientBackup,
        ],
        never: [legalFeeFigures.associateMinimum, legalFeeFigures.associateTarget],
      },
    },
    chart: [
      { figure: legalFeeFigures.currentFee, side: 'context' },
      { figure: legalFeeFigures.clientCeiling, side: 'counterpart', walkAway: true },
      { figure: legalFeeFigures.clientTarget, side: 'counterpart' },
      { figure: legalFeeFigures.associateMinimum, side: 'reporter', walkAway: true },
      { figure: legalFeeFigures.clientBackup, side: 'counterpart' },
    ],
    termPoints: legalFeeTermPoints,
  },
};

/** A case's confidential figures; undefined for a simulation that has none (Tariff Wars). */
export const caseFiguresOf = (key: string): CaseFigures | undefined => CASE_FIGURES[key];

/** Adds a case's figures beside its registry entry (the tests' fixture simulation). */
export function registerCaseFigures(key: string, figures: CaseFigures): void {
  CASE_FIGURES[key] = figures;
}
