import type { ClassFlowDefinition } from '../class-flow';
import {
  CLASS_FLOW_STORE,
  registerSimulation,
  SIMULATIONS,
  unregisterSimulation,
  type SimulationDefinition,
} from '../simulations';

/**
 * The registry's public half as every page carries it: the server writes it into each HTML page as a data
 * block (`<script type="application/json" id="case-registry">`, never executed, so the CSP allows it), and
 * the browser registers it before the app starts (client/src/boot.ts). The cases are data, added while the
 * site runs, so they are not in the JavaScript bundle. Nothing confidential: each side's figures stay on
 * the server (shared/case-figures).
 */
export const CASE_REGISTRY_ID = 'case-registry';

/** `GET /api/case-registry`: the same, for a page the server did not send (the Vite dev server's). */
export const CASE_REGISTRY_PATH = '/api/case-registry';

/** A class flow as a page carries it: the Plan step's prompts are built again from `plan` on arrival. */
type SentFlow = Omit<ClassFlowDefinition, 'planning'>;

export interface PublicRegistry {
  simulations: SimulationDefinition[];
  flows: SentFlow[];
}

export const publicRegistry = (): PublicRegistry => ({
  simulations: [...SIMULATIONS],
  flows: CLASS_FLOW_STORE.map(({ planning: _built, ...sent }) => sent),
});

/** Registers what a page was sent, in its order. */
export function registerPublicRegistry(registry: PublicRegistry): void {
  // each flow's prompts are built when a page first asks for the flow (findClassFlow), so that only the
  // deal's and the debrief's pages load the code that builds them
  for (const sim of registry.simulations)
    registerSimulation(sim, registry.flows.find((f) => f.key === sim.key) as ClassFlowDefinition | undefined);
}

/**
 * Makes a newer registry the page's own (a case was added or removed while the page was open): each case it
 * no longer has is unregistered, each it has registered again or anew.
 */
export function replacePublicRegistry(registry: PublicRegistry): void {
  const keys = new Set(registry.simulations.map((s) => s.key));
  for (const { key } of [...SIMULATIONS]) if (!keys.has(key)) unregisterSimulation(key);
  registerPublicRegistry(registry);
}
