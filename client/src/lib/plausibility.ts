import { reportedSimulation } from '@shared/contracts/results-config';

/**
 * How far a reported amount may be from what its negotiation is about before the form asks "Is ₩15 right?":
 * outside the case's public plausible range (the registry's `results.plausible`, round bounds around the
 * whole case). Never made of the case's figures: those are each side's secrets, and this code is in
 * every visitor's browser.
 */
export function plausibleRange(sim: string): { low: number; high: number } {
  return reportedSimulation(sim).results.plausible;
}

/** Whether `amount` is far enough outside the scenario's range to ask before it is sent. */
export function isImplausibleAmount(sim: string, amount: number): boolean {
  const { low, high } = plausibleRange(sim);
  return amount < low || amount > high;
}
