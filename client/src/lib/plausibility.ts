import { reportedSimulation } from '@shared/contracts/results-config';

/**
 * How far from a scenario's figures a reported amount may be before the form asks "Is ₩15 right?"
 *: below a tenth of the lowest or above ten times the highest of the reference figures the
 * debrief chart draws (the simulation registry's `results.chart.figures`). The range itself is never
 * shown to the student: it is made of both sides' confidential figures.
 */
export const PLAUSIBLE_FACTOR = 10;

export function plausibleRange(sim: string): { low: number; high: number } {
  const values = reportedSimulation(sim).results.chart.figures.map((f) => f.figure.value);
  return {
    low: Math.min(...values) / PLAUSIBLE_FACTOR,
    high: Math.max(...values) * PLAUSIBLE_FACTOR,
  };
}

/** Whether `amount` is far enough outside the scenario's range to ask before it is sent. */
export function isImplausibleAmount(sim: string, amount: number): boolean {
  const { low, high } = plausibleRange(sim);
  return amount < low || amount > high;
}
