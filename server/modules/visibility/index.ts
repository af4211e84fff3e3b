/** The visibility module's public face: which simulations are open to students. */
export { visibilityRouter } from './router';
export { visibilityReads } from './reads';
export { assertSimulationOpen } from './service';
