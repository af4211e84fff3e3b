import { findClassFlow } from '../class-flow';
import type { DebriefFigures } from '../contracts/debrief';
import { bargainingRange, type DebriefCase } from '../debrief/case';
import { referenceLines } from '../debrief/reference-lines';
import { simulationOf } from '../simulations';
import { caseFiguresOf } from './registry';

/** The case as the debrief reads it; throws for a simulation without reported results. */
export function debriefCase(key: string): DebriefCase {
  const sim = simulationOf(key);
  const results = sim.results;
  if (!results) throw new Error(`${key} has no reported results`);
  const reporter = results.reporterRole;
  const counterpart = sim.roles.find((r) => r.slug !== reporter)?.slug;
  if (!counterpart) throw new Error(`${key} has one role only`);
  const figures = caseFiguresOf(key);
  const roleOf = { reporter, counterpart } as const;
  const walkAway: Record<string, number> = {};
  for (const f of figures?.chart ?? []) {
    if (f.walkAway && f.side !== 'context') walkAway[roleOf[f.side]] = f.figure.value;
  }
  return {
    key,
    roles: [reporter, counterpart],
    walkAway,
    range: bargainingRange(walkAway, [reporter, counterpart]),
    termPoints: figures?.termPoints ?? [],
    contingentKey: findClassFlow(key)?.agreement.contingent.key ?? null,
  };
}

/** What the instructor's results chart and debrief need of the case's figures (the API's case figures). */
export function debriefFigures(key: string): DebriefFigures {
  return { lines: referenceLines(caseFiguresOf(key)?.chart ?? []), case: debriefCase(key) };
}
